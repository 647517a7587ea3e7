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
    /// Labels written straight into one string read as printf's digits, trimmed, grouped and signed.
    @Test func labelsAreWhatPrintfsDigitsReadAs() {
        func reference(_ v: Double, digits: Int, group: String, point: String) -> String {
            var text = String(format: "%.\(digits)f", abs(v)), fraction = ""
            if let dot = text.firstIndex(of: ".") {
                fraction = String(text[text.index(after: dot)...])
                text = String(text[..<dot])
                while fraction.hasSuffix("0") { fraction.removeLast() }
            }
            var grouped = ""
            for (i, ch) in text.enumerated() {
                if i > 0, (text.count - i) % 3 == 0 { grouped += group }
                grouped.append(ch)
            }
            let zero = text.allSatisfy { $0 == "0" } && fraction.isEmpty
            return (v < 0 && !zero ? "-" : "") + grouped + (fraction.isEmpty ? "" : point + fraction)
        }
        var values: [Double] = [0, -0.001, 0.004, -0.004, 1_234.5, -98_765.4321, 12_345_678.9, 999.999, 1_000, -1_000_000]
        values += (0..<300).map { (i: Int) -> Double in Double(i * i) * 3.3 - 40_000 }
        for (step, digits) in [(1.0, 0), (0.1, 1), (0.01, 2), (0.001, 3)] {
            for (group, point) in [(",", "."), (" ", ","), ("", "·")] {
                let f = TickLabelFormatter(step: step, groupingSeparator: group, decimalSeparator: point)
                for v in values {
                    #expect(f.string(for: v) == reference(v, digits: digits, group: group, point: point), "\(v), step \(step)")
                }
            }
        }
    }

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
