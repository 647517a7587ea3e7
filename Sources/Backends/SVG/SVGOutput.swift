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
/// ```swift
/// out.open("rect", depth: 1)                   //   <rect
/// out.attribute("x", 10.5)                     //    x="10.5"
/// out.attribute("fill", color: red)            //    fill="#FF0000"
/// out.closeEmpty()                             // />⏎
/// ```
struct SVGOutput: ~Copyable {
    /// The bytes written, followed by spare capacity.
    private var start: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    /// The size of the buffer.
    private var capacity: Int
    /// The last colour written, and its `#RRGGBB` in the low 7 bytes (little-endian): items mostly share a few
    /// colours, and the hex costs three `pow`s.
    private var lastColor: (color: Color.Resolved, hex: UInt64)?

    /// An empty output with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The text as a `String`.
    var string: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// The text of `head` followed by this output's, as one `String`: a document's items are written before its
    /// head (which holds the definitions they use), and are copied only once, into the string.
    func string(after head: borrowing SVGOutput) -> String {
        String(unsafeUninitializedCapacity: head.count + count) { text in
            let base = UnsafeMutableRawPointer(text.baseAddress!)
            base.copyMemory(from: head.start, byteCount: head.count)
            (base + head.count).copyMemory(from: start, byteCount: count)
            return head.count + count
        }
    }

    /// Whether nothing has been written.
    var isEmpty: Bool { count == 0 }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        capacity = max(2 * capacity, needed)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        bigger.initialize(from: start, count: count)
        start.deallocate()
        start = bigger
    }

    /// Appends one byte.
    @inline(__always)
    mutating func write(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends bytes.
    @inline(__always)
    mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count)
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends ASCII text from the source, such as markup.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        write(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends ASCII text from the source into room already reserved.
    @inline(__always)
    private mutating func writeReserved(_ text: StaticString) {
        (start + count).initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// ` name="`, with room reserved for `extra` more bytes after it.
    @inline(__always)
    private mutating func startAttribute(_ name: StaticString, reserving extra: Int) {
        reserve(name.utf8CodeUnitCount + 3 + extra)
        writeReserved(" ")
        writeReserved(name)
        writeReserved("=\"")
    }

    /// Appends trusted text verbatim (generated names, CSS).
    mutating func write(verbatim text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Appends everything written to another output.
    mutating func write(_ other: borrowing SVGOutput) {
        write(bytes: UnsafeBufferPointer(start: other.start, count: other.count))
    }

    /// Lets `body` write at most `maxCount` bytes in place; it returns how many it wrote.
    @inline(__always)
    mutating func write(atMost maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maxCount)
        count += body(start + count)
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
        let hex: UInt64
        if let last = lastColor, last.color == color {
            hex = last.hex
        } else {
            let (r, g, b) = color.sRGB8
            func digit(_ v: UInt8) -> UInt64 { UInt64(v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10) }
            hex = UInt64(UInt8(ascii: "#")) | digit(r >> 4) << 8 | digit(r & 15) << 16 | digit(g >> 4) << 24
                | digit(g & 15) << 32 | digit(b >> 4) << 40 | digit(b & 15) << 48
            lastColor = (color, hex)
        }
        // Stores 8 bytes and keeps 7.
        reserve(8)
        UnsafeMutableRawPointer(start + count).storeBytes(of: hex.littleEndian, as: UInt64.self)
        count += 7
    }

    /// Appends the indent of an element at `depth` (two spaces per level).
    @inline(__always)
    mutating func indent(_ depth: Int) {
        reserve(2 * depth)
        (start + count).initialize(repeating: UInt8(ascii: " "), count: 2 * depth)
        count += 2 * depth
    }

    /// Starts an element's tag: indent, `<` and the name.
    @inline(__always)
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
    @inline(__always)
    mutating func attribute(_ name: StaticString, _ value: Double, fractionDigits: Int = 2) {
        startAttribute(name, reserving: 25)
        write(value, fractionDigits: fractionDigits)
        writeReserved("\"")
    }

    /// ` name="#RRGGBB"`.
    @inline(__always)
    mutating func attribute(_ name: StaticString, color: Color.Resolved) {
        startAttribute(name, reserving: 9)
        write(color: color)
        writeReserved("\"")
    }
}
