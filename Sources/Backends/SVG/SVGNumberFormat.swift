import Foundation

/// Formats numbers for SVG and CSS text: deterministic, short, and exact to 0.01.
///
/// A number is rounded to hundredths and written with the fewest digits that keep that precision:
///
/// ```
///   12      → "12"        12.5    → "12.5"      12.355 → "12.36"      12.3449 → "12.34"
///   -0.001  → "0"         -3.1    → "-3.1"      1e21   → "1000000000000000000000"
///   .nan    → "0"         .infinity → "0"
/// ```
///
/// There is never a `-0`, an exponent, a trailing zero or a trailing dot, so two renders of the same display
/// list are byte-identical on every platform. Non-finite values (which a display list never holds) become 0.
///
/// The renderer writes thousands of numbers per document, so `append(_:fractionDigits:to:)` writes the digits
/// straight into the output bytes; `string` is the same text as a `String`.
public enum SVGNumberFormat {
    /// The number as SVG text, rounded to `0.01`.
    public static func string(_ value: Double) -> String {
        string(value, fractionDigits: 2)
    }

    /// The number as SVG text, rounded to `fractionDigits` decimal places (0…6) and trimmed.
    public static func string(_ value: Double, fractionDigits: Int) -> String {
        var bytes: [UInt8] = []
        append(value, fractionDigits: fractionDigits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A CGFloat as SVG text, rounded to `0.01`.
    public static func string(_ value: CGFloat) -> String { string(Double(value)) }

    /// Appends the number's text (as `string(_:fractionDigits:)`) as UTF-8.
    static func append(_ value: Double, fractionDigits: Int = 2, to bytes: inout [UInt8]) {
        guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        let digits = min(max(fractionDigits, 0), 6)
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
        // Beyond ±9e15 hundredths a Double has no fractional digits left: print the integer.
        guard abs(scaled) < 9e15 else { bytes.append(contentsOf: bigInteger(value.rounded()).utf8); return }
        let units = Int64(scaled)
        if units == 0 { bytes.append(UInt8(ascii: "0")); return }
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        appendDigits(magnitude / scale, width: 1, to: &bytes)
        var fraction = magnitude % scale
        guard fraction != 0 else { return }
        var width = digits
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        bytes.append(UInt8(ascii: "."))
        appendDigits(fraction, width: width, to: &bytes)
    }

    /// Appends the decimal digits of `value`, with leading zeros up to `width` digits.
    private static func appendDigits(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        var count = 1
        var rest = value / 10
        while rest != 0 { count += 1; rest /= 10 }
        count = max(count, width)
        let end = bytes.count + count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var index = end
        rest = value
        while rest != 0 {
            index -= 1
            bytes[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }

    /// An integral double too large for `Int64`, written without an exponent.
    private static func bigInteger(_ value: Double) -> String {
        String(format: "%.0f", value)
    }
}
