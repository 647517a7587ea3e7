import Foundation

/// A key for a string written as a literal, with interpolations, as SwiftUI's `LocalizedStringKey`.
/// There is no localisation table on these platforms: the key is the text.
///
/// Interpolations follow SwiftUI's: a number with a printf-style `specifier`
/// (`Text("\(speed, specifier: "%.1f") km/h")`), a value with a format style, a date with a `Text.DateStyle`, and
/// another `Text`. They are formatted when the key is made, in the en_US style (`.` for decimals).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    package let text: String
    /// The key as Markdown: its literal parts as written, its interpolated values escaped (see `InlineMarkdown`).
    let markdown: String

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { (text, markdown) = (value, value) }
    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        (text, markdown) = (stringInterpolation.output, stringInterpolation.markdown)
    }
    /// Creates a key from a string.
    public init(_ value: String) { (text, markdown) = (value, value) }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var markdown = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity * 2) }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            markdown += literal
        }
        /// Appends an interpolated value: as it is to the text, escaped to the Markdown.
        private mutating func insert(_ value: String) {
            output += value
            markdown += InlineMarkdown.escaped(value)
        }
        /// Interpolates a value as it prints.
        public mutating func appendInterpolation<T>(_ value: T) { insert(String(describing: value)) }
        /// Interpolates a string.
        public mutating func appendInterpolation(_ string: String) { insert(string) }
        /// Interpolates a number with a printf-style format specifier, such as `"%.1f"` or `"%d"`. A specifier
        /// that does not suit the value (no conversion, or more than one) shows the value as it prints.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            insert(FormatSpecifier(specifier).format(value._arg))
        }
        /// Interpolates a value formatted with a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            insert(format.locale(TextResolver.defaultEnvironment.locale).format(input))
        }
        /// Interpolates a value formatted with a formatter (nil shows the value as it prints).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            insert(formatter?.string(for: subject) ?? String(describing: subject))
        }
        /// Interpolates a date in a date style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            insert(style.format(date, in: TextResolver.defaultEnvironment))
        }
        /// Interpolates a text's string.
        public mutating func appendInterpolation(_ text: Text) { insert(text.string) }
        /// Interpolates a symbol, as its glyph: `Text("\(Image(systemName: "star.fill")) 4.8")`.
        public mutating func appendInterpolation(_ image: Image) { insert(image.glyph) }
    }
}

/// A number that a printf-style specifier can format, as SwiftUI's `_FormatSpecifiable`: the integer types,
/// `Float`, `Double` and `CGFloat`.
public protocol _FormatSpecifiable: Equatable {
    /// The value as passed to the format function.
    associatedtype _Arg: CVarArg
    /// The value as passed to the format function.
    var _arg: _Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) } }

/// A printf-style specifier checked before use, so that a wrong one (`%@`, `%s`, two conversions) can never read
/// memory it was not given: it falls back to the value as it prints.
struct FormatSpecifier {
    let specifier: String
    /// The conversion character, when the specifier has exactly one numeric conversion.
    let conversion: Character?

    init(_ specifier: String) {
        self.specifier = specifier
        var conversions: [Character] = []
        var chars = Array(specifier)[...]
        while let c = chars.popFirst() {
            guard c == "%" else { continue }
            if chars.first == "%" { chars.removeFirst(); continue }
            // Flags, width, precision and length modifiers, then the conversion.
            while let f = chars.first, "-+ #0123456789.'hlqLjzt".contains(f) { chars.removeFirst() }
            conversions.append(chars.popFirst() ?? "?")
        }
        conversion = conversions.count == 1 && "dioxXucfFeEgGaA".contains(conversions[0]) ? conversions[0] : nil
    }

    /// The value formatted; integers and floating-point values are converted to what the conversion expects.
    func format<A: CVarArg>(_ value: A) -> String {
        guard let conversion else { return "\(value)" }
        let number = Self.number(value)
        if "fFeEgGaA".contains(conversion) { return String(format: rewritten(asFloat: true), number.double) }
        guard let integer = number.integer else { return "\(value)" }
        return String(format: rewritten(asFloat: false), integer)
    }

    /// The value as a `Double` and, when it has one, as an `Int64`: the argument types the conversions read.
    private static func number(_ value: some CVarArg) -> (double: Double, integer: Int64?) {
        switch value {
        case let v as Double: return (v, v.isFinite && abs(v) < 9.2e18 ? Int64(v) : nil)
        case let v as Int64: return (Double(v), v)
        case let v as Int32: return (Double(v), Int64(v))
        case let v as UInt32: return (Double(v), Int64(v))
        case let v as UInt64: return (Double(v), Int64(truncatingIfNeeded: v))
        default: return (.nan, nil)
        }
    }

    /// The specifier with its length modifiers replaced by the argument type passed: none for a `Double`, `ll` for
    /// an `Int64` (`%d` becomes `%lld`). Literal text is left as it is.
    private func rewritten(asFloat: Bool) -> String {
        var out = "", inSpec = false
        for c in specifier {
            if c == "%" { inSpec.toggle(); out.append(c); continue }
            if inSpec {
                if "hlqLjzt".contains(c) { continue }
                if "dioxXucfFeEgGaA".contains(c) {
                    out += asFloat || c == "c" ? String(c) : "ll\(c)"
                    inSpec = false
                    continue
                }
            }
            out.append(c)
        }
        return out
    }
}
