import Foundation
import Testing
import Declarative
@testable import Backends

/// Gradients, clips and transforms: definitions are shared, ids are stable, spaces line up.
@Suite struct SVGRendererPaintTests {
    static let gradient = ResolvedGradient(stops: [.init(color: SVGFixture.red, location: 0),
                                                   .init(color: SVGFixture.blue.multiplyingOpacity(by: 0.5), location: 1)])
    static let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func equalGradientsShareOneDefinition() {
        let paint = Paint.linearGradient(Self.gradient, start: .zero, end: CGPoint(x: 10, y: 0))
        let svg = SVGFixture.svg([
            SVGFixture.shape("a", Self.square, fill: paint),
            SVGFixture.shape("b", Self.square, fill: paint),
            SVGFixture.shape("c", Self.square, fill: .radialGradient(Self.gradient, center: CGPoint(x: 5, y: 5),
                                                                    startRadius: 0, endRadius: 5)),
        ])
        #expect(SVGFixture.body(svg) == """
          <defs>
            <linearGradient id="g1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="10" y2="0">
              <stop offset="0" stop-color="#FF0000"/>
              <stop offset="1" stop-color="#0000FF" stop-opacity="0.5"/>
            </linearGradient>
            <radialGradient id="g2" gradientUnits="userSpaceOnUse" cx="5" cy="5" r="5">
              <stop offset="0" stop-color="#FF0000"/>
              <stop offset="1" stop-color="#0000FF" stop-opacity="0.5"/>
            </radialGradient>
          </defs>
          <rect x="0" y="0" width="10" height="10" fill="url(#g1)"/>
          <rect x="0" y="0" width="10" height="10" fill="url(#g1)"/>
          <rect x="0" y="0" width="10" height="10" fill="url(#g2)"/>
        """)
    }

    @Test func gradientMovesWithAFoldedTranslation() {
        let paint = Paint.linearGradient(Self.gradient, start: .zero, end: CGPoint(x: 10, y: 0))
        let svg = SVGFixture.svg([SVGFixture.shape("a", Self.square, fill: paint, at: CGPoint(x: 30, y: 5))])
        #expect(svg.contains(#"x1="30" y1="5" x2="40" y2="5""#))
        #expect(svg.contains(#"<rect x="30" y="5" width="10" height="10" fill="url(#g1)"/>"#))
    }

    @Test func idPrefixKeepsOnlySafeCharacters() {
        let paint = Paint.linearGradient(Self.gradient, start: .zero, end: CGPoint(x: 10, y: 0))
        let svg = SVGFixture.svg([SVGFixture.shape("a", Self.square, fill: paint)],
                                 options: SVGRenderOptions(idPrefix: "chart-1\"><x "))
        #expect(svg.contains(#"id="chart-1xg1""#))
        #expect(svg.contains("url(#chart-1xg1)"))
    }

    @Test func angularGradientFallsBackToAConicPattern() {
        let paint = Paint.angularGradient(Self.gradient, center: CGPoint(x: 5, y: 5), startAngle: .zero, endAngle: .degrees(360))
        let svg = SVGFixture.svg([SVGFixture.shape("a", Self.square, fill: paint)])
        #expect(svg.contains(#"<pattern id="g1" patternUnits="userSpaceOnUse" x="0" y="0" width="10" height="10">"#))
        #expect(svg.contains(#"fill="url(#g1)""#))
        #expect(svg.components(separatedBy: "<path d=\"M5 5L").count - 1 > 10)
    }

    @Test func equalClipsShareOneClipPath() {
        let clip = Path(CGRect(x: 0, y: 0, width: 50, height: 20))
        let svg = SVGFixture.svg([
            SVGFixture.shape("a", Self.square, at: CGPoint(x: 45, y: 0), clips: [clip]),
            SVGFixture.shape("b", Self.square, transform: CGAffineTransform(scaleX: 2, y: 2), clips: [clip]),
        ])
        #expect(SVGFixture.body(svg) == """
          <defs>
            <clipPath id="c1">
              <rect x="0" y="0" width="50" height="20"/>
            </clipPath>
          </defs>
          <rect x="45" y="0" width="10" height="10" fill="#FF0000" clip-path="url(#c1)"/>
          <g clip-path="url(#c1)">
            <rect x="0" y="0" width="10" height="10" transform="matrix(2 0 0 2 0 0)" fill="#FF0000"/>
          </g>
        """)
    }

    @Test func emptyClipHidesTheItem() {
        let svg = SVGFixture.svg([SVGFixture.shape("a", Self.square, clips: [Path()])])
        #expect(SVGFixture.body(svg) == "")
    }

    @Test func rotationIsWrittenAsAMatrix() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 50, y: 0))
        let svg = SVGFixture.svg([SVGFixture.shape("a", Self.square, transform: turn)])
        #expect(SVGFixture.body(svg) == """
          <rect x="0" y="0" width="10" height="10" transform="matrix(0 1 -1 0 50 0)" fill="#FF0000"/>
        """)
    }
}
