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
/// straight into the output; `string` is the same text as a `String`.
public enum SVGNumberFormat {
    /// The number as SVG text, rounded to `0.01`.
    public static func string(_ value: Double) -> String {
        string(value, fractionDigits: 2)
    }

    /// The number as SVG text, rounded to `fractionDigits` decimal places (0…6) and trimmed.
    public static func string(_ value: Double, fractionDigits: Int) -> String {
        var out = SVGOutput(capacity: 32)
        append(value, fractionDigits: fractionDigits, to: &out)
        return out.string
    }

    /// A CGFloat as SVG text, rounded to `0.01`.
    public static func string(_ value: CGFloat) -> String { string(Double(value)) }

    /// Appends the number's text (as `string(_:fractionDigits:)`).
    @inline(__always)
    static func append(_ value: Double, fractionDigits: Int = 2, to out: inout SVGOutput) {
        if fractionDigits == 2 {
            appendHundredths(value, to: &out)
        } else {
            appendRounded(value, fractionDigits: fractionDigits, to: &out)
        }
    }

    /// Appends `value` rounded to `fractionDigits` decimal places (0…6).
    private static func appendRounded(_ value: Double, fractionDigits: Int, to out: inout SVGOutput) {
        let digits = min(max(fractionDigits, 0), 6)
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        append(value, digits: digits, scale: scale, to: &out)
    }

    /// Appends `value` rounded to hundredths.
    private static func appendHundredths(_ value: Double, to out: inout SVGOutput) {
        if out.write(atMost: maxHundredthsLength, { writeHundredths(value, to: $0) }) == 0 {
            append(value, digits: 2, scale: 100, to: &out)
        }
    }

    /// The most bytes `writeHundredths` writes: a sign, 7 integer digits, a dot and 2 fraction digits.
    static var maxHundredthsLength: Int { 11 }

    /// Writes `value` rounded to hundredths at `text`, when it is below 10,000,000 in magnitude — nearly every number
    /// written — and returns the count of bytes (at most `maxHundredthsLength`); returns 0 and writes nothing for any
    /// other value (NaN and ±∞ included), which `append` then writes through the general path.
    ///
    /// The digits are written in pairs with constant divisors and no loop (the general path counts and divides).
    /// Called rather than inlined, so that the attribute writers around it stay small enough to be inlined.
    @inline(never)
    static func writeHundredths(_ value: Double, to text: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = (value * 100).magnitude
        // Also false for NaN and ±∞. Below the bound, rounding half away from zero stays below 10^9 hundredths, and
        // `scaled - truncated` is exact.
        guard scaled < 999_999_999 else { return 0 }
        let truncated = UInt32(scaled)
        let magnitude = scaled - Double(truncated) >= 0.5 ? truncated + 1 : truncated
        if magnitude == 0 { text[0] = UInt8(ascii: "0"); return 1 }
        var length = 0
        if value < 0 { text[0] = UInt8(ascii: "-"); length = 1 }
        let whole = magnitude / 100, fraction = magnitude % 100
        if whole < 100 {
            length += writeSmall(whole, to: text + length)
        } else if whole < 10_000 {
            length += writeSmall(whole / 100, to: text + length)
            writePair(whole % 100, to: text + length)
            length += 2
        } else {
            length += writeDigits(of: UInt64(whole), width: 1, to: text + length)
        }
        guard fraction != 0 else { return length }
        text[length] = UInt8(ascii: ".")
        if fraction % 10 == 0 {
            text[length + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / 10)
            return length + 2
        }
        writePair(fraction, to: text + length + 1)
        return length + 3
    }

    /// Writes a number below 100 in one or two digits; returns their count.
    @inline(__always)
    private static func writeSmall(_ value: UInt32, to text: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 { text[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value); return 1 }
        writePair(value, to: text)
        return 2
    }

    /// Writes a number below 100 as two digits, out of a table of "00" … "99".
    @inline(__always)
    private static func writePair(_ value: UInt32, to text: UnsafeMutablePointer<UInt8>) {
        let pair = Int(value) * 2
        text[0] = pairs.utf8Start[pair]
        text[1] = pairs.utf8Start[pair + 1]
    }

    /// "00", "01" … "99".
    private static var pairs: StaticString { """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// Appends `value` rounded to `digits` decimal places, where `scale` is 10^`digits`.
    @inline(__always)
    private static func append(_ value: Double, digits: Int, scale: UInt64, to out: inout SVGOutput) {
        guard value.isFinite else { out.write(byte: UInt8(ascii: "0")); return }
        let scaled = roundedHalfAwayFromZero(value * Double(scale))
        // Beyond ±9e15 hundredths a Double has no fractional digits left: print the integer.
        guard abs(scaled) < 9e15 else { out.write(verbatim: bigInteger(value.rounded())); return }
        let units = Int64(scaled)
        // At most a sign, 16 integer digits, a dot and 6 fraction digits.
        out.write(atMost: 24) { text in
            if units == 0 { text[0] = UInt8(ascii: "0"); return 1 }
            var length = 0
            if units < 0 { text[0] = UInt8(ascii: "-"); length = 1 }
            let magnitude = units.magnitude
            length += writeDigits(of: magnitude / scale, width: 1, to: text + length)
            var fraction = magnitude % scale
            guard fraction != 0 else { return length }
            var width = digits
            while fraction % 10 == 0 { fraction /= 10; width -= 1 }
            text[length] = UInt8(ascii: ".")
            return length + 1 + writeDigits(of: fraction, width: width, to: text + length + 1)
        }
    }

    /// `x.rounded(.toNearestOrAwayFromZero)`, without a call into libm below 9e15 (where `x - trunc(x)` is exact).
    @inline(__always)
    private static func roundedHalfAwayFromZero(_ x: Double) -> Double {
        let magnitude = x.magnitude
        guard magnitude < 9e15 else { return x.rounded(.toNearestOrAwayFromZero) }
        let truncated = Double(Int64(magnitude))
        let rounded = magnitude - truncated >= 0.5 ? truncated + 1 : truncated
        return x < 0 ? -rounded : rounded
    }

    /// Writes the decimal digits of `value` (below 10^16), with leading zeros up to `width` digits; returns
    /// their count.
    @inline(__always)
    private static func writeDigits(of value: UInt64, width: Int, to text: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 1
        var power: UInt64 = 10
        while value >= power && length < 16 { length += 1; power &*= 10 }
        length = max(length, width)
        // Two digits at a time, from the right.
        let table = pairs.utf8Start
        var rest = value
        var index = length
        while index >= 2 {
            let pair = Int(rest % 100) * 2
            rest /= 100
            index -= 2
            text[index] = table[pair]
            text[index + 1] = table[pair + 1]
        }
        if index == 1 { text[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10) }
        return length
    }

    /// An integral double too large for `Int64`, written without an exponent.
    private static func bigInteger(_ value: Double) -> String {
        String(format: "%.0f", value)
    }
}
