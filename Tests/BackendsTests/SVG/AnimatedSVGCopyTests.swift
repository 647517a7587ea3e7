import Foundation
import Testing
import Declarative
@testable import Backends

/// What SMIL animates outside the element lives in a copy that CSS switches to only when motion is welcome: a
/// stroke's gradient, a clip path; and an element whose own path data SMIL moves has a still copy that reduced
/// motion shows instead, since no CSS stops SMIL in every engine. Every id stays unique.
@Suite struct AnimatedSVGCopyTests {
    static func frames(_ count: Int, _ items: (Int) -> [DisplayItem]) -> [SVGAnimationFrame] {
        AnimatedSVGChangeTests.frames(count, items)
    }

    static func ids(_ svg: String) -> [String] { svg.matches(of: #/ id="([^"]*)"/#).map { String($0.output.1) } }

    @Test func strokeGradientsAnimateInACopyUsedOnlyWhenMotionIsWelcome() {
        let svg = AnimatedSVGRenderer().render(Self.frames(2) { i in
            [SVGFixture.shape("line", Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0)) }, fill: nil,
                              stroke: ShapeDrawing.Stroke(paint: AnimatedSVGChangeTests.gradient([i == 0 ? SVGFixture.red : SVGFixture.blue, SVGFixture.black]),
                                                          style: StrokeStyle(lineWidth: 4)))]
        })
        #expect(svg.contains("""
            <linearGradient id="a1-stroke" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="10">
              <stop offset="0" stop-color="#0000FF">
                <animate attributeName="stop-color" values="#FF0000;#0000FF" keyTimes="0;1" dur="0.1s"/>
        """))
        #expect(svg.contains("@media (prefers-reduced-motion: no-preference) { #a1 { stroke: url(#a1-stroke); } }"))
        #expect(svg.contains(##"stroke="url(#g1)""##), "the still gradient stays on the element")
        #expect(!svg.contains("<!--"))
    }

    @Test func aGrowingClipAnimatesInACopyOfItsClipPath() {
        let svg = AnimatedSVGRenderer().render(Self.frames(3) { i in
            [SVGFixture.shape("bar", Path(CGRect(x: 0, y: 0, width: 100, height: 50)),
                              clips: [Path(CGRect(x: 0, y: 0, width: 100, height: 25 * Double(i)))])]
        })
        #expect(svg.contains("""
            <clipPath id="a1-clip">
              <rect x="0" y="0" width="100" height="50">
                <animate attributeName="height" values="0;50" keyTimes="0;1" dur="0.2s"/>
              </rect>
            </clipPath>
        """), "\(svg)")
        #expect(svg.contains(##"<g id="a1-clipped" clip-path="url(#c1)">"##))
        #expect(svg.contains("@media (prefers-reduced-motion: no-preference) { #a1-clipped { clip-path: url(#a1-clip); } }"))
        #expect(!svg.contains("<!--"))
        #expect(SVGXMLLint.isWellFormed(svg) != false)
    }

    @Test func aClipThatAppearsSwitchesAtItsFrame() {
        // A second clip appears at frame 1: the item with one clip gives way to the item with two.
        let svg = AnimatedSVGRenderer().render(Self.frames(2) { i in
            let clip = Path(CGRect(x: 0, y: 0, width: 100, height: 40))
            return [SVGFixture.shape("bar", Path(CGRect(x: 0, y: 0, width: 100, height: 50)),
                                     clips: i == 0 ? [clip] : [clip, Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50))])]
        })
        #expect(svg.contains("<!-- Changes that switch at their frame instead of interpolating: clip (1 item) -->"))
        #expect(svg.contains("@keyframes a1 {\n  0% { opacity: 1; }\n  100% { opacity: 0; }\n}"))
    }

    @Test func aMovingPathWithAMovingGradientKeepsEveryIDUnique() {
        let svg = AnimatedSVGRenderer().render(Self.frames(3) { i in
            [SVGFixture.shape("slice", SVGArcCommandTests.sector(from: 0, to: 1 + Double(i)),
                              fill: AnimatedSVGChangeTests.gradient([i == 0 ? SVGFixture.red : SVGFixture.blue, SVGFixture.black]),
                              clips: [Path(CGRect(x: 0, y: 0, width: 100, height: 50 + 10 * Double(i)))])]
        })
        let ids = Self.ids(svg)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(Set(ids) == ["g1", "c1", "a1-fill", "a1-clip", "a1", "a1-clipped", "a1-still"])
        #expect(svg.contains("#a1 { display: none; } #a1-still { display: inline; }"))
        // The copy has the moving element's final data (two arcs a circle, as every frame) and the still clip.
        #expect(svg.contains(##"<path id="a1-still" d="M90 50A40 40 0 0 1 52.83 89.9A40 40 0 0 1 10.4 55.64L30.2 52.82A20 20 0 0 0 51.41 69.95A20 20 0 0 0 70 50Z" fill="url(#g1)" display="none" clip-path="url(#c1)"/>"##))
    }
}
