/// The block glyph that shows a cell's coverage best: of every glyph in the set, the one whose painted part differs
/// from the coverage in the fewest of the 64 sub-cells (see ``CoverageMask``).
///
/// The set is what fonts and terminals draw well: the lower and left eighths, the upper and right eighth (`▔ ▕`),
/// the quadrants, the sextants where the terminal has them, and — in inverse video, painting the complement — the upper and right n/8 that have no glyph of
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

    /// The candidates after space and full: (glyph, inverse, part painted in the new colour). With sextants, they
    /// come after the plain block glyphs and before the inverse ones, so that a terminal that has them draws an
    /// edge as a plain glyph where a sextant fits as well as an inverse one.
    private static func makeCandidates(sextants: Bool) -> [GlyphChoice] {
        var list: [GlyphChoice] = []
        func add(_ glyph: Glyph, inverse: Bool, _ mask: CoverageMask) {
            guard !list.contains(where: { $0.mask == mask }) else { return }
            list.append(GlyphChoice(kind: .glyph(glyph, inverse: inverse), mask: mask))
        }
        for n in 1...7 {
            add(Glyph(BlockGlyphs.lowerEighths[n]), inverse: false, CoverageMask(left: 0, right: 8, top: 8 - n, bottom: 8))
            add(Glyph(BlockGlyphs.leftEighths[n]), inverse: false, CoverageMask(left: 0, right: n, top: 0, bottom: 8))
        }
        add(Glyph(BlockGlyphs.upperEighth), inverse: false, CoverageMask(left: 0, right: 8, top: 0, bottom: 1))
        add(Glyph(BlockGlyphs.rightEighth), inverse: false, CoverageMask(left: 7, right: 8, top: 0, bottom: 8))
        for bits in 1..<15 { add(Glyph(BlockGlyphs.quadrants[bits]), inverse: false, quadrantMask(bits)) }
        if sextants {
            for (glyph, mask) in Sextants.all { add(glyph, inverse: false, mask) }
        }
        for n in 2...7 {
            add(Glyph(BlockGlyphs.lowerEighths[8 - n]), inverse: true, CoverageMask(left: 0, right: 8, top: 0, bottom: n))
            add(Glyph(BlockGlyphs.leftEighths[8 - n]), inverse: true, CoverageMask(left: 8 - n, right: 8, top: 0, bottom: 8))
        }
        return list
    }

    /// A list of candidates with their masks and the masks' sizes unpacked, so that the search reads plain integers
    /// and copies no choice (a choice holds its glyph's string) until it has found the best.
    private struct CandidateSet {
        let choices: [GlyphChoice]
        let masks: [UInt64]
        let counts: [Int]

        init(_ choices: [GlyphChoice]) {
            self.choices = choices
            masks = choices.map(\.mask.bits)
            counts = masks.map(\.nonzeroBitCount)
        }
    }

    /// The candidates of every terminal, and of those that also draw sextants.
    private static let candidates = CandidateSet(makeCandidates(sextants: false))
    private static let sextantCandidates = CandidateSet(makeCandidates(sextants: true))

    /// The plain candidates (no inverse video, no sextants), for output without colour.
    private static let plainCandidates = CandidateSet(candidates.choices.filter {
        if case .glyph(_, let inverse) = $0.kind { !inverse } else { false }
    })

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

    /// Leave the cell as it is.
    static let nothing = GlyphChoice(kind: .nothing, mask: .empty)
    private static let fullCell = GlyphChoice(kind: .full, mask: .full)

    /// The best choice for a coverage; `plain` restricts it to glyphs that need no inverse video (and no sextants),
    /// `sextants` adds the sextant glyphs (see ``TerminalCapabilities``).
    ///
    /// The cell may already show two colours: its old foreground over `oldForeground` and its old background
    /// elsewhere. A choice paints the new colour over its mask and keeps *one* old colour over the rest — whichever
    /// matches more of what should still show there — so the error counts every sub-cell whose colour comes out
    /// wrong. Where a stacked segment's corner meets the one below, this keeps the lower segment's colour rather
    /// than the blank beside it.
    ///
    /// When the old background is blank (`oldBackgroundIsBlank`: the terminal's own), a wrong sub-cell that moves
    /// the outline of what is drawn — ink where the blank should show, or blank where ink should — counts twice:
    /// one colour of a bar shown for the other inside the bar is hardly seen, a notch in its side is. Where two
    /// stacked segments meet in a bar's side column, the cell keeps the bar's side straight and gives up the exact
    /// height of the join, rather than the other way round:
    ///
    /// ```
    ///  a bar's side column where the new segment (g) meets the old (b), blank (.) to the right:
    ///  truth  ggggg...    side kept  ggggg...  error 25 (inside)     join kept  gggggggg  error 24, all of it on
    ///         bbbbb...               ggggg...                                   bbbbbbbb  the outline: counts 48
    /// ```
    ///
    /// - Returns: the choice, and whether the rest of the cell keeps the old foreground (else the old background).
    static func best(for coverage: CoverageMask, over oldForeground: CoverageMask = .empty, oldBackgroundIsBlank: Bool = true,
                     plain: Bool = false, sextants: Bool = false) -> (choice: GlyphChoice, keepsOldForeground: Bool) {
        if coverage == .empty { return (nothing, false) }
        if coverage == .full { return (fullCell, false) }
        let target = coverage.bits, oldAll = oldForeground.bits, oldPart = oldAll & ~target
        // The sub-cells that should show the blank background (all the rest, or none), and the weight of showing the
        // blank where ink should be.
        let blank: UInt64 = oldBackgroundIsBlank ? ~target & ~oldPart : 0
        let blankWeight = oldBackgroundIsBlank ? 2 : 1
        let targetCount = target.nonzeroBitCount, oldCount = oldPart.nonzeroBitCount
        let otherCount = 64 - targetCount - oldCount
        /// The error of painting `mask` (`maskCount` sub-cells) in the new colour, and which old colour the rest keeps.
        /// Every part is counted from two intersections (mask ∩ target, mask ∩ old part) and the counts above, since
        /// the target, the old part and the other sub-cells partition the cell — two bit counts a candidate, not nine.
        @inline(__always)
        func error(_ mask: UInt64, _ maskCount: Int) -> (Int, Bool) {
            let inTarget = (mask & target).nonzeroBitCount, inOld = (mask & oldPart).nonzeroBitCount
            let over = maskCount - inTarget, under = targetCount - inTarget
            let overOther = over - inOld                     // painted where neither colour should show
            let overBlank = oldBackgroundIsBlank ? overOther : 0
            let restOther = otherCount - overOther, restOld = oldCount - inOld
            let painted = over + overBlank
            // Keeping the old foreground: it shows wrongly over the new colour's missing part and the old background's.
            let foregroundWrong = under + restOther + (oldBackgroundIsBlank ? restOther : 0)
            // Keeping the old background: it shows wrongly over the new colour's missing part and the old foreground's.
            let backgroundWrong = (under + restOld) * blankWeight
            return foregroundWrong < backgroundWrong ? (painted + foregroundWrong, true) : (painted + backgroundWrong, false)
        }
        // Leaving the cell as it is shows the old colours over the new one's part; painting it whole covers the rest.
        var best = (nothing, false)
        var bestError = (target & oldAll).nonzeroBitCount + (target & ~oldAll).nonzeroBitCount * blankWeight
        let fullError = (~target).nonzeroBitCount + blank.nonzeroBitCount
        if fullError < bestError { (best, bestError) = ((fullCell, false), fullError) }
        let set = plain ? plainCandidates : sextants ? sextantCandidates : candidates
        var bestIndex: Int?, bestKeepsForeground = false
        set.masks.withUnsafeBufferPointer { masks in
            set.counts.withUnsafeBufferPointer { counts in
                // An exact fit cannot be beaten, and ties go to the earlier candidate: stop at the first.
                for i in masks.indices where bestError > 0 {
                    let (e, keepsForeground) = error(masks[i], counts[i])
                    if e < bestError { (bestIndex, bestKeepsForeground, bestError) = (i, keepsForeground, e) }
                }
            }
        }
        if let bestIndex { best = (set.choices[bestIndex], bestKeepsForeground) }
        return best
    }

    /// The painted part of a block or sextant glyph (before inverse video); nil for anything else.
    static func mask(of glyph: Glyph) -> CoverageMask? {
        guard let v = glyph.scalar?.value, v >= 0x2580 else { return nil }
        if v <= 0x259F { return masksByScalar[Int(v - 0x2580)] }
        return v >= 0x1FB00 ? Sextants.mask(of: glyph) : nil
    }

    /// The masks of U+2580…U+259F (nil for shades, which paint a texture rather than a part).
    private static let masksByScalar: [CoverageMask?] = (0x2580...0x259F).map { v in
        let glyph = Glyph(String(Character(Unicode.Scalar(UInt32(v))!)))
        if glyph == BlockGlyphs.fullGlyph { return .full }
        return candidates.choices.first { $0.kind == .glyph(glyph, inverse: false) }?.mask
    }
}
