import Declarative

/// SVG text being written: UTF-8 bytes appended in place.
///
/// The renderer streams every item straight into one of these — tags, escaped values, numbers and colours —
/// without an intermediate element tree or `String` per attribute; a 1,000-bar chart is ~100 KB written in one
/// buffer. Elements follow the one layout `SVGElement` documents: two spaces of indent per depth, one per line,
/// attributes as ` name="value"`.
///
/// It owns its buffer and cannot be copied, so an append is a capacity check and a copy into memory — no
/// copy-on-write check, no generic `Array` path — which matters for the ~30 appends per item.
///
/// The text is valid UTF-8 by construction, so `string` copies it without the standard library's check (8 % of a
/// 1,000-bar document's writing). Everything written is one of: ASCII literals (`StaticString` markup); ASCII bytes
/// (`write(byte:)`, which asserts it: digits, signs, path letters, spaces); numbers and colours, ASCII digits, `-`,
/// `.` and `#`; whole `String`s (`write(verbatim:)`); another output's text; and escaped strings, which
/// `SVGEscaping` copies in runs that end only before an ASCII byte or a whole scalar it drops, and ASCII entities.
///
/// ```swift
/// out.open("rect", depth: 1)                   //   <rect
/// out.attribute("x", 10.5)                     //    x="10.5"
/// out.attribute("fill", color: red)            //    fill="#FF0000"
/// out.closeEmpty()                             // />⏎
/// ```
struct SVGOutput: ~Copyable {
    /// The bytes written.
    private var bytes: ByteWriter
    /// The last colour written, and its `#RRGGBB` in the low 7 bytes (little-endian): items mostly share a few
    /// colours, and the hex costs three `pow`s.
    private var lastColor: (color: Color.Resolved, hex: UInt64)?

    /// Bytes left unwritten before the text, where `string(after:)` puts a head written last.
    private let headroom: Int

    /// An empty output with room for `capacity` bytes before it grows, and `headroom` bytes before its text for a
    /// head that is written after it (see `string(after:)`).
    init(capacity: Int = 256, headroom: Int = 0) {
        bytes = ByteWriter(capacity: capacity + headroom)
        bytes.skip(headroom)
        self.headroom = headroom
    }

    /// The number of bytes written.
    var count: Int { bytes.count - headroom }

    /// The text as a `String`, copied without validating it again (see the type's comment for why it is valid UTF-8).
    var string: String { bytes.validUTF8String(from: headroom) }

    /// Whether nothing has been written.
    var isEmpty: Bool { bytes.count == headroom }

    /// Drops everything written, keeping the buffer.
    mutating func removeAll() { bytes.removeLast(from: headroom) }

    /// `head`'s text followed by this text, as a `String`. A head that fits in the headroom is copied into it, so that
    /// this text — a document's items, written before the head that holds their definitions — is copied once, into
    /// the string, rather than first into a buffer after the head.
    consuming func string(after head: borrowing SVGOutput) -> String {
        let headCount = head.count
        guard headCount <= headroom else {
            var whole = SVGOutput(capacity: headCount + count)
            whole.write(head)
            whole.write(self)
            return whole.string
        }
        let start = headroom - headCount
        head.bytes.withBytes(from: head.headroom) { bytes.overwrite(at: start, with: $0) }
        return bytes.validUTF8String(from: start)
    }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func write(byte: UInt8) {
        assert(byte < 0x80, "SVGOutput.write(byte:) takes ASCII only")
        bytes.append(byte)
    }

    /// Appends bytes: valid UTF-8 that starts and ends on scalar boundaries.
    @inline(__always)
    mutating func write(bytes source: UnsafeBufferPointer<UInt8>) {
        bytes.append(source)
    }

    /// Appends ASCII text from the source, such as markup.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        bytes.append(ascii: text)
    }

    /// Appends trusted text verbatim (generated names, CSS).
    mutating func write(verbatim text: String) {
        bytes.append(text)
    }

    /// Appends everything written to another output.
    mutating func write(_ other: borrowing SVGOutput) {
        other.bytes.withBytes(from: other.headroom) { bytes.append($0) }
    }

    /// Lets `body` write at most `maxCount` bytes of ASCII in place; it returns how many it wrote.
    @inline(__always) @discardableResult
    mutating func write(atMost maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        bytes.append(atMost: maxCount, body)
    }

    /// Appends text escaped for XML (see `SVGEscaping`).
    @inline(__always)
    mutating func write(escaped text: String) {
        SVGEscaping.append(text, to: &self)
    }

    /// Appends a number as `SVGNumberFormat` writes it.
    @inline(__always)
    mutating func write(_ value: Double, fractionDigits: Int = 2) {
        SVGNumberFormat.append(value, fractionDigits: fractionDigits, to: &self)
    }

    /// Appends `#RRGGBB`, the colour's `hexString`.
    mutating func write(color: Color.Resolved) {
        let hex = self.hex(of: color)
        // Stores 8 bytes and keeps 7.
        bytes.append(atMost: 8) { target in
            UnsafeMutableRawPointer(target).storeBytes(of: hex.littleEndian, as: UInt64.self)
            return 7
        }
    }

    /// `#RRGGBB` in the low 7 bytes of a word (little-endian), remembered for the next colour.
    @inline(__always)
    private mutating func hex(of color: Color.Resolved) -> UInt64 {
        if let last = lastColor, last.color == color { return last.hex }
        let (r, g, b) = color.sRGB8
        func digit(_ v: UInt8) -> UInt64 { UInt64(v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10) }
        let hex = UInt64(UInt8(ascii: "#")) | digit(r >> 4) << 8 | digit(r & 15) << 16 | digit(g >> 4) << 24
            | digit(g & 15) << 32 | digit(b >> 4) << 40 | digit(b & 15) << 48
        lastColor = (color, hex)
        return hex
    }

    /// Appends the indent of an element at `depth` (two spaces per level).
    @inline(__always)
    mutating func indent(_ depth: Int) {
        bytes.append(UInt8(ascii: " "), count: 2 * depth)
    }

    /// Starts an element's tag: indent, `<` and the name.
    @inline(__always)
    mutating func open(_ name: StaticString, depth: Int) {
        // Most elements are at depth 1 to 4: one capacity check, and the indent one store of 8 spaces (a copy of
        // `depth` spaces would be a call to `memset`).
        guard depth <= 4 else {
            indent(depth)
            write("<")
            write(name)
            return
        }
        let n = name.utf8CodeUnitCount
        bytes.append(atMost: 9 + n) { target in
            UnsafeMutableRawPointer(target).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            let start = target + 2 * depth
            start[0] = UInt8(ascii: "<")
            (start + 1).initialize(from: name.utf8Start, count: n)
            return 2 * depth + 1 + n
        }
    }

    /// Starts an element's tag with a name known at run time.
    mutating func open(name: String, depth: Int) {
        indent(depth)
        write("<")
        write(verbatim: name)
    }

    /// Ends an element that has no content: `/>` and a line break.
    @inline(__always)
    mutating func closeEmpty() { write("/>\n") }

    /// Writes an element's end tag at `depth`, after its children.
    mutating func close(_ name: String, depth: Int) {
        indent(depth)
        write("</")
        write(verbatim: name)
        write(">\n")
    }

    /// ` name="value"`, the value escaped.
    @inline(__always)
    mutating func attribute(_ name: StaticString, _ value: String) {
        startAttribute(name)
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

    /// Writes ` name="number"` at `target` when `SVGNumberFormat.writeHundredths` takes the number, and returns the
    /// count of bytes (at most the name's, 4 and `maxHundredthsLength`); returns 0 otherwise.
    @inline(__always)
    private static func writeNumberAttribute(_ name: StaticString, _ value: Double,
                                             at target: UnsafeMutablePointer<UInt8>) -> Int {
        let n = name.utf8CodeUnitCount
        let length = SVGNumberFormat.writeHundredths(value, to: target + n + 3)
        guard length > 0 else { return 0 }
        writeAttributeStart(name, to: target)
        target[n + 3 + length] = UInt8(ascii: "\"")
        return n + 4 + length
    }

    /// ` name="number"`, formatted by `SVGNumberFormat`.
    @inline(__always)
    mutating func attribute(_ name: StaticString, _ value: Double, fractionDigits: Int = 2) {
        if fractionDigits == 2 {
            // Nearly every number: the name, the digits and the quote after one capacity check.
            let n = name.utf8CodeUnitCount
            let written = bytes.append(atMost: n + 4 + SVGNumberFormat.maxHundredthsLength) { target in
                Self.writeNumberAttribute(name, value, at: target)
            }
            if written > 0 { return }
        }
        startAttribute(name)
        write(value, fractionDigits: fractionDigits)
        write("\"")
    }

    /// ` x="…" y="…" width="…" height="…"` (any four names and numbers): a rectangle's geometry after one capacity
    /// check, each number as `attribute(_:_:)` writes it.
    @inline(__always)
    mutating func attributes(_ n0: StaticString, _ v0: Double, _ n1: StaticString, _ v1: Double,
                             _ n2: StaticString, _ v2: Double, _ n3: StaticString, _ v3: Double) {
        let names = n0.utf8CodeUnitCount + n1.utf8CodeUnitCount + n2.utf8CodeUnitCount + n3.utf8CodeUnitCount
        let written = bytes.append(atMost: names + 4 * (4 + SVGNumberFormat.maxHundredthsLength)) { target in
            let first = Self.writeNumberAttribute(n0, v0, at: target)
            guard first > 0 else { return 0 }
            let second = Self.writeNumberAttribute(n1, v1, at: target + first)
            guard second > 0 else { return 0 }
            let third = Self.writeNumberAttribute(n2, v2, at: target + first + second)
            guard third > 0 else { return 0 }
            let fourth = Self.writeNumberAttribute(n3, v3, at: target + first + second + third)
            guard fourth > 0 else { return 0 }
            return first + second + third + fourth
        }
        guard written == 0 else { return }
        // A number out of the fast path's range: one at a time.
        attribute(n0, v0)
        attribute(n1, v1)
        attribute(n2, v2)
        attribute(n3, v3)
    }

    /// ` name="#RRGGBB"`.
    @inline(__always)
    mutating func attribute(_ name: StaticString, color: Color.Resolved) {
        let hex = self.hex(of: color)
        let n = name.utf8CodeUnitCount
        // The hex is one store of 8 bytes, of which the quote overwrites the last.
        bytes.append(atMost: n + 11) { target in
            Self.writeAttributeStart(name, to: target)
            UnsafeMutableRawPointer(target + n + 3).storeBytes(of: hex.littleEndian, as: UInt64.self)
            target[n + 10] = UInt8(ascii: "\"")
            return n + 11
        }
    }

    /// ` name="`.
    @inline(__always)
    private mutating func startAttribute(_ name: StaticString) {
        // One capacity check for the three parts.
        let n = name.utf8CodeUnitCount
        bytes.append(atMost: n + 3) { target in
            Self.writeAttributeStart(name, to: target)
            return n + 3
        }
    }

    /// Writes ` name="` at `target` (`name.utf8CodeUnitCount + 3` bytes).
    @inline(__always)
    private static func writeAttributeStart(_ name: StaticString, to target: UnsafeMutablePointer<UInt8>) {
        let n = name.utf8CodeUnitCount
        target[0] = UInt8(ascii: " ")
        (target + 1).initialize(from: name.utf8Start, count: n)
        target[n + 1] = UInt8(ascii: "=")
        target[n + 2] = UInt8(ascii: "\"")
    }
}
