import Foundation
import Testing
import Declarative
@testable import Backends

/// Text is drawn line by line at each baseline, in the font stack the metrics measure.
@Suite struct SVGRendererTextTests {
    @Test func oneLineIsOneTextElement() {
        let svg = SVGFixture.svg([SVGFixture.text("t", ["Jan"], font: ResolvedFont(size: 11), at: CGPoint(x: 4, y: 2))])
        #expect(SVGFixture.body(svg) == """
          <text x="4" y="11.96" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" \
        font-size="11" fill="#000000">Jan</text>
        """)
    }

    @Test func severalLinesAreTspansAtTheirBaselines() {
        let font = ResolvedFont(size: 20, weight: .bold, isItalic: true)
        let svg = SVGFixture.svg([SVGFixture.text("t", ["This week", "Today"], font: font)])
        #expect(SVGFixture.body(svg) == """
          <text font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="20" \
        font-weight="700" font-style="italic" fill="#000000">
            <tspan x="0" y="18.11">This week</tspan>
            <tspan x="0" y="38.11">Today</tspan>
          </text>
        """)
    }

    @Test func monospacedDesignUsesTheMonoStack() {
        let svg = SVGFixture.svg([SVGFixture.text("t", ["x"], font: ResolvedFont(size: 12, design: .monospaced))])
        #expect(svg.contains("font-family=\"Menlo, &apos;DejaVu Sans Mono&apos;, &apos;Liberation Mono&apos;"))
    }

    @Test func monospacedDigitsTurnKerningOff() {
        let svg = SVGFixture.svg([SVGFixture.text("t", ["11"], font: ResolvedFont(size: 12, isMonospacedDigit: true))])
        #expect(svg.contains(#"style="font-kerning: none; font-variant-numeric: tabular-nums""#))
    }

    @Test func significantSpacesArePreserved() {
        let svg = SVGFixture.svg([SVGFixture.text("t", ["  indented"])])
        #expect(svg.contains(##"xml:space="preserve" fill="#000000">  indented</text>"##))
    }
}
