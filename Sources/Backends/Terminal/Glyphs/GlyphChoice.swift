/// The block glyph that shows a cell's coverage best: of every glyph in the set, the one whose painted part differs
/// from the coverage in the fewest of the 64 sub-cells (see ``CoverageMask``).
///
/// The set is what fonts and terminals draw well: the lower and left eighths, the upper and right eighth (`▔ ▕`),
/// the quadrants, and — in inverse video, painting the complement — the upper and right n/8 that have no glyph of
/// their own. A fully covered cell is a space on a background colour, never `█`, so that terminals which draw
/// block glyphs from the font show no seam between rows; an uncovered one is left as it was.
///
/// ```
///  bottom-left corner of a bar, 5/8 wide and 5/8 high (25 sub-cells):
///  lower 5/8 ▅: error 15    left 5/8 ▋: error 15    quadrant ▖: error 9   → ▖
/// ```
///
/// Ties go to the earlier candidate: plain glyphs before inverse ones, so plain output needs inverse least.
struct GlyphChoice {
    /// What a cell shows: `glyph` (painting `mask` in the foreground, or its complement when `inverse`).
    enum Kind: Equatable {
        /// Leave the cell as it is.
        case nothing
        /// A space showing the new colour as its background.
        case full
        /// A block glyph, in inverse video when `inverse`.
        case glyph(Glyph, inverse: Bool)
    }

    let kind: Kind
    /// The part of the cell painted in the new colour.
    let mask: CoverageMask
    /// A point of the painted part, in unit cell coordinates: where the paint's colour is taken.
    let painted: (Double, Double)

    /// The candidates after space and full: (glyph, inverse, part painted in the new colour).
    private static let candidates: [GlyphChoice] = {
        var list: [GlyphChoice] = []
        func add(_ grapheme: String, inverse: Bool, _ mask: CoverageMask) {
            guard !list.contains(where: { $0.mask == mask }) else { return }
            list.append(GlyphChoice(kind: .glyph(Glyph(grapheme), inverse: inverse), mask: mask))
        }
        for n in 1...7 {
            add(BlockGlyphs.lowerEighths[n], inverse: false, CoverageMask(left: 0, right: 8, top: 8 - n, bottom: 8))
            add(BlockGlyphs.leftEighths[n], inverse: false, CoverageMask(left: 0, right: n, top: 0, bottom: 8))
        }
        add(BlockGlyphs.upperEighth, inverse: false, CoverageMask(left: 0, right: 8, top: 0, bottom: 1))
        add(BlockGlyphs.rightEighth, inverse: false, CoverageMask(left: 7, right: 8, top: 0, bottom: 8))
        for bits in 1..<15 { add(BlockGlyphs.quadrants[bits], inverse: false, quadrantMask(bits)) }
        for n in 2...7 {
            add(BlockGlyphs.lowerEighths[8 - n], inverse: true, CoverageMask(left: 0, right: 8, top: 0, bottom: n))
            add(BlockGlyphs.leftEighths[8 - n], inverse: true, CoverageMask(left: 8 - n, right: 8, top: 0, bottom: 8))
        }
        return list
    }()

    /// The plain candidates (no inverse video), for output without colour.
    private static let plainCandidates = candidates.filter { if case .glyph(_, let inverse) = $0.kind { !inverse } else { false } }

    /// The mask of a quadrant pattern (bit 1 = ↖, 2 = ↗, 4 = ↙, 8 = ↘).
    static func quadrantMask(_ bits: Int) -> CoverageMask {
        var mask: UInt64 = 0
        for q in 0..<4 where bits & (1 << q) != 0 {
            mask |= CoverageMask(left: q % 2 * 4, right: q % 2 * 4 + 4, top: q / 2 * 4, bottom: q / 2 * 4 + 4).bits
        }
        return CoverageMask(bits: mask)
    }

    private init(kind: Kind, mask: CoverageMask) {
        self.kind = kind
        self.mask = mask
        painted = mask.interiorPoint ?? (0.5, 0.5)
    }

    private static let nothing = GlyphChoice(kind: .nothing, mask: .empty)
    private static let fullCell = GlyphChoice(kind: .full, mask: .full)

    /// The best choice for a coverage; `plain` restricts it to glyphs that need no inverse video.
    ///
    /// The cell may already show two colours: its old foreground over `oldForeground` and its old background
    /// elsewhere. A choice paints the new colour over its mask and keeps *one* old colour over the rest — whichever
    /// matches more of what should still show there — so the error counts every sub-cell whose colour comes out
    /// wrong. Where a stacked segment's corner meets the one below, this keeps the lower segment's colour rather
    /// than the blank beside it.
    ///
    /// - Returns: the choice, and whether the rest of the cell keeps the old foreground (else the old background).
    static func best(for coverage: CoverageMask, over oldForeground: CoverageMask = .empty,
                     plain: Bool = false) -> (choice: GlyphChoice, keepsOldForeground: Bool) {
        if coverage == .empty { return (nothing, false) }
        if coverage == .full { return (fullCell, false) }
        let target = coverage.bits, oldPart = oldForeground.bits & ~target
        /// The error of painting `mask` in the new colour, and which old colour the rest keeps.
        @inline(__always)
        func error(_ mask: UInt64) -> (Int, Bool) {
            let rest = ~mask & ~target
            let keptForeground = (rest & oldPart).nonzeroBitCount, keptBackground = (rest & ~oldPart).nonzeroBitCount
            return ((mask ^ target).nonzeroBitCount + min(keptForeground, keptBackground), keptForeground > keptBackground)
        }
        var best = (nothing, false), bestError = coverage.count
        let fullError = 64 - bestError
        if fullError < bestError { (best, bestError) = ((fullCell, false), fullError) }
        for candidate in plain ? plainCandidates : candidates {
            let (e, keepsForeground) = error(candidate.mask.bits)
            if e < bestError { (best, bestError) = ((candidate, keepsForeground), e) }
        }
        return best
    }

    /// The painted part of a block glyph (before inverse video); nil for anything else.
    static func mask(of glyph: Glyph) -> CoverageMask? {
        guard let v = glyph.scalar?.value, v >= 0x2580, v <= 0x259F else { return nil }
        return masksByScalar[Int(v - 0x2580)]
    }

    /// The masks of U+2580…U+259F (nil for shades, which paint a texture rather than a part).
    private static let masksByScalar: [CoverageMask?] = (0x2580...0x259F).map { v in
        let glyph = Glyph(String(Character(Unicode.Scalar(UInt32(v))!)))
        if glyph == BlockGlyphs.fullGlyph { return .full }
        return candidates.first { $0.kind == .glyph(glyph, inverse: false) }?.mask
    }
}
