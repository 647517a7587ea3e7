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
public enum SVGNumberFormat {
    /// The number as SVG text, rounded to `0.01`.
    public static func string(_ value: Double) -> String {
        string(value, fractionDigits: 2)
    }

    /// The number as SVG text, rounded to `fractionDigits` decimal places (0…6) and trimmed.
    public static func string(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "0" }
        let digits = min(max(fractionDigits, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
        // Beyond ±9e15 hundredths a Double has no fractional digits left: print the integer.
        guard abs(scaled) < 9e15 else { return bigInteger(value.rounded()) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        var text = units < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return text }
        var width = digits
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        let fractionText = String(fraction)
        return text + "." + String(repeating: "0", count: width - fractionText.count) + fractionText
    }

    /// A CGFloat as SVG text, rounded to `0.01`.
    public static func string(_ value: CGFloat) -> String { string(Double(value)) }

    /// An integral double too large for `Int64`, written without an exponent.
    private static func bigInteger(_ value: Double) -> String {
        String(format: "%.0f", value)
    }
}
