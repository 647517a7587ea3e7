import Testing
import Foundation
import Declarative
@testable import Backends

/// A display list built by hand may hold NaN, infinite or huge numbers (the framework never makes NaN or ∞): the
/// terminal backend leaves out what they would place off any screen, draws the rest, and never traps.
@MainActor
struct NonFiniteInputTests {
    static let bad: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -.greatestFiniteMagnitude]

    func frame(_ items: [DisplayItem]) -> String {
        TerminalRenderer(rasterizer: TerminalRasterizer(), colorLevel: .trueColor)
            .render(Fixture.list(columns: 10, rows: 4, items + [Fixture.bar("ok", x: 0, y: 0, width: 8, height: 16)]))
    }

    @Test func barsWithNonFiniteRectsOrTransformsAreLeftOut() {
        for v in Self.bad {
            let items = [
                Fixture.bar("x", x: v, y: 0, width: 16, height: 16),
                Fixture.bar("w", x: 8, y: 0, width: v, height: 16),
                DisplayItem(id: DisplayItemID("t"),
                            content: .shape(ShapeDrawing(path: Path(CGRect(x: 0, y: 0, width: 8, height: 8)), fill: .color(Fixture.red))),
                            bounds: CGRect(x: 0, y: 0, width: 8, height: 8),
                            transform: CGAffineTransform(a: v, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            ]
            let drawn = frame(items)
            // NaN and ∞ place nothing; a huge finite bar may cover the grid, but must not trap.
            if !v.isFinite { #expect(drawn == frame([])) }
        }
    }

    @Test func nonFiniteClipsLeaveTheirItemOut() {
        for v in Self.bad {
            let clipped = Fixture.fill("c", Path(CGRect(x: 16, y: 0, width: 16, height: 16)),
                                       clips: [Path(CGRect(x: v, y: 0, width: 100, height: 100))])
            if !v.isFinite { #expect(frame([clipped]) == frame([])) } else { _ = frame([clipped]) }
        }
    }

    @Test func strokesThroughNonFinitePointsDoNotTrap() {
        for v in Self.bad {
            var path = Path()
            path.move(to: CGPoint(x: 0, y: 8))
            path.addCurve(to: CGPoint(x: 70, y: 40), control1: CGPoint(x: v, y: 0), control2: CGPoint(x: 40, y: v))
            path.addQuadCurve(to: CGPoint(x: 10, y: 60), control: CGPoint(x: v, y: v))
            path.addLine(to: CGPoint(x: v, y: 10))
            _ = frame([Fixture.stroke("s", path), Fixture.fill("f", path)])
        }
    }

    @Test func textAtNonFiniteOriginsIsLeftOut() {
        for v in Self.bad {
            let texts = [Fixture.text("t", "hello", x: v, y: 0),
                         Fixture.text("u", "hi", x: 0, y: 16, transform: CGAffineTransform(translationX: 0, y: v))]
            #expect(frame(texts) == frame([]))
        }
    }

    @Test func svgWritesNoNonFiniteNumbers() {
        for v in Self.bad {
            var path = Path()
            path.move(to: CGPoint(x: 0, y: 8))
            path.addLine(to: CGPoint(x: v, y: 10))
            let list = Fixture.list(columns: 10, rows: 4, [Fixture.bar("x", x: v, y: 0, width: 16, height: 16), Fixture.stroke("s", path)])
            let svg = SVGRenderer().render(list)
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }
}
