import Declarative

/// SVG text being written: UTF-8 bytes appended in place.
///
/// The renderer streams every item straight into one of these — tags, escaped values, numbers and colours —
/// without an intermediate element tree or `String` per attribute; a 1,000-bar chart is ~100 KB written in one
/// buffer. Elements follow the one layout `SVGElement` documents: two spaces of indent per depth, one per line,
/// attributes as ` name="value"`.
///
/// ```swift
/// out.open("rect", depth: 1)                   //   <rect
/// out.attribute("x", 10.5)                     //    x="10.5"
/// out.attribute("fill", color: red)            //    fill="#FF0000"
/// out.closeEmpty()                             // />⏎
/// ```
struct SVGOutput {
    /// The text so far, in UTF-8.
    private(set) var bytes: [UInt8] = []
    /// The last colour written and its `#RRGGBB`: items mostly share a few colours, and the hex costs three `pow`s.
    private var lastColor: (color: Color.Resolved, hex: [UInt8])?

    /// An empty output with room for `capacity` bytes.
    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The text as a `String`.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether nothing has been written.
    var isEmpty: Bool { bytes.isEmpty }

    /// Appends ASCII text from the source, such as markup.
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends trusted text verbatim (generated names, CSS).
    mutating func write(verbatim text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends everything written to another output.
    mutating func write(_ other: SVGOutput) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends text escaped for XML (see `SVGEscaping`).
    mutating func write(escaped text: String) {
        SVGEscaping.append(text, to: &bytes)
    }

    /// Appends a number as `SVGNumberFormat` writes it.
    mutating func write(_ value: Double, fractionDigits: Int = 2) {
        SVGNumberFormat.append(value, fractionDigits: fractionDigits, to: &bytes)
    }

    /// Appends `#RRGGBB`, the colour's `hexString`.
    mutating func write(color: Color.Resolved) {
        if let last = lastColor, last.color == color {
            bytes.append(contentsOf: last.hex)
            return
        }
        let (r, g, b) = color.sRGB8
        func digit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10 }
        let hex = [UInt8(ascii: "#"), digit(r >> 4), digit(r & 15), digit(g >> 4), digit(g & 15), digit(b >> 4), digit(b & 15)]
        lastColor = (color, hex)
        bytes.append(contentsOf: hex)
    }

    /// Appends the indent of an element at `depth` (two spaces per level).
    mutating func indent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Starts an element's tag: indent, `<` and the name.
    mutating func open(_ name: StaticString, depth: Int) {
        indent(depth)
        write("<")
        write(name)
    }

    /// Starts an element's tag with a name known at run time.
    mutating func open(name: String, depth: Int) {
        indent(depth)
        write("<")
        write(verbatim: name)
    }

    /// Ends an element that has no content: `/>` and a line break.
    mutating func closeEmpty() { write("/>\n") }

    /// Writes an element's end tag at `depth`, after its children.
    mutating func close(_ name: String, depth: Int) {
        indent(depth)
        write("</")
        write(verbatim: name)
        write(">\n")
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        write(" ")
        write(name)
        write("=\"")
        write(escaped: value)
        write("\"")
    }

    /// ` name="value"` with a name known at run time, the value escaped.
    mutating func attribute(name: String, _ value: String) {
        write(" ")
        write(verbatim: name)
        write("=\"")
        write(escaped: value)
        write("\"")
    }

    /// ` name="number"`, formatted by `SVGNumberFormat`.
    mutating func attribute(_ name: StaticString, _ value: Double, fractionDigits: Int = 2) {
        write(" ")
        write(name)
        write("=\"")
        write(value, fractionDigits: fractionDigits)
        write("\"")
    }

    /// ` name="#RRGGBB"`.
    mutating func attribute(_ name: StaticString, color: Color.Resolved) {
        write(" ")
        write(name)
        write("=\"")
        write(color: color)
        write("\"")
    }
}
