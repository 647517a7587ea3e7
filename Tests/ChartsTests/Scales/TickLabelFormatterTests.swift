import Foundation
import Testing

@testable import Charts

// Label expectations from d3-format's precisionFixed with trailing zeros trimmed.

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

    /// The formatter's own fixed-point path agrees with printf's `%.Nf` wherever it answers: ticks, thirds,
    /// values on and near rounding ties, at every digit count it takes.
    @Test func fixedPointFormattingMatchesPrintf() {
        var values: [Double] = [0, 0.05, 0.15, 0.25, 0.35, 1.005, 2.675, 0.1 + 0.2, 1e-9, 999_999_999.5, 123.456789]
        values += (0..<2_000).map { (i: Int) -> Double in Double(i) * 0.001 }
        values += (0..<500).map { (i: Int) -> Double in Double(i) / 3 }
        values += (0..<500).map { (i: Int) -> Double in Double(i) * 0.37 }
        var answered = 0
        for digits in 1...9 {
            for v in values {
                guard let fixed = TickLabelFormatter.fixed(v, fractionDigits: digits) else { continue }
                answered += 1
                #expect(fixed == String(format: "%.\(digits)f", v), "\(v) with \(digits) digits")
            }
        }
        #expect(answered > values.count * 8)
        #expect(TickLabelFormatter.fixed(1e10, fractionDigits: 2) == nil)
        #expect(TickLabelFormatter.fixed(0.5, fractionDigits: 12) == nil)
    }
}
