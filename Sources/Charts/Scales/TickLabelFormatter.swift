import Foundation

/// Formats numeric tick labels the Swift Charts way (Swift Charts' documentation), deterministically and
/// without locale lookups: en-US style grouping (`2,000`), hyphen-minus for negatives, and
/// `max(0, −floor(log10 step))` fraction digits with trailing zeros trimmed (`1.0 → "1"`,
/// `0.50 → "0.5"`). `-0` prints as `0`.
///
/// Large magnitudes are written compactly, as Swift Charts' automatic axis labels are, so that a
/// label never outgrows its column: ticks 100,000 or more apart use `K`, `M`, `B`, `T` (`200K`,
/// `1.5M`, `1B`), and any value of 10¹⁵ or more is written in scientific form (`2.5e18`, `1e300`).
/// Smaller values keep grouped digits (`15,000`). Tiny steps keep all needed digits
/// (`0.000000002`) rather than Foundation's 6-digit rounding, by choice.
public struct TickLabelFormatter: Sendable, Equatable {
    /// Fraction digits used (before trimming trailing zeros).
    public var fractionDigits: Int
    /// Separator inserted every three integer digits (empty for none).
    public var groupingSeparator: String
    /// Decimal separator.
    public var decimalSeparator: String

    /// The most fraction digits ever produced (steps below 1e-20 are shown rounded).
    public static let maximumFractionDigits = 20

    /// The tick step from which labels are written compactly (`100K`, `2.5M`).
    public static let compactStep = 100_000.0
    /// The magnitude from which labels are written in scientific form (`1e15`).
    public static let scientificMagnitude = 1e15

    /// The tick step the labels are for; non-finite steps count as 0.
    private var step: Double = 0

    /// A formatter for ticks `step` apart (the scale's tick step). A zero, NaN or infinite
    /// step gives 0 fraction digits.
    public init(step: Double, groupingSeparator: String = ",", decimalSeparator: String = ".") {
        fractionDigits = Self.fractionDigits(forStep: step)
        self.step = step.isFinite ? abs(step) : 0
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
        if abs(value) >= Self.scientificMagnitude { return Self.scientific(value) }
        if step >= Self.compactStep, abs(value) >= 1000 { return compact(value) }
        var text: String
        if fractionDigits == 0, abs(value) < 1e15 {
            // Whole numbers without Foundation's formatter: printf's "%.0f" rounds ties to even, as this does.
            let whole = Int64(abs(value).rounded(.toNearestOrEven))
            // Below 1,000 there is nothing to group (most axes' labels): the digits and the sign are the label.
            if whole < 1000 { return value < 0 && whole != 0 ? "-" + String(whole) : String(whole) }
            return assemble(whole: whole, fraction: 0, digits: 0, negative: value < 0)
        } else if let (whole, fraction) = Self.fixedParts(abs(value), fractionDigits: fractionDigits) {
            return assemble(whole: whole, fraction: fraction, digits: fractionDigits, negative: value < 0)
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
        guard let (whole, fraction) = fixedParts(value, fractionDigits: digits) else { return nil }
        let f = String(fraction)
        return String(whole) + "." + String(repeating: "0", count: digits - f.count) + f
    }

    /// The whole part and the `digits` fraction digits (as an integer) of `fixed(_:fractionDigits:)`.
    private static func fixedParts(_ value: Double, fractionDigits digits: Int) -> (whole: Int64, fraction: Int64)? {
        guard digits >= 1, digits <= 9, value < 1e9 else { return nil }
        let scale = powersOfTen[digits]
        let scaled = value * Double(scale)
        guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else { return nil }
        let units = Int64(scaled.rounded(.toNearestOrEven))
        return (units / scale, units % scale)
    }

    /// The label of a number whose rounded magnitude is `whole` and `fraction` (`digits` digits): trailing zeros of the
    /// fraction trimmed, the whole digits grouped, a minus sign unless it reads as zero — what the general path below
    /// makes of the same text, written straight into one string (a chart's accessibility table labels every point).
    private func assemble(whole: Int64, fraction: Int64, digits: Int, negative: Bool) -> String {
        var fraction = fraction, digits = digits
        while digits > 0, fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let group = groupingSeparator.utf8, point = decimalSeparator.utf8
        // Digits of `whole`, least significant first (it is below 10¹⁵: at most 15 of them).
        var wholeDigits: (UInt64, UInt64) = (0, 0), count = 0, w = whole
        repeat {
            let d = UInt64(w % 10)
            if count < 8 { wholeDigits.0 |= d << (8 * UInt64(count)) } else { wholeDigits.1 |= d << (8 * UInt64(count - 8)) }
            w /= 10
            count += 1
        } while w > 0
        let capacity = 1 + count + (count / 3) * group.count + point.count + digits
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var n = 0
            func put(_ byte: UInt8) { buffer[n] = byte; n += 1 }
            if negative, whole != 0 || digits > 0 { put(UInt8(ascii: "-")) }
            for i in stride(from: count - 1, through: 0, by: -1) {
                let d = i < 8 ? (wholeDigits.0 >> (8 * UInt64(i))) & 0xFF : (wholeDigits.1 >> (8 * UInt64(i - 8))) & 0xFF
                put(UInt8(ascii: "0") + UInt8(d))
                if i > 0, i % 3 == 0 { for b in group { put(b) } }
            }
            if digits > 0 {
                for b in point { put(b) }
                var scale: Int64 = 1
                for _ in 1..<digits { scale *= 10 }
                while scale > 0 {
                    put(UInt8(ascii: "0") + UInt8(fraction / scale % 10))
                    scale /= 10
                }
            }
            return n
        }
    }

    /// `value` over its unit (K, M, B or T) with the fraction digits the step needs at that unit: `1.5M`.
    private func compact(_ value: Double) -> String {
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        let (unit, suffix) = units.first { abs(value) >= $0.0 } ?? (1e3, "K")
        let scaled = TickLabelFormatter(step: step / unit, groupingSeparator: groupingSeparator,
                                        decimalSeparator: decimalSeparator)
        return scaled.string(for: value / unit) + suffix
    }

    /// `value` in scientific form with up to three significant digits, trailing zeros trimmed: `2.5e18`, `-1e300`.
    static func scientific(_ value: Double) -> String {
        var exponent = Int(log10(abs(value)).rounded(.down))
        var mantissa = (value / pow(10, Double(exponent)) * 100).rounded() / 100
        if abs(mantissa) >= 10 { mantissa /= 10; exponent += 1 }
        var text = String(format: "%.2f", mantissa)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "e" + String(exponent)
    }

    private static let powersOfTen: [Int64] = (0...9).map { Int64(pow(10, Double($0))) }

    /// Labels for all `ticks` at once, using the precision their `step` needs.
    public static func labels(for ticks: [Double], step: Double) -> [String] {
        let f = TickLabelFormatter(step: step)
        return ticks.map(f.string(for:))
    }
}
