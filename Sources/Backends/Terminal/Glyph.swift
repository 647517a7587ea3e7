/// What a ``Cell`` shows, in 32 bits: a grapheme cluster and its column width, so that cells are plain values
/// that copy and compare without touching strings.
///
/// Almost every grapheme a terminal frame holds is one Unicode scalar (ASCII, block, quadrant and braille glyphs,
/// CJK), stored as the scalar itself. The rare cluster of several scalars (a letter and a combining mark, a flag,
/// a ZWJ emoji) is kept in ``GraphemeTable`` and stored as its index there:
///
/// ```
/// bit  31        30–29    28 … 0
///      cluster?  width    scalar value, or index in GraphemeTable
///
/// "a"  → 0 01 …0061       "漢" → 0 10 …6F22       "e\u{301}" → 1 01 …index       "" → 0 (a continuation)
/// ```
///
/// Two glyphs are equal when their scalars are: unlike `String`'s `==`, a precomposed `é` and `e` + U+0301 differ.
struct Glyph: Hashable, Sendable {
    let rawValue: UInt32

    private static let clusterFlag: UInt32 = 1 << 31
    private static let widthShift: UInt32 = 29
    private static let payloadMask: UInt32 = (1 << 29) - 1

    private init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A payload (scalar value or cluster index) with its width.
    init(payload: UInt32, width: Int, isCluster: Bool) {
        rawValue = (isCluster ? Self.clusterFlag : 0) | UInt32(min(max(width, 0), 2)) << Self.widthShift | payload
    }

    /// One scalar, measured by ``CharacterWidth``.
    init(_ scalar: Unicode.Scalar) {
        self.init(payload: scalar.value, width: CharacterWidth.width(of: scalar), isCluster: false)
    }

    /// A grapheme: `""` is a continuation, one scalar is stored inline, anything longer goes to the table.
    init(_ grapheme: String) {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { self = .continuation; return }
        self = scalars.next() == nil ? Glyph(first) : GraphemeTable.shared.glyph(for: grapheme)
    }

    /// The right half of a wide grapheme: no text, width 0.
    static let continuation = Glyph(rawValue: 0)
    /// A space.
    static let space = Glyph(" ")

    /// Whether this is the right half of a wide grapheme.
    var isContinuation: Bool { rawValue == 0 }

    /// The columns the grapheme takes: 2 for wide, 0 for a continuation or a lone mark, else 1.
    var width: Int { Int(rawValue >> Self.widthShift & 3) }

    /// Whether the grapheme is a cluster kept in ``GraphemeTable``.
    var isCluster: Bool { rawValue & Self.clusterFlag != 0 }

    /// The scalar, when the grapheme is one scalar.
    var scalar: Unicode.Scalar? {
        isCluster || isContinuation ? nil : Unicode.Scalar(rawValue & Self.payloadMask)
    }

    /// The index in ``GraphemeTable`` of a cluster.
    var clusterIndex: Int { Int(rawValue & Self.payloadMask) }

    /// The grapheme as a string (`""` for a continuation).
    var string: String {
        if let scalar { return String(Character(scalar)) }
        return isContinuation ? "" : GraphemeTable.shared[clusterIndex].text
    }

    /// Whether the grapheme can go to a terminal as it is (see ``TextSanitizer``).
    var isSafe: Bool {
        if let scalar { return !TextSanitizer.isUnsafe(scalar) }
        return isContinuation || GraphemeTable.shared[clusterIndex].isSafe
    }

    /// Whether terminals disagree on the grapheme's width (see ``CharacterWidth/isAmbiguousCluster(_:)``).
    var isAmbiguous: Bool {
        if let scalar { return CharacterWidth.isAmbiguous(scalar) }
        return !isContinuation && GraphemeTable.shared[clusterIndex].isAmbiguous
    }

    /// Appends the grapheme's UTF-8.
    func appendUTF8(to out: inout [UInt8]) {
        if let scalar {
            Self.appendUTF8(of: scalar, to: &out)
        } else if !isContinuation {
            out.append(contentsOf: GraphemeTable.shared[clusterIndex].text.utf8)
        }
    }

    /// Appends the grapheme's UTF-8, or U+FFFD's when it is not safe to print (see ``TextSanitizer``).
    func appendSanitizedUTF8(to out: inout [UInt8]) {
        if isSafe { appendUTF8(to: &out) } else { Self.appendUTF8(of: TextSanitizer.replacement, to: &out) }
    }

    /// Appends one scalar's UTF-8.
    static func appendUTF8(of scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let v = scalar.value
        switch v {
        case ..<0x80:
            out.append(UInt8(v))
        case ..<0x800:
            out.append(UInt8(0xC0 | v >> 6))
            out.append(UInt8(0x80 | v & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | v >> 12))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18))
            out.append(UInt8(0x80 | v >> 12 & 0x3F))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        }
    }
}
