import Testing
import Foundation
@testable import Charts
import Declarative
import DeclarativeTesting

/// SwiftUI's shapes as point symbols, a symbol's `strokeBorder`, and an interpolation method's description: what
/// example apps write for hollow points on a line and for a picker of curves.
struct SymbolShapeBorderTests {
    let square = CGRect(x: 0, y: 0, width: 20, height: 20)

    /// The number of subpaths of a path.
    func contours(_ path: Path) -> Int { path.elements.filter { if case .move = $0 { true } else { false } }.count }

    @Test func aStrokedBorderIsTheOutlineThenTheInsetOutlineBackwards() {
        let ring = Circle().strokeBorder(lineWidth: 2).path(in: square)
        #expect(contours(ring) == 2)
        #expect(ring.boundingRect == square)
        #expect(ring.contains(CGPoint(x: 1, y: 10)), "the ring is filled")
        #expect(!ring.contains(CGPoint(x: 10, y: 10)), "its middle is empty under the non-zero rule")
        #expect(Circle().path(in: square).contains(CGPoint(x: 10, y: 10)), "a plain circle is filled")
    }

    @Test func aStyleGivesItsLineWidthAndExtremeWidthsDegrade() {
        let styled = Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 4)).path(in: square)
        #expect(!styled.contains(CGPoint(x: 10, y: 10)) && styled.contains(CGPoint(x: 2, y: 10)))
        #expect(Circle().strokeBorder(lineWidth: 0).path(in: square).isEmpty)
        #expect(contours(Circle().strokeBorder(lineWidth: 15).path(in: square)) == 1, "thicker than the radius: solid")
        #expect(BasicChartSymbolShape.circle.strokeBorder(lineWidth: 1).perceptualUnitRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func reversingKeepsEveryPointAndSwapsControlPoints() {
        let elements: [Path.Element] = [.move(to: .zero), .line(to: CGPoint(x: 4, y: 0)),
                                        .curve(to: CGPoint(x: 4, y: 4), control1: CGPoint(x: 5, y: 1), control2: CGPoint(x: 5, y: 3)),
                                        .closeSubpath]
        let back = StrokedBorderSymbol<Circle>.reversed(elements)
        #expect(back == [.move(to: .zero), .line(to: CGPoint(x: 4, y: 4)),
                         .curve(to: CGPoint(x: 4, y: 0), control1: CGPoint(x: 5, y: 3), control2: CGPoint(x: 5, y: 1)),
                         .line(to: .zero), .closeSubpath])
    }

    /// With Charts imported, a view's `strokeBorder(style:)` is the symbol's: drawn as a view, it is still a stroke
    /// with the style's dashes, inside the frame.
    @MainActor @Test func asAViewTheStrokedSymbolIsAStroke() {
        let dashed = StrokeStyle(lineWidth: 2, dash: [4, 2])
        let list = TestHost(RoundedRectangle(cornerRadius: 6).strokeBorder(style: dashed).frame(width: 96, height: 48)).render()
        let shapes = list.items.compactMap { item -> ShapeDrawing? in
            if case .shape(let s) = item.content { return s } else { return nil }
        }
        #expect(shapes.count == 1)
        #expect(shapes.first?.stroke?.style == dashed)
        #expect(shapes.first?.fill == nil)
        #expect(shapes.first?.path.boundingRect == CGRect(x: 1, y: 1, width: 94, height: 46))
    }

    @Test func interpolationMethodsDescribeThemselvesByName() {
        #expect(InterpolationMethod.catmullRom.description == "catmullRom")
        #expect(InterpolationMethod.stepStart.description == "stepStart")
        #expect(InterpolationMethod.cardinal(tension: 0.5).description == "cardinal(tension: 0.5)")
        #expect("\(InterpolationMethod.monotone)" == "monotone")
    }
}
