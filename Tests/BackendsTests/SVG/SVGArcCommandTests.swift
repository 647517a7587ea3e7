import Foundation
import Testing
import Declarative
@testable import Backends

/// Circular arcs that a path draws with cubic Béziers (`Path.addArc`, chart sectors) are written as SVG `A`
/// commands, exact and shorter; more than half a turn takes two, and an animation takes as many in every frame as
/// its largest turn needs to keep each within a quarter turn, so that its SMIL `d` keeps one command structure.
@Suite struct SVGArcCommandTests {
    /// A ring sector around (50, 50) between radii 20 and 40, from angle `a0` to `a1` (radians, clockwise on screen),
    /// built as a chart's `SectorMark` is: the outer arc, a line in, the inner arc back, closed.
    static func sector(from a0: Double, to a1: Double) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .radians(a1), endAngle: .radians(a0), clockwise: true)
        path.closeSubpath()
        return path
    }

    static func d(_ path: Path) -> String { SVGPathData(path).string }

    @Test func aQuarterSectorIsTwoArcsAndTwoLines() {
        #expect(Self.d(Self.sector(from: 0, to: .pi / 2)) == "M90 50A40 40 0 0 1 50 90L50 70A20 20 0 0 0 70 50Z")
    }

    @Test func moreThanHalfATurnTakesTwoArcsWithoutTheLargeArcFlag() {
        // Three quarters: written by addArc as three cubics per circle; one arc would need the large-arc flag.
        #expect(Self.d(Self.sector(from: 0, to: 1.5 * .pi))
            == "M90 50A40 40 0 0 1 21.72 78.28A40 40 0 0 1 50 10L50 30A20 20 0 0 0 35.86 64.14A20 20 0 0 0 70 50Z")
        // A whole turn (a pie of one slice) closes on itself with two half arcs.
        #expect(Self.d(Self.sector(from: 0, to: 2 * .pi)) == "M90 50A40 40 0 0 1 10 50A40 40 0 0 1 90 50L70 50A20 20 0 0 0 30 50A20 20 0 0 0 70 50Z")
    }

    @Test func aStaticSectorExportIsShorterThanItsCubics() {
        let svg = SVGFixture.svg([SVGFixture.shape("slice", Self.sector(from: -.pi / 2, to: 0.4 * .pi))])
        #expect(!svg.contains("C"), "no cubic is left: \(svg)")
        #expect(svg.contains(#"d="M50 10A40 40 0 0 1 62.36 88.04L56.18 69.02A20 20 0 0 0 50 30Z""#))
    }

    @Test func curvesThatAreNotCircularArcsStayCubics() {
        var wave = Path()
        wave.move(to: .zero)
        wave.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 30, y: 40), control2: CGPoint(x: 70, y: -40))
        #expect(Self.d(wave) == "M0 0C30 40 70 -40 100 0")
        // An oval turned by 30° is elliptic: its cubics stay; a turned circle is still a circle.
        let turn = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(Self.d(Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 40)).applying(turn)).contains("C"))
        #expect(Self.d(Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80)).applying(turn)).filter { $0 == "A" }.count == 2)
    }

    @Test func hostileNumbersNeitherCrashNorBecomeArcs() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: CGFloat.nan, y: 1), control1: CGPoint(x: 1, y: 0), control2: CGPoint(x: CGFloat.infinity, y: 1))
        path.addCurve(to: CGPoint(x: 1e300, y: 1e300), control1: CGPoint(x: -1e300, y: 0), control2: .zero)
        #expect(!Self.d(path).contains("A"))
        // A degenerate arc (radius 0) draws nothing and has no cubic with length: it stays as it is.
        var dot = Path()
        dot.addArc(center: CGPoint(x: 5, y: 5), radius: 0, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(!Self.d(dot).contains("A"))
    }

    @Test func aSectorAnimatingPastHalfATurnKeepsItsArcsInEveryFrame() {
        let frames = [0.25, 0.5, 0.75].enumerated().map { index, turn in
            SVGAnimationFrame(time: Double(index) / 10, displayList: DisplayList(size: CGSize(width: 100, height: 100), items: [
                SVGFixture.shape("slice", Self.sector(from: 0, to: 2 * .pi * turn)),
            ]))
        }
        let svg = AnimatedSVGRenderer().render(frames)
        let keyframes = svg.firstMatch(of: /values="([^"]*)"/).map { $0.output.1.split(separator: ";") } ?? []
        #expect(keyframes.count >= 3)
        for keyframe in keyframes {
            // Three quarters at most: three arcs per circle, each within a quarter turn.
            #expect(keyframe.filter { $0 == "A" }.count == 6, "three arcs per circle in \(keyframe)")
            #expect(!keyframe.contains("C"))
        }
        #expect(!svg.contains("<!--"), "nothing is left unanimated")
    }
}
