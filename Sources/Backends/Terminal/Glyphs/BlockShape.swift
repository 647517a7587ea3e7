/// The part of a cell a block glyph paints in its foreground colour, and the ``BlockGlyphs`` tables as
/// ``Glyph``s, so that the rasterizer reads and writes cells without strings.
///
/// The shapes cover the block elements U+2580–U+259F that ``BlockGlyphs`` lists, looked up in its order (full
/// block, lower eighths, left eighths, quadrants), so a glyph in two tables (`▌` is a left 4/8 and a quadrant)
/// takes its first:
///
/// ```
/// █ full    ▃ lower(3): y ≥ 5/8    ▍ left(3): x < 3/8    ▚ quadrant(0b1001): ↖ and ↘
/// ░ ▔ ▕ and everything else: none (text, as far as the rasterizer is concerned)
/// ```
enum BlockShape: Equatable {
    case none
    case full
    /// The lower n/8, n = 1…7.
    case lower(Int)
    /// The left n/8, n = 1…7.
    case left(Int)
    /// Quadrants by bits: 1 = ↖, 2 = ↗, 4 = ↙, 8 = ↘.
    case quadrant(Int)

    private static let firstScalar: UInt32 = 0x2580

    /// The shapes of U+2580…U+259F, from the ``BlockGlyphs`` tables.
    private static let table: [BlockShape] = (0..<32).map { offset in
        let glyph = String(Character(Unicode.Scalar(firstScalar + UInt32(offset))!))
        if glyph == BlockGlyphs.full { return .full }
        if let n = BlockGlyphs.lowerEighths.firstIndex(of: glyph), n > 0 { return .lower(n) }
        if let n = BlockGlyphs.leftEighths.firstIndex(of: glyph), n > 0 { return .left(n) }
        if let bits = BlockGlyphs.quadrants.firstIndex(of: glyph), bits > 0 { return .quadrant(bits) }
        return .none
    }

    /// The shape of a glyph; `.none` for anything that is not one of the block glyphs.
    init(_ glyph: Glyph) {
        guard let v = glyph.scalar?.value, v >= Self.firstScalar, v < Self.firstScalar + 32 else { self = .none; return }
        self = Self.table[Int(v - Self.firstScalar)]
    }

    /// Whether the glyph paints its foreground at `(x, y)` of the cell (unit coordinates, y down).
    @inline(__always)
    func covers(x: Double, y: Double) -> Bool {
        switch self {
        case .none: return false
        case .full: return true
        case .lower(let n): return y >= 1 - Double(n) / 8
        case .left(let n): return x < Double(n) / 8
        case .quadrant(let bits):
            let bit = (x < 0.5 ? 0 : 1) + (y < 0.5 ? 0 : 2)
            return bits & (1 << bit) != 0
        }
    }
}

extension BlockGlyphs {
    /// ``lowerEighths`` as glyphs.
    static let lowerEighthGlyphs = lowerEighths.map(Glyph.init)
    /// ``leftEighths`` as glyphs.
    static let leftEighthGlyphs = leftEighths.map(Glyph.init)
    /// ``quadrants`` as glyphs.
    static let quadrantGlyphs = quadrants.map(Glyph.init)
    /// ``full`` as a glyph.
    static let fullGlyph = Glyph(full)
    /// The 256 braille patterns as glyphs, indexed by dot mask.
    static let brailleGlyphs = (0...255).map { Glyph(braille(UInt8($0))) }

    /// The dot mask of a braille glyph, or nil if it is not a braille pattern.
    static func brailleMask(of glyph: Glyph) -> UInt8? {
        guard let v = glyph.scalar?.value, v >= 0x2800, v <= 0x28FF else { return nil }
        return UInt8(v - 0x2800)
    }
}
