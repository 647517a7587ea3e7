/// The sub-cell glyphs, kept as data: Unicode's Block Elements (U+2580–U+259F) and Braille Patterns (U+2800–U+28FF).
///
/// ```
/// lower eighths (bars growing up):     " ▁▂▃▄▅▆▇█"   index = eighths filled from the bottom
/// left eighths (bars growing right):   " ▏▎▍▌▋▊▉█"   index = eighths filled from the left
/// quadrants, bit 1 = ↖ 2 = ↗ 4 = ↙ 8 = ↘:  " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"
/// braille: U+2800 + mask, dots    1 4   bits 0x01 0x08
///                                 2 5        0x02 0x10
///                                 3 6        0x04 0x20
///                                 7 8        0x40 0x80
/// ```
///
/// There are no widely supported "upper n/8" or "right n/8" glyphs beyond `▔` and `▕` (the others came only with
/// Unicode 13's Symbols for Legacy Computing, which few fonts have); the rasterizer draws those edges as the
/// complementary lower or left glyph in inverse video (SGR 7).
public enum BlockGlyphs {
    /// Lower n/8 blocks, n = 0…8.
    public static let lowerEighths: [String] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Left n/8 blocks, n = 0…8 (Unicode runs these backwards: U+2589 is 7/8, U+258F is 1/8).
    public static let leftEighths: [String] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    /// Quadrant glyphs indexed by their 4-bit pattern.
    public static let quadrants: [String] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
    /// The full block.
    public static let full = "█"
    /// The upper 1/8 block.
    public static let upperEighth = "▔"
    /// The right 1/8 block.
    public static let rightEighth = "▕"

    /// The bit of the braille dot at `(x, y)` of a cell's 2×4 dot grid, y = 0 at the top.
    public static func brailleBit(x: Int, y: Int) -> UInt8 {
        y < 3 ? UInt8(1 << (y + 3 * x)) : (x == 0 ? 0x40 : 0x80)
    }

    /// The braille character for a dot mask.
    public static func braille(_ mask: UInt8) -> String {
        String(Character(Unicode.Scalar(0x2800 + UInt32(mask))!))
    }

    /// The dot mask of a braille grapheme, or nil if it is not a braille pattern.
    public static func brailleMask(of grapheme: String) -> UInt8? {
        guard grapheme.unicodeScalars.count == 1, let v = grapheme.unicodeScalars.first?.value,
              v >= 0x2800, v <= 0x28FF else { return nil }
        return UInt8(v - 0x2800)
    }

    private static let coverageByGlyph: [String: Double] = {
        var table: [String: Double] = [" ": 0]
        for n in 1...8 {
            table[lowerEighths[n]] = Double(n) / 8
            table[leftEighths[n]] = Double(n) / 8
        }
        for (bits, glyph) in quadrants.enumerated() { table[glyph] = Double(bits.nonzeroBitCount) / 4 }
        table[upperEighth] = 1.0 / 8
        table[rightEighth] = 1.0 / 8
        return table
    }()

    /// The fraction of the cell a block glyph paints in its foreground colour, or nil for other graphemes.
    public static func coverage(of grapheme: String) -> Double? { coverageByGlyph[grapheme] }
}
