import Foundation
import Testing
import Declarative
@testable import Backends

/// Sampled frames become CSS keyframes; the static attributes and reduced motion show the final state.
@Suite struct AnimatedSVGRendererTests {
    /// A bar at x 10 whose bottom stays at y 100 while its height follows `height(t)`.
    static func bar(height: Double, color: Color.Resolved = SVGFixture.blue) -> DisplayItem {
        SVGFixture.shape("bar", Path(CGRect(x: 0, y: 0, width: 30, height: height)), fill: .color(color),
                         at: CGPoint(x: 10, y: 100 - height))
    }

    static func frames(_ count: Int, fps: Double = 60, _ items: (Double) -> [DisplayItem]) -> [SVGAnimationFrame] {
        (0..<count).map { i in
            let t = Double(i) / fps
            return SVGAnimationFrame(time: t, displayList: DisplayList(size: CGSize(width: 200, height: 110), items: items(t)))
        }
    }

    @Test func twoFramesGiveKeyframesAndTheFinalStateInStaticAttributes() {
        let svg = AnimatedSVGRenderer().render([
            (time: 0, displayList: DisplayList(size: CGSize(width: 200, height: 110), items: [Self.bar(height: 0)])),
            (time: 0.5, displayList: DisplayList(size: CGSize(width: 200, height: 110), items: [Self.bar(height: 80, color: SVGFixture.red)])),
        ])
        #expect(SVGFixture.body(svg) == """
          <style>
        @keyframes a1 {
          0% { y: 100px; height: 0px; fill: #0000FF; }
          100% { y: 20px; height: 80px; fill: #FF0000; }
        }
        #a1 { animation: a1 0.5s linear 0s 1 backwards; }
        @media (prefers-reduced-motion: reduce) { * { animation: none !important; } }
        </style>
          <rect id="a1" x="10" y="20" width="30" height="80" fill="#FF0000"/>
        """)
        #expect(SVGXMLLint.isWellFormed(svg) != false)
    }

    @Test func straightLineKeyframesAreDropped() {
        // A linear ramp over 31 frames keeps its two ends only; a hold before it becomes the delay.
        let svg = AnimatedSVGRenderer().render(Self.frames(31) { t in [Self.bar(height: 80 * min(max((t - 0.1) / 0.3, 0), 1))] })
        #expect(svg.contains("""
        @keyframes a1 {
          0% { y: 100px; height: 0px; }
          100% { y: 20px; height: 80px; }
        }
        #a1 { animation: a1 0.3s linear 0.1s 1 backwards; }
        """))
    }

    @Test func curvedMotionKeepsOnlyTheKeyframesItNeeds() {
        let svg = AnimatedSVGRenderer().render(Self.frames(61) { t in [Self.bar(height: 80 * (1 - pow(1 - t, 3)))] })
        let keyframes = svg.components(separatedBy: "% {").count - 1
        #expect(keyframes > 3 && keyframes < 30, "\(keyframes) keyframes")
        #expect(svg.contains(##"<rect id="a1" x="10" y="20" width="30" height="80" fill="#0000FF"/>"##))
    }

    @Test func insertedItemsFadeInAndRemovedItemsFadeOut() {
        let dot = SVGFixture.shape("dot", Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), at: CGPoint(x: 50, y: 50))
        let gone = SVGFixture.shape("gone", Path(CGRect(x: 0, y: 0, width: 4, height: 4)), at: CGPoint(x: 70, y: 50),
                                    accessibility: AccessibilityInfo(label: "old"))
        let svg = AnimatedSVGRenderer().render(Self.frames(3) { t in t < 0.02 ? [gone] : [dot] })
        #expect(svg.contains(##"<rect id="a1" x="70" y="50" width="4" height="4" fill="#FF0000" opacity="0" aria-hidden="true"/>"##))
        #expect(svg.contains(##"<circle id="a2" cx="52" cy="52" r="2" fill="#FF0000"/>"##))
        #expect(svg.contains("0% { opacity: 1; }\n  100% { opacity: 0; }"))
        #expect(svg.contains("0% { opacity: 0; }\n  100% { opacity: 1; }"))
    }

    @Test func rotationIsAnimatedAsATransform() {
        let svg = AnimatedSVGRenderer().render(Self.frames(2, fps: 2) { t in
            [SVGFixture.shape("r", Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                              transform: CGAffineTransform(rotationAngle: t * .pi).concatenating(CGAffineTransform(translationX: 50, y: 50)))]
        })
        #expect(svg.contains("0% { transform: matrix(1, 0, 0, 1, 50, 50); }"))
        #expect(svg.contains("100% { transform: matrix(0, 1, -1, 0, 50, 50); }"))
        #expect(svg.contains(##"transform="matrix(0 1 -1 0 50 50)""##))
        #expect(svg.contains("#a1 { transform-origin: 0 0; animation: a1 0.5s"))
    }

    @Test func loopsRunEveryItemOverTheWholePeriod() {
        let options = AnimatedSVGRenderer.Options(loops: true, duration: 2)
        let svg = AnimatedSVGRenderer(options: options).render(Self.frames(31) { t in [Self.bar(height: t < 0.25 ? 0 : 80)] })
        #expect(svg.contains("#a1 { animation: a1 2s linear 0s infinite backwards; }"))
        #expect(svg.contains("  100% { y: 20px; height: 80px; }\n}"))
    }

    @Test func reducedMotionShowsTheFinalState() {
        let svg = AnimatedSVGRenderer().render(Self.frames(2) { t in [Self.bar(height: t == 0 ? 10 : 20)] })
        #expect(svg.contains("@media (prefers-reduced-motion: reduce) { * { animation: none !important; } }"))
        #expect(svg.contains(##"height="20""##))
    }

    @Test func nothingMovingGivesAStaticDocument() {
        let frames = Self.frames(5) { _ in [Self.bar(height: 40)] }
        let svg = AnimatedSVGRenderer().render(frames)
        #expect(svg == SVGRenderer().render(frames.last!.displayList))
    }
}
