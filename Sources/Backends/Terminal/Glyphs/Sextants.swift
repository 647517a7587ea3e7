/// The sextant glyphs (U+1FB00–U+1FB3B): a cell cut in 2 columns and 3 rows, any of the six parts painted.
///
/// ```
/// bit 1 | 2        pattern 0b001011 (parts 1, 2, 4):  ▀▀ over ▕▌ …  U+1FB0A 🬊
///     4 | 8        the 64 patterns run in binary order from U+1FB00 (pattern 1), leaving out the four that
///    16 | 32       Block Elements already has: empty, full, left half ▌ (21) and right half ▐ (42)
/// ```
///
/// On the 8 × 8 sub-cells of a ``CoverageMask``, the thirds are rows 0–2, 3–4 and 5–7: the sub-cells whose centres
/// fall in each third of the cell.
enum Sextants {
    /// The glyph of a pattern (1…62, not 21 or 42), or nil for the patterns Block Elements covers.
    static func glyph(_ pattern: Int) -> Glyph? {
        guard pattern > 0, pattern < 63, pattern != 21, pattern != 42 else { return nil }
        let offset = pattern - 1 - (pattern > 21 ? 1 : 0) - (pattern > 42 ? 1 : 0)
        return Glyph(String(Character(Unicode.Scalar(0x1FB00 + UInt32(offset))!)))
    }

    /// The sub-cells a pattern paints.
    static func mask(_ pattern: Int) -> CoverageMask {
        let rows = [(0, 3), (3, 5), (5, 8)]
        var bits: UInt64 = 0
        for part in 0..<6 where pattern & (1 << part) != 0 {
            let left = part % 2 * 4, (top, bottom) = rows[part / 2]
            bits |= CoverageMask(left: left, right: left + 4, top: top, bottom: bottom).bits
        }
        return CoverageMask(bits: bits)
    }

    /// Every sextant glyph with its mask, in code point order.
    static let all: [(glyph: Glyph, mask: CoverageMask)] = (1..<63).compactMap { p in glyph(p).map { ($0, mask(p)) } }

    /// The mask of a sextant glyph, or nil for any other glyph.
    static func mask(of glyph: Glyph) -> CoverageMask? {
        guard let v = glyph.scalar?.value, v >= 0x1FB00, v <= 0x1FB3B else { return nil }
        return all[Int(v - 0x1FB00)].mask
    }
}
