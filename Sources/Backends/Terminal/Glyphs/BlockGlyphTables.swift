/// The ``BlockGlyphs`` tables as ``Glyph``s, so that the rasterizer reads and writes cells without strings.
extension BlockGlyphs {
    /// ``full`` as a glyph.
    static let fullGlyph = Glyph(full)
    /// The 256 braille patterns as glyphs, indexed by dot mask.
    static let brailleGlyphs = (0...255).map { Glyph(braille(UInt8($0))) }

    /// How many eighths a lower-eighth glyph (`▁` … `▇`) fills, or nil for any other glyph.
    static func lowerEighthLevel(of glyph: Glyph) -> Int? {
        guard let v = glyph.scalar?.value, v >= 0x2581, v <= 0x2587 else { return nil }
        return Int(v - 0x2580)
    }

    /// The dot mask of a braille glyph, or nil if it is not a braille pattern.
    static func brailleMask(of glyph: Glyph) -> UInt8? {
        guard let v = glyph.scalar?.value, v >= 0x2800, v <= 0x28FF else { return nil }
        return UInt8(v - 0x2800)
    }
}
