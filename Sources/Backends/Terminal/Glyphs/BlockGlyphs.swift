/// The sub-cell glyphs, kept as data (TERMINAL.md §1).
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
/// There are no widely supported "upper n/8" or "right n/8" glyphs; the rasterizer draws those edges as the
/// complementary lower or left glyph in inverse video (§2.2).
public enum BlockGlyphs {
    /// Lower n/8 blocks, n = 0…8.
    public static let lowerEighths: [String] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Left n/8 blocks, n = 0…8 (Unicode runs these backwards: U+2589 is 7/8, U+258F is 1/8).
    public static let leftEighths: [String] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    /// Quadrant glyphs indexed by their 4-bit pattern.
    public static let quadrants: [String] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
    /// The full block.
    public static let full = "█"

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
        return table
    }()

    /// The fraction of the cell a block glyph paints in its foreground colour, or nil for other graphemes.
    public static func coverage(of grapheme: String) -> Double? { coverageByGlyph[grapheme] }

    /// The glyph a plain-text rendering shows for `grapheme` drawn in inverse video: the complement, rounded to a
    /// glyph that exists (a reversed `▂` is a top 6/8, shown as `▀`).
    static func plainInverse(of grapheme: String) -> String {
        if let n = lowerEighths.firstIndex(of: grapheme), n < 8 {
            let top = 8 - n
            return top >= 6 ? full : top >= 3 ? "▀" : top >= 1 ? "▔" : " "
        }
        if let n = leftEighths.firstIndex(of: grapheme), n < 8 {
            let right = 8 - n
            return right >= 6 ? full : right >= 3 ? "▐" : right >= 1 ? "▕" : " "
        }
        if let bits = quadrants.firstIndex(of: grapheme) { return quadrants[15 - bits] }
        return grapheme
    }
}
