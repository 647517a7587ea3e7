import Foundation
import Testing
import Declarative
@testable import Backends

/// Each path primitive becomes the SVG element that draws it exactly.
@Suite struct SVGRendererShapeTests {
    @Test func documentHasViewBoxRoleTitleAndDescription() {
        let svg = SVGFixture.svg([], title: "Steps", summary: "Seven days")
        #expect(svg == """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50" role="img">
          <title>Steps</title>
          <desc>Seven days</desc>
        </svg>

        """)
    }

    @Test func rectFoldsTranslationIntoCoordinates() {
        let svg = SVGFixture.svg([SVGFixture.shape("a", Path(CGRect(x: 0, y: 0, width: 20, height: 10.125)),
                                                   at: CGPoint(x: 5, y: 7.5))])
        #expect(SVGFixture.body(svg) == """
          <rect x="5" y="7.5" width="20" height="10.13" fill="#FF0000"/>
        """)
    }

    @Test func uniformRoundedRectIsRectWithRx() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 4)
        #expect(SVGFixture.body(SVGFixture.svg([SVGFixture.shape("a", path)])) == """
          <rect x="0" y="0" width="30" height="20" rx="4" fill="#FF0000"/>
        """)
    }

    @Test func unevenRoundedRectIsPathWithExactArcs() {
        let radii = RectangleCornerRadii(topLeading: 4, bottomLeading: 0, bottomTrailing: 0, topTrailing: 4)
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadii: radii)
        #expect(SVGFixture.body(SVGFixture.svg([SVGFixture.shape("a", path, at: CGPoint(x: 10, y: 0))])) == """
          <path d="M14 0H36A4 4 0 0 1 40 4V20H10V4A4 4 0 0 1 14 0Z" fill="#FF0000"/>
        """)
    }

    @Test func circleAndEllipse() {
        let svg = SVGFixture.svg([
            SVGFixture.shape("c", Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), at: CGPoint(x: 20, y: 20)),
            SVGFixture.shape("e", Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))),
        ])
        #expect(SVGFixture.body(svg) == """
          <circle cx="25" cy="25" r="5" fill="#FF0000"/>
          <ellipse cx="10" cy="5" rx="10" ry="5" fill="#FF0000"/>
        """)
    }

    @Test func elementsBecomePathData() {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 10))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 15, y: 0))
            p.addCurve(to: CGPoint(x: 30, y: 10), control1: CGPoint(x: 22, y: 12), control2: CGPoint(x: 28, y: 12))
            p.closeSubpath()
        }
        let stroke = ShapeDrawing.Stroke(paint: .color(SVGFixture.blue),
                                         style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [4, 2]))
        #expect(SVGFixture.body(SVGFixture.svg([SVGFixture.shape("p", path, fill: nil, stroke: stroke)])) == """
          <path d="M0 10L10 0Q15 0 20 10C22 12 28 12 30 10Z" fill="none" stroke="#0000FF" stroke-width="2" \
        stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="4 2"/>
        """)
    }

    @Test func fillAndStrokeOpacityAndEvenOdd() {
        var item = SVGFixture.shape("a", Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                    fill: .color(SVGFixture.red.multiplyingOpacity(by: 0.5)),
                                    stroke: .init(paint: .color(SVGFixture.blue.multiplyingOpacity(by: 0.25)), style: StrokeStyle()),
                                    opacity: 0.8)
        if case .shape(var drawing) = item.content { drawing.isEvenOdd = true; item.content = .shape(drawing) }
        #expect(SVGFixture.body(SVGFixture.svg([item])) == """
          <rect x="0" y="0" width="10" height="10" fill="#FF0000" fill-opacity="0.5" fill-rule="evenodd" \
        stroke="#0000FF" stroke-opacity="0.25" stroke-miterlimit="10" opacity="0.8"/>
        """)
    }

    @Test func emptyPathsAreSkipped() {
        #expect(SVGFixture.body(SVGFixture.svg([SVGFixture.shape("a", Path())])) == "")
    }

    @Test func backgroundIsOptionalAndFollowsTheScheme() {
        let light = SVGRenderer(options: SVGRenderOptions(drawsBackground: true))
            .render(DisplayList(size: CGSize(width: 10, height: 10)))
        let dark = SVGRenderer(options: SVGRenderOptions(drawsBackground: true))
            .render(DisplayList(size: CGSize(width: 10, height: 10), colorScheme: .dark))
        #expect(light.contains(##"<rect width="100%" height="100%" fill="#FFFFFF" aria-hidden="true"/>"##))
        #expect(dark.contains(##"fill="#000000""##))
        #expect(!SVGFixture.svg([]).contains("100%"))
    }

    @Test func outputIsDeterministic() {
        let items = [SVGFixture.shape("a", Path(ellipseIn: CGRect(x: 0, y: 0, width: 7, height: 3)), at: CGPoint(x: 1.005, y: 2))]
        #expect(SVGFixture.svg(items) == SVGFixture.svg(items))
    }
}
