/// What a ``Cell`` shows, in 32 bits: a grapheme cluster, its column width and what writers must know of it, so
/// that cells are plain values that copy and compare without touching strings.
///
/// Almost every grapheme a terminal frame holds is one Unicode scalar (ASCII, block, quadrant and braille glyphs,
/// CJK), stored as the scalar itself. The rare cluster of several scalars (a letter and a combining mark, a flag,
/// a ZWJ emoji) is kept in ``GraphemeTable`` and stored as its index there:
///
/// ```
/// bit  31        30–29    28        27          26 … 0
///      cluster?  width    unsafe?   ambiguous?  scalar value, or index in GraphemeTable
///
/// "a" → 0 01 0 0 …0061     "漢" → 0 10 0 0 …6F22     "e\u{301}" → 1 01 0 0 …index     "" → 0 (a continuation)
/// ```
///
/// *Unsafe* graphemes are printed as U+FFFD (see ``TextSanitizer``); after an *ambiguous* one (VS16, ZWJ, a flag)
/// a writer cannot trust its cursor (see ``CharacterWidth/isAmbiguousCluster(_:)``).
///
/// Two glyphs are equal when their scalars are: unlike `String`'s `==`, a precomposed `é` and `e` + U+0301 differ.
struct Glyph: Hashable, Sendable {
    let rawValue: UInt32

    private static let clusterFlag: UInt32 = 1 << 31
    private static let widthShift: UInt32 = 29
    private static let unsafeFlag: UInt32 = 1 << 28
    private static let ambiguousFlag: UInt32 = 1 << 27
    private static let payloadMask: UInt32 = (1 << 27) - 1

    private init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A payload (scalar value or cluster index) with what is known of it.
    init(payload: UInt32, width: Int, isCluster: Bool, isSafe: Bool, isAmbiguous: Bool) {
        rawValue = (isCluster ? Self.clusterFlag : 0) | UInt32(min(max(width, 0), 2)) << Self.widthShift
            | (isSafe ? 0 : Self.unsafeFlag) | (isAmbiguous ? Self.ambiguousFlag : 0) | payload
    }

    /// One scalar, measured by ``CharacterWidth``.
    init(_ scalar: Unicode.Scalar) {
        self.init(payload: scalar.value, width: CharacterWidth.width(of: scalar), isCluster: false,
                  isSafe: !TextSanitizer.isUnsafe(scalar), isAmbiguous: CharacterWidth.isAmbiguous(scalar))
    }

    /// A printable ASCII character (0x20…0x7E): what `Glyph(Unicode.Scalar(byte))` makes, without measuring it.
    init(printableASCII byte: UInt8) {
        self.init(payload: UInt32(byte), width: 1, isCluster: false, isSafe: true, isAmbiguous: false)
    }

    /// A grapheme: `""` is a continuation, one scalar is stored inline, anything longer goes to the table.
    init(_ grapheme: String) {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { self = .continuation; return }
        self = scalars.next() == nil ? Glyph(first) : GraphemeTable.shared.glyph(for: grapheme)
    }

    /// The right half of a wide grapheme: no text, width 0.
    static let continuation = Glyph(rawValue: 0)
    /// A space (a constant, so that hot loops compare with it for free).
    static var space: Glyph { Glyph(rawValue: 1 << widthShift | 0x20) }

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
    var isSafe: Bool { rawValue & Self.unsafeFlag == 0 }

    /// Whether terminals disagree on the grapheme's width (see ``CharacterWidth/isAmbiguousCluster(_:)``).
    var isAmbiguous: Bool { rawValue & Self.ambiguousFlag != 0 }

    /// The length of the grapheme's UTF-8.
    var utf8Count: Int {
        if let scalar { return UTF8.width(scalar) }
        return isContinuation ? 0 : GraphemeTable.shared[clusterIndex].text.utf8.count
    }

    /// Appends the grapheme's UTF-8.
    @inline(__always)
    func appendUTF8(to out: inout ByteWriter) {
        if let scalar {
            Self.appendUTF8(of: scalar, to: &out)
        } else if !isContinuation {
            out.append(GraphemeTable.shared[clusterIndex].text)
        }
    }

    /// Appends the grapheme's UTF-8, or U+FFFD's when it is not safe to print (see ``TextSanitizer``).
    @inline(__always)
    func appendSanitizedUTF8(to out: inout ByteWriter) {
        if isSafe { appendUTF8(to: &out) } else { Self.appendUTF8(of: TextSanitizer.replacement, to: &out) }
    }

    /// The UTF-8 ``appendSanitizedUTF8(to:)`` writes, packed in the low bytes of a word (the first byte lowest)
    /// with its length, for a glyph of one scalar; nil for a cluster or a continuation.
    @inline(__always)
    var sanitizedUTF8Word: (word: UInt32, count: Int)? {
        guard let scalar else { return nil }
        let v = isSafe ? scalar.value : TextSanitizer.replacement.value
        switch v {
        case ..<0x80:
            return (v, 1)
        case ..<0x800:
            return (0xC0 | v >> 6 | (0x80 | v & 0x3F) << 8, 2)
        case ..<0x10000:
            return (0xE0 | v >> 12 | (0x80 | v >> 6 & 0x3F) << 8 | (0x80 | v & 0x3F) << 16, 3)
        default:
            return (0xF0 | v >> 18 | (0x80 | v >> 12 & 0x3F) << 8 | (0x80 | v >> 6 & 0x3F) << 16 | (0x80 | v & 0x3F) << 24, 4)
        }
    }

    /// Appends one scalar's UTF-8.
    @inline(__always)
    static func appendUTF8(of scalar: Unicode.Scalar, to out: inout ByteWriter) {
        let v = scalar.value
        switch v {
        case ..<0x80:
            out.append(UInt8(v))
        case ..<0x800:
            out.append(UInt8(0xC0 | v >> 6), UInt8(0x80 | v & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | v >> 12), UInt8(0x80 | v >> 6 & 0x3F), UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18), UInt8(0x80 | v >> 12 & 0x3F), UInt8(0x80 | v >> 6 & 0x3F),
                       UInt8(0x80 | v & 0x3F))
        }
    }
}
