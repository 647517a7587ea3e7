import Foundation
import Testing

@testable import Charts

// CHARTS.md §3.7; label expectations from cases.py `label()` (precisionFixed + trimmed zeros).

@Suite struct TickLabelFormatterTests {
    @Test func fractionDigitsFollowTheStep() {
        #expect(TickLabelFormatter.fractionDigits(forStep: 2000) == 0)
        #expect(TickLabelFormatter.fractionDigits(forStep: 1) == 0)
        #expect(TickLabelFormatter.fractionDigits(forStep: 0.5) == 1)
        #expect(TickLabelFormatter.fractionDigits(forStep: 0.1) == 1)
        #expect(TickLabelFormatter.fractionDigits(forStep: 0.0002) == 4)
        #expect(TickLabelFormatter.fractionDigits(forStep: 1e-9) == 9)
        #expect(TickLabelFormatter.fractionDigits(forStep: 0) == 0)
        #expect(TickLabelFormatter.fractionDigits(forStep: .nan) == 0)
        #expect(TickLabelFormatter.fractionDigits(forStep: 1e-300) == 20)
    }

    @Test func labelsGroupThousandsAndTrimZeros() {
        let whole = TickLabelFormatter(step: 1000)
        #expect(whole.string(for: 0) == "0")
        #expect(whole.string(for: 10000) == "10,000")
        #expect(whole.string(for: 1e9) == "1,000,000,000")
        #expect(whole.string(for: -2e8) == "-200,000,000")
        #expect(whole.string(for: 999) == "999")
        #expect(whole.string(for: -0.0) == "0")
        let tenths = TickLabelFormatter(step: 0.5)
        #expect(tenths.string(for: 1) == "1")
        #expect(tenths.string(for: -1.5) == "-1.5")
        #expect(tenths.string(for: 1234.5) == "1,234.5")
        #expect(TickLabelFormatter(step: 0.0002).string(for: 0.0014) == "0.0014")
    }

    @Test func labelsOfNonFiniteValuesAreSymbols() {
        let f = TickLabelFormatter(step: 1)
        #expect(f.string(for: .nan) == "NaN")
        #expect(f.string(for: .infinity) == "∞")
        #expect(f.string(for: -.infinity) == "-∞")
    }
}
