import Foundation
import Testing
import Declarative
@testable import Backends

/// Widths agree with Liberation Sans's advance widths as HarfBuzz shapes them.
@Suite struct SVGTextMetricsTests {
    let metrics = SVGTextMetrics()
    let unkerned = SVGTextMetrics(kerning: false)
    func regular(_ size: CGFloat) -> ResolvedFont { ResolvedFont(size: size) }
    func bold(_ size: CGFloat) -> ResolvedFont { ResolvedFont(size: size, weight: .bold) }

    @Test(arguments: [
        ("Workouts", true, 34.0, 156.77, 156.15), ("This week", false, 20.0, 90.03, 90.03),
        ("Jan", false, 11.0, 17.74, 17.74), ("Jan", true, 11.0, 18.96, 18.96),
        ("8764", false, 11.0, 24.47, 24.47), ("8764", true, 11.0, 24.47, 24.47),
        ("0123456789", false, 11.0, 61.18, 61.18), ("0123456789", true, 11.0, 61.18, 61.18),
    ])
    func readmeSanityChecks(text: String, isBold: Bool, size: Double, plain: Double, kerned: Double) {
        let font = isBold ? bold(CGFloat(size)) : regular(CGFloat(size))
        #expect(abs(unkerned.width(of: text, font: font) - plain) < 0.006) // the README rounds 18.9545 up
        #expect(abs(metrics.width(of: text, font: font) - kerned) < 0.006)
    }

    @Test func kerningPairsFromTheTables() {
        // AVATAR Wave 1234567890: 25957 → 25273 units (Regular), 26411 → 25727 (Bold).
        #expect(unkerned.units(of: "AVATAR Wave 1234567890", font: regular(11)) == 25957)
        #expect(metrics.units(of: "AVATAR Wave 1234567890", font: regular(11)) == 25273)
        #expect(metrics.units(of: "AVATAR Wave 1234567890", font: bold(11)) == 25727)
        #expect(metrics.units(of: "11", font: regular(11)) == CGFloat(2 * 1139 - 152))
        #expect(metrics.units(of: "Today", font: regular(11)) == unkerned.units(of: "Today", font: regular(11)) - 227)
    }

    @Test func semiboldUsesTheBoldFace() {
        #expect(metrics.width(of: "Jan", font: ResolvedFont(size: 11, weight: .semibold)) == metrics.width(of: "Jan", font: bold(11)))
        #expect(metrics.width(of: "Jan", font: ResolvedFont(size: 11, weight: .medium)) == metrics.width(of: "Jan", font: regular(11)))
    }

    @Test func monospacedDigitsAreTabularAndUnkerned() {
        let font = ResolvedFont(size: 11, isMonospacedDigit: true)
        #expect(metrics.width(of: "11", font: font) == metrics.width(of: "00", font: font))
        #expect(metrics.width(of: "1111", font: font) == metrics.width(of: "8764", font: font))
    }

    @Test func monospacedDesignIsSixTenthsOfAnEm() {
        let font = ResolvedFont(size: 10, design: .monospaced)
        #expect(abs(metrics.width(of: "iiWW", font: font) - 4 * 1229 * 10 / 2048) < 1e-9)
        #expect(abs(metrics.lineHeight(of: font) - 11.328) < 0.001)
    }

    @Test func fallbackWidthsForUncoveredCharacters() {
        let font = regular(10)
        #expect(abs(metrics.width(of: "日本", font: font) - 20) < 1e-9)
        #expect(abs(metrics.width(of: "Ω", font: font) - 1229 * 10 / 2048) < 1e-9)
        #expect(abs(metrics.width(of: "✓", font: font) - 1716 * 10 / 2048) < 1e-9)
        #expect(metrics.width(of: "e\u{301}", font: font) == metrics.width(of: "e", font: font))
        #expect(metrics.width(of: "\u{AD}\u{200B}", font: font) == 0)
    }

    @Test func lineHeightAndAscentFollowTheHheaMetrics() {
        #expect(abs(metrics.lineHeight(of: regular(11)) - 12.65) < 0.005)
        #expect(abs(metrics.lineHeight(of: regular(20)) - 23.00) < 0.005)
        #expect(abs(metrics.lineHeight(of: bold(34)) - 39.10) < 0.005)
        #expect(abs(metrics.ascent(of: regular(20)) - 18.105) < 0.001)
    }
}
