/// Makes arbitrary strings safe as XML text nodes and attribute values.
///
/// Every label, title and line of text that reaches the SVG passes through here, so markup in user data
/// (`<script>`, `"><g onload=…`) is inert text:
///
/// ```
///   &  → &amp;     <  → &lt;     >  → &gt;     "  → &quot;     '  → &apos;
///   tab, LF, CR        → a space (XML would fold them anyway; keeps words apart)
///   other C0/C1 controls, DEL, U+FFFE, U+FFFF → removed (not XML characters, or invisible)
///   bidi embeddings, overrides, isolates
///   (U+202A…U+202E, U+2066…U+2069)            → removed
/// ```
///
/// A bidi override in a label would reverse everything after it on the line ("Trojan Source", CVE-2021-42574;
/// the Unicode Bidirectional Algorithm, UAX #9 §2.2), and an unclosed embedding or isolate would change how the
/// rest of the line is ordered. They are invisible and take no width, so dropping them leaves layout's measurement
/// true. The marks U+200E, U+200F and U+061C stay: they are strong characters of no width that only settle the
/// direction of the neutrals beside them (UAX #9 §2.6), which is what right-to-left labels use them for.
///
/// The work is done on UTF-8 bytes: most strings need no change and are copied whole after one scan.
public enum SVGEscaping {
    /// The string escaped for use between tags or inside a double- or single-quoted attribute.
    public static func escape(_ text: String) -> String {
        var out = SVGOutput(capacity: text.utf8.count + 16)
        append(text, to: &out)
        return out.string
    }

    /// Appends the escaped string.
    static func append(_ text: String, to out: inout SVGOutput) {
        appendInline(text, to: &out)
    }

    /// `append(_:to:)` inlined, for the writers of the most frequent text (labels and table cells, a few bytes each,
    /// where a call's saving and restoring of registers is a third of the cost).
    @inline(__always)
    static func appendInline(_ text: String, to out: inout SVGOutput) {
        // Native strings are contiguous UTF-8; others (bridged) are made so by the copy.
        if text.utf8.withContiguousStorageIfAvailable({ append(utf8: $0, to: &out) }) != nil { return }
        appendCopy(of: text, to: &out)
    }

    /// Appends the escaped copy of a string that is not contiguous UTF-8.
    @inline(never)
    private static func appendCopy(of text: String, to out: inout SVGOutput) {
        var copy = text
        copy.withUTF8 { append(utf8: $0, to: &out) }
    }

    /// Appends valid UTF-8, escaped.
    ///
    /// Most text (a label, a value, a cell) needs nothing: its bytes are copied as they are checked, one pass and no
    /// call to `memcpy`, inline in `append(_:to:)` (a call per string was a third of a short string's cost); from the
    /// first byte that needs attention on, `append(utf8:from:to:)` goes on.
    @inline(__always)
    private static func append(utf8 source: UnsafeBufferPointer<UInt8>, to out: inout SVGOutput) {
        guard let base = source.baseAddress else { return }
        var index = 0
        out.write(atMost: source.count) { target in
            while index < source.count {
                let byte = base[index]
                if needsAttention(byte) { break }
                target[index] = byte
                index += 1
            }
            return index
        }
        if index < source.count { append(utf8: source, from: index, to: &out) }
    }

    /// Appends valid UTF-8 from `start` on, escaped: copied in runs, each ending before a byte to replace or a scalar
    /// to drop, so that what is copied is whole scalars (the output stays valid UTF-8; see `SVGOutput`).
    @inline(never)
    private static func append(utf8 source: UnsafeBufferPointer<UInt8>, from start: Int, to out: inout SVGOutput) {
        guard let base = source.baseAddress else { return }
        var index = start
        var runStart = index
        /// Copies the run before `index`, and starts the next after the `length` bytes at `index`.
        func endRun(skipping length: Int) {
            out.write(bytes: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            index += length
            runStart = index
        }
        // Valid UTF-8: a lead byte has its continuation bytes after it.
        while index < source.count {
            let byte = base[index]
            guard needsAttention(byte) else { index += 1; continue }
            switch byte {
            case UInt8(ascii: "&"): endRun(skipping: 1); out.write("&amp;")
            case UInt8(ascii: "<"): endRun(skipping: 1); out.write("&lt;")
            case UInt8(ascii: ">"): endRun(skipping: 1); out.write("&gt;")
            case UInt8(ascii: "\""): endRun(skipping: 1); out.write("&quot;")
            case UInt8(ascii: "'"): endRun(skipping: 1); out.write("&apos;")
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                endRun(skipping: 1)
                out.write(byte: UInt8(ascii: " "))
            case 0x00...0x1F, 0x7F: endRun(skipping: 1)
            // U+0080…U+009F (C1 controls) are C2 80…C2 9F in UTF-8.
            case 0xC2 where base[index + 1] <= 0x9F: endRun(skipping: 2)
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
            case 0xEF where base[index + 1] == 0xBF && base[index + 2] >= 0xBE: endRun(skipping: 3)
            // U+202A…U+202E are E2 80 AA…AE; U+2066…U+2069 are E2 81 A6…A9.
            case 0xE2 where (base[index + 1] == 0x80 && (0xAA...0xAE).contains(base[index + 2]))
                || (base[index + 1] == 0x81 && (0xA6...0xA9).contains(base[index + 2])):
                endRun(skipping: 3)
            default: index += 1   // the lead byte of a scalar that stays: the run goes on
            }
        }
        out.write(bytes: UnsafeBufferPointer(start: base + runStart, count: source.count - runStart))
    }

    /// Whether a UTF-8 byte may start something to escape or remove (checked in full by `append`): a control
    /// (0x00…0x1F, 0x7F), `"`, `&`, `'`, `<`, `>`, or a lead byte of C1 controls (0xC2), bidi controls (0xE2) and
    /// U+FFFE/U+FFFF (0xEF). Below 64, one bit of a mask says it.
    @inline(__always)
    private static func needsAttention(_ byte: UInt8) -> Bool {
        let below64: UInt64 = 0xFFFF_FFFF | 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62
        return byte < 64 ? below64 >> byte & 1 != 0 : byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
    }

    /// A string reduced to the characters safe in an XML id and a CSS identifier: ASCII letters, digits,
    /// `-` and `_`.
    static func identifier(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }))
    }
}
