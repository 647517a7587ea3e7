/// How many terminal columns text takes: 0, 1 or 2 per scalar, and per grapheme cluster.
///
/// Scalars follow Unicode's East Asian Width (UAX #11: W and F → 2) and `wcwidth` conventions (marks, format
/// characters and conjoining jamo → 0; everything else, ambiguous included, → 1), with an ASCII fast path and a
/// binary search for the rest. Emoji newer than the table fall back to `isEmojiPresentation`.
///
/// A grapheme cluster takes the width of its first scalar, capped at 2, except that an emoji-presentation
/// selector (VS16, U+FE0F) or a pair of regional indicators (a flag) makes it 2:
///
/// ```
/// "a" → 1   "漢" → 2   "e\u{301}" → 1   "❤\u{FE0F}" → 2   "🇫🇷" → 2   "\u{301}" → 0
/// ```
public enum CharacterWidth {
    private struct Range { let start: UInt32, end: UInt32, width: UInt8 }

    /// The parsed table, sorted by start (a `let` global: initialised once, thread-safe).
    ///
    /// Read byte by byte: splitting the text into substrings and converting each took 3 M instructions, a tenth of
    /// a `gallery show`, in every process that measured a non-ASCII label.
    private static let ranges: [Range] = {
        var out: [Range] = []
        out.reserveCapacity(600)
        var fields: [UInt32] = [0, 0, 0], field = 0, value: UInt32 = 0, inNumber = false
        // A separator after the text ends its last number as every other.
        for byte in characterWidthTable.utf8 + [UInt8(ascii: "\n")] {
            if let digit = hexDigit(byte) {
                value = value &* 16 &+ digit
                inNumber = true
                continue
            }
            guard inNumber else { continue }
            fields[field] = value
            value = 0
            inNumber = false
            field += 1
            if field == 3 {
                out.append(Range(start: fields[0], end: fields[1], width: UInt8(truncatingIfNeeded: fields[2])))
                field = 0
            }
        }
        return out
    }()

    /// The value of an ASCII hex digit, or nil.
    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The width of one scalar: 0, 1 or 2. Control characters count as 1 (they are replaced before display).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return 1 }
        var lo = 0, hi = ranges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = ranges[mid]
            if v < r.start { hi = mid - 1 } else if v > r.end { lo = mid + 1 } else { return Int(r.width) }
        }
        // Newer than the table (Unicode 15+): trust the stdlib's emoji data for the common case.
        return scalar.properties.isEmojiPresentation && !isRegionalIndicator(v) ? 2 : 1
    }

    /// The width of one grapheme cluster: 0 (a lone mark), 1 or 2.
    public static func graphemeWidth(_ grapheme: some StringProtocol) -> Int {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if first.value >= 0x20 && first.value < 0x7F, grapheme.utf8.count == 1 { return 1 }
        var width = width(of: first)
        while let next = scalars.next() {
            if next.value == 0xFE0F && width == 1 { width = 2 }
            if isRegionalIndicator(first.value) && isRegionalIndicator(next.value) { width = 2 }
        }
        return min(width, 2)
    }

    /// The width of a string: the sum of its graphemes' widths.
    public static func width(of text: String) -> Int {
        // Printable ASCII, the common case for labels, is one cell a byte.
        if isPrintableASCII(text) { return text.utf8.count }
        // Text of scalars that are each a grapheme of their own (Latin, general punctuation such as a truncated
        // label's "…") is summed scalar by scalar, without splitting it into graphemes.
        var total = 0
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar.value) else { return graphemeWidths(of: text) }
            total += width(of: scalar)
        }
        return total
    }

    /// The sum of the widths of `text`'s grapheme clusters.
    private static func graphemeWidths(of text: String) -> Int {
        var total = 0
        for character in text { total += graphemeWidth(String(character)) }
        return total
    }

    /// Whether every byte of `text` is printable ASCII (0x20…0x7E): text that is one cell a byte and needs no
    /// sanitizing (see ``TextSanitizer``).
    static func isPrintableASCII(_ text: String) -> Bool { isPrintableASCII(text.utf8) }

    /// Whether every byte is printable ASCII (0x20…0x7E).
    static func isPrintableASCII(_ bytes: some Sequence<UInt8>) -> Bool { bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    /// Whether a scalar always forms a grapheme cluster by itself, whatever its neighbours (UAX #29: printable
    /// ASCII, Latin-1 and Latin Extended below the combining marks, and the dashes, quotes and ellipsis of
    /// General Punctuation, whose Grapheme_Cluster_Break is Other). Controls are left out: CR LF is one cluster.
    private static func standsAlone(_ v: UInt32) -> Bool {
        (v >= 0x20 && v < 0x7F) || (v >= 0xA0 && v < 0x300 && v != 0xAD) || (v >= 0x2010 && v <= 0x2027)
    }

    /// Whether the grapheme is one whose width terminals disagree on (VS16, ZWJ sequences, flags), after which
    /// a writer should position the cursor absolutely rather than trust its own count.
    static func isAmbiguousCluster(_ grapheme: String) -> Bool {
        grapheme.unicodeScalars.contains(where: isAmbiguous)
    }

    /// Whether a scalar makes the cluster it is in one of ambiguous width: VS16, ZWJ or a regional indicator.
    static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || scalar.value == 0x200D || isRegionalIndicator(scalar.value)
    }

    private static func isRegionalIndicator(_ v: UInt32) -> Bool { v >= 0x1F1E6 && v <= 0x1F1FF }
}
