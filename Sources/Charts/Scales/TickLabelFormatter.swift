import Foundation

/// Formats numeric tick labels the Swift Charts way (CHARTS.md §3.7), deterministically and
/// without locale lookups: en-US style grouping (`2,000`), hyphen-minus for negatives, and
/// `max(0, −floor(log10 step))` fraction digits with trailing zeros trimmed (`1.0 → "1"`,
/// `0.50 → "0.5"`). `-0` prints as `0`.
///
/// No compact "1K/1M" abbreviation: CHARTS.md reports Apple does not apply one by default,
/// so `1e9` prints `1,000,000,000`. Tiny steps keep all needed digits (`0.000000002`) rather
/// than Foundation's 6-digit rounding, by choice (§6.2).
public struct TickLabelFormatter: Sendable, Equatable {
    /// Fraction digits used (before trimming trailing zeros).
    public var fractionDigits: Int
    /// Separator inserted every three integer digits (empty for none).
    public var groupingSeparator: String
    /// Decimal separator.
    public var decimalSeparator: String

    /// The most fraction digits ever produced (steps below 1e-20 are shown rounded).
    public static let maximumFractionDigits = 20

    /// A formatter for ticks `step` apart (the scale's tick step). A zero, NaN or infinite
    /// step gives 0 fraction digits.
    public init(step: Double, groupingSeparator: String = ",", decimalSeparator: String = ".") {
        fractionDigits = Self.fractionDigits(forStep: step)
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// d3-format `precisionFixed`: `max(0, −floor(log10 |step|))`, with a 1e-12 nudge so that
    /// steps like 0.1 (whose log10 is slightly below −1) don't ask for an extra digit.
    public static func fractionDigits(forStep step: Double) -> Int {
        let s = abs(step)
        guard s > 0, s.isFinite else { return 0 }
        let digits = -(log10(s) + 1e-12).rounded(.down)
        return Int(Swift.min(Double(maximumFractionDigits), Swift.max(0, digits)))
    }

    /// The label for `value`. Non-finite values print as `NaN`, `∞`, `-∞`.
    public func string(for value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        var text: String
        if fractionDigits == 0, abs(value) < 1e15 {
            // Whole numbers without Foundation's formatter: printf's "%.0f" rounds ties to even, as this does.
            let whole = Int64(abs(value).rounded(.toNearestOrEven))
            // Below 1,000 there is nothing to group (most axes' labels): the digits and the sign are the label.
            if whole < 1000 { return value < 0 && whole != 0 ? "-" + String(whole) : String(whole) }
            text = String(whole)
        } else if let fixed = Self.fixed(abs(value), fractionDigits: fractionDigits) {
            text = fixed
        } else {
            text = String(format: "%.\(fractionDigits)f", abs(value))
        }
        var fraction = ""
        if let dot = text.firstIndex(of: ".") {
            fraction = String(text[text.index(after: dot)...])
            text = String(text[..<dot])
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        // Group the integer digits in threes from the right.
        let digits = Array(text.utf8)
        var grouped = text
        if digits.count > 3 {
            grouped = ""
            grouped.reserveCapacity(digits.count * 4 / 3 + 1)
            for (i, ch) in digits.enumerated() {
                if i > 0, (digits.count - i) % 3 == 0 { grouped += groupingSeparator }
                grouped.unicodeScalars.append(Unicode.Scalar(ch))
            }
        }
        let isZero = digits.allSatisfy { $0 == UInt8(ascii: "0") } && fraction.isEmpty
        let sign = value < 0 && !isZero ? "-" : ""
        return sign + grouped + (fraction.isEmpty ? "" : decimalSeparator + fraction)
    }

    /// `String(format: "%.{digits}f", value)` for a non-negative value below 10⁹ and up to 9 digits, without
    /// Foundation's formatter (about 15,000 instructions a label): the value is scaled and rounded as an integer.
    /// Nil when scaling lands so near a tie that the rounding could differ from printf's, which rounds the exact
    /// binary value.
    static func fixed(_ value: Double, fractionDigits digits: Int) -> String? {
        guard digits >= 1, digits <= 9, value < 1e9 else { return nil }
        let scale = powersOfTen[digits]
        let scaled = value * Double(scale)
        guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else { return nil }
        let units = Int64(scaled.rounded(.toNearestOrEven))
        let fraction = String(units % scale)
        return String(units / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    private static let powersOfTen: [Int64] = (0...9).map { Int64(pow(10, Double($0))) }

    /// Labels for all `ticks` at once, using the precision their `step` needs.
    public static func labels(for ticks: [Double], step: Double) -> [String] {
        let f = TickLabelFormatter(step: step)
        return ticks.map(f.string(for:))
    }
}
