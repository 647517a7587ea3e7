import Foundation
import Testing
import Declarative
@testable import Backends

/// Everything that changes in the frames changes in the animated SVG, at the frame it changes: words, trims and
/// outlines; what cannot animate is named in a comment and shows its final state.
@Suite struct AnimatedSVGChangeTests {
    static let size = CGSize(width: 200, height: 110)

    static func frames(_ count: Int, fps: Double = 10, _ items: (Int) -> [DisplayItem]) -> [SVGAnimationFrame] {
        (0..<count).map { SVGAnimationFrame(time: Double($0) / fps, displayList: DisplayList(size: size, items: items($0))) }
    }

    /// A ring of radius 40 at (50, 50), stroked 10 wide and trimmed to `0…to`.
    static func ring(to fraction: Double) -> DisplayItem {
        SVGFixture.shape("ring", Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)).trimmedPath(from: 0, to: fraction),
                         fill: nil, stroke: ShapeDrawing.Stroke(paint: .color(SVGFixture.blue), style: StrokeStyle(lineWidth: 10)))
    }

    @Test func textSwitchesItsWordsAtTheFrameTheyChange() {
        // "None" for frames 0…2, "Oct $9067" from frame 3 (0.3 s): two elements, each shown only in its own frames.
        let svg = AnimatedSVGRenderer().render(Self.frames(6) { i in
            [SVGFixture.text("label", [i < 3 ? "Selected: None" : "Selected: Oct $9067"])]
        })
        #expect(svg.contains(##"<text id="a1" x="0" y="15.39" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="17" fill="#000000" opacity="0" aria-hidden="true">Selected: None</text>"##))
        #expect(svg.contains(##"<text id="a2" x="0" y="15.39" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="17" fill="#000000">Selected: Oct $9067</text>"##))
        #expect(svg.contains("#a1 { animation: a1 0.1s linear 0.2s 1 backwards; }"), "the old words go between 0.2 s and 0.3 s")
        #expect(svg.contains("#a2 { animation: a2 0.1s linear 0.2s 1 backwards; }"), "the new words come between 0.2 s and 0.3 s")
        #expect(svg.contains("@keyframes a1 {\n  0% { opacity: 1; }\n  100% { opacity: 0; }\n}"))
        #expect(svg.contains("@keyframes a2 {\n  0% { opacity: 0; }\n  100% { opacity: 1; }\n}"))
    }

    @Test func movingTextFollowsItsLinesWithATransform() {
        // The line's baseline rises by 20 pt; the element stays at its final baseline and moves by a translation.
        let svg = AnimatedSVGRenderer().render(Self.frames(2) { i in
            var item = SVGFixture.text("label", ["12"])
            if case .text(var text) = item.content {
                text.lines[0].origin.y += 20 * Double(1 - i)
                item.content = .text(text)
            }
            return [item]
        })
        #expect(svg.contains("0% { transform: translate(0px, 20px); }"))
        #expect(svg.contains("100% { transform: translate(0px, 0px); }"))
        #expect(svg.contains(#"<text id="a1" x="0" y="15.39""#))
    }

    @Test func aStaticTrimmedCircleIsOnePathWithOneOrTwoArcs() {
        #expect(SVGFixture.body(SVGFixture.svg([Self.ring(to: 0.25)]))
            == ##"  <path d="M90 50A40 40 0 0 1 50 90" fill="none" stroke="#0000FF" stroke-width="10" stroke-miterlimit="10"/>"##)
        #expect(SVGFixture.body(SVGFixture.svg([Self.ring(to: 0.75)]))
            == ##"  <path d="M90 50A40 40 0 0 1 21.72 78.28A40 40 0 0 1 50 10" fill="none" stroke="#0000FF" stroke-width="10" stroke-miterlimit="10"/>"##)
    }

    @Test func aTrimAnimatesAsADashOnTheWholeRing() {
        // From nothing (an empty path: absent) to a quarter and then a half of the 251.33-long outline.
        let svg = AnimatedSVGRenderer().render(Self.frames(3) { i in [Self.ring(to: [0, 0.25, 0.5][i])] })
        #expect(svg.contains(##"<path id="a1" d="M90 50A40 40 0 0 1 10 50A40 40 0 0 1 90 50" fill="none" stroke="#0000FF" stroke-width="10" stroke-miterlimit="10" stroke-dasharray="125.66 251.33"/>"##))
        #expect(svg.contains("0% { stroke-dasharray: 62.83px 251.33px; opacity: 0; }"))
        #expect(svg.contains("50% { stroke-dasharray: 62.83px 251.33px; opacity: 1; }"))
        #expect(svg.contains("100% { stroke-dasharray: 125.66px 251.33px; opacity: 1; }"))
        #expect(!svg.contains("stroke-dashoffset"), "every trim starts at 0")
    }

    @Test func aTrimThatMovesItsStartMovesTheDashOffset() {
        let ring = { (from: Double) in
            SVGFixture.shape("ring", Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)).trimmedPath(from: from, to: 1),
                             fill: nil, stroke: ShapeDrawing.Stroke(paint: .color(SVGFixture.blue), style: StrokeStyle(lineWidth: 10)))
        }
        let svg = AnimatedSVGRenderer().render(Self.frames(2) { i in [ring(i == 0 ? 0.5 : 0.25)] })
        #expect(svg.contains(##"stroke-dasharray="188.5 251.33" stroke-dashoffset="-62.83""##))
        #expect(svg.contains("0% { stroke-dasharray: 125.66px 251.33px; stroke-dashoffset: -125.66px; }"))
    }

    @Test func pathsAnimateWithSMILAndReducedMotionShowsAStillCopyInstead() {
        let line = { (y: Double) in
            SVGFixture.shape("line", Path { p in p.move(to: CGPoint(x: 0, y: 50)); p.addLine(to: CGPoint(x: 100, y: y)) }, fill: nil,
                             stroke: ShapeDrawing.Stroke(paint: .color(SVGFixture.red), style: StrokeStyle(lineWidth: 2)))
        }
        let svg = AnimatedSVGRenderer().render(Self.frames(4) { i in [line(i < 2 ? 50 : 10)] })
        #expect(SVGFixture.body(svg) == """
          <style>
        @media (prefers-reduced-motion: reduce) { * { animation: none !important; } #a1 { display: none; } #a1-still { display: inline; } }
        </style>
          <path id="a1" d="M0 50L100 10" fill="none" stroke="#FF0000" stroke-width="2" stroke-miterlimit="10">
            <animate attributeName="d" values="M0 50L100 50;M0 50L100 50;M0 50L100 10" keyTimes="0;0.5;1" dur="0.2s"/>
          </path>
          <path id="a1-still" d="M0 50L100 10" fill="none" stroke="#FF0000" stroke-width="2" stroke-miterlimit="10" display="none"/>
        """)
        #expect(!svg.contains("d: path(\"M0 50L100 50\")"), "no CSS d animation, which WebKit does not play")
        #expect(SVGXMLLint.isWellFormed(svg) != false)
    }

    @Test func loopingPathsRepeat() {
        let options = AnimatedSVGRenderer.Options(loops: true, duration: 0.3)
        let svg = AnimatedSVGRenderer(options: options).render(Self.frames(4) { i in
            [SVGFixture.shape("tri", Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: Double(i)), CGPoint(x: 0, y: 10)]) })]
        })
        #expect(svg.contains(#"keyTimes="0;1" dur="0.3s" repeatCount="indefinite"/>"#))
    }

    static func gradient(_ colors: [Color.Resolved]) -> Paint {
        let stops = colors.enumerated().map { ResolvedGradient.Stop(color: $1, location: CGFloat($0) / CGFloat(max(colors.count - 1, 1))) }
        return .linearGradient(ResolvedGradient(stops: stops), start: .zero, end: CGPoint(x: 0, y: 10))
    }

    @Test func gradientsAnimateInACopyUsedOnlyWhenMotionIsWelcome() {
        let svg = AnimatedSVGRenderer().render(Self.frames(2) { i in
            [SVGFixture.shape("bar", Path(CGRect(x: 0, y: 0, width: 10, height: 20)),
                              fill: Self.gradient([i == 0 ? SVGFixture.red : SVGFixture.blue, SVGFixture.black]))]
        })
        #expect(svg.contains("""
            <linearGradient id="a1-fill" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="10">
              <stop offset="0" stop-color="#0000FF">
                <animate attributeName="stop-color" values="#FF0000;#0000FF" keyTimes="0;1" dur="0.1s"/>
              </stop>
        """))
        #expect(svg.contains("@media (prefers-reduced-motion: no-preference) { #a1 { fill: url(#a1-fill); } }"))
        #expect(svg.contains(##"<rect id="a1" x="0" y="0" width="10" height="20" fill="url(#g1)"/>"##), "the still gradient stays")
        #expect(!svg.contains("<!--"))
    }

    @Test func whatCannotInterpolateSwitchesAtItsFrameAndIsNamedInAComment() {
        // A gradient that gains a stop at frame 2 cannot interpolate: the bar with two stops grows until frame 1,
        // then gives way to the bar with three.
        let svg = AnimatedSVGRenderer().render(Self.frames(4) { i in
            [SVGFixture.shape("bar", Path(CGRect(x: 0, y: 0, width: 10, height: 10 + 10 * Double(i))),
                              fill: Self.gradient(i < 2 ? [SVGFixture.red, SVGFixture.black] : [SVGFixture.red, SVGFixture.blue, SVGFixture.black]))]
        })
        #expect(svg.contains("<!-- Changes that switch at their frame instead of interpolating: fill gradient (1 item) -->"))
        #expect(svg.contains(##"<rect id="a1" x="0" y="0" width="10" height="20" fill="url(#g1)" opacity="0" aria-hidden="true"/>"##),
                "the first run keeps its last state, hidden at the end")
        #expect(svg.contains("#a1 { animation: a1 0.2s linear 0s 1 backwards; }"), "it grows, then goes between 0.1 s and 0.2 s")
        #expect(svg.contains(##"<rect id="a2" x="0" y="0" width="10" height="40" fill="url(#g2)"/>"##))
        #expect(!svg.contains("not animated"))
    }

    @Test func severalClipsThatMoveAreNamedInAComment() {
        let svg = AnimatedSVGRenderer().render(Self.frames(2) { i in
            let clip = Path(CGRect(x: 0, y: 0, width: 100, height: 40 + 10 * Double(i)))
            return [SVGFixture.shape("bar", Path(CGRect(x: 0, y: 0, width: 100, height: 50)),
                                     clips: [clip, Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50))])]
        })
        #expect(svg.contains("<!-- Changes not animated, shown in their final state throughout: clip (1 item) -->"))
    }
}
