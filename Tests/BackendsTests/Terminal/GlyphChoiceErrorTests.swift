import Testing
@testable import Backends

/// `GlyphChoice.best` counts each candidate's error from two intersections and the partition of the cell (target,
/// old part, the rest). These tests hold it to the error counted sub-cell by sub-cell, as its doc comment defines it.
@Suite struct GlyphChoiceErrorTests {
    /// The error of one choice, counted directly: every sub-cell whose colour comes out wrong, a wrong sub-cell on
    /// the outline (blank shown for ink, or ink for blank) counted twice when the old background is blank.
    static func directError(mask: UInt64, target: UInt64, oldForeground: UInt64, blankBackground: Bool) -> Int {
        let oldPart = oldForeground & ~target
        let blank: UInt64 = blankBackground ? ~target & ~oldPart : 0
        let weight = blankBackground ? 2 : 1
        let over = mask & ~target, under = ~mask & target, rest = ~mask & ~target
        let painted = over.nonzeroBitCount + (over & blank).nonzeroBitCount
        let keepForeground = under.nonzeroBitCount + (rest & ~oldPart).nonzeroBitCount + (rest & blank).nonzeroBitCount
        let keepBackground = (under.nonzeroBitCount + (rest & oldPart).nonzeroBitCount) * weight
        return painted + min(keepForeground, keepBackground)
    }

    /// The smallest direct error over the same choices `best` weighs: leaving the cell, painting it whole, each glyph.
    static func bestDirectError(target: UInt64, oldForeground: UInt64, blankBackground: Bool, sextants: Bool) -> Int {
        let oldPart = oldForeground & ~target
        let blank: UInt64 = blankBackground ? ~target & ~oldPart : 0
        let weight = blankBackground ? 2 : 1
        var best = (target & oldForeground).nonzeroBitCount + (target & ~oldForeground).nonzeroBitCount * weight
        best = min(best, (~target).nonzeroBitCount + blank.nonzeroBitCount)
        var masks: [UInt64] = []
        for n in 1...7 {
            masks.append(CoverageMask(left: 0, right: 8, top: 8 - n, bottom: 8).bits)
            masks.append(CoverageMask(left: 0, right: n, top: 0, bottom: 8).bits)
            masks.append(CoverageMask(left: 0, right: 8, top: 0, bottom: n).bits)
            masks.append(CoverageMask(left: 8 - n, right: 8, top: 0, bottom: 8).bits)
        }
        for bits in 1..<15 { masks.append(GlyphChoice.quadrantMask(bits).bits) }
        if sextants { masks += Sextants.all.map(\.1.bits) }
        for mask in masks {
            best = min(best, directError(mask: mask, target: target, oldForeground: oldForeground, blankBackground: blankBackground))
        }
        return best
    }

    /// A deterministic stream of masks: rectangles (what bars make) and arbitrary bit patterns.
    static func masks(count: Int) -> [UInt64] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        return (0..<count).map { i in
            let r = next()
            if i % 2 == 0 { return r }
            let left = Int(r % 8), top = Int(r >> 8 % 8)
            return CoverageMask(left: left, right: left + 1 + Int(r >> 16 % UInt64(8 - left)),
                                top: top, bottom: top + 1 + Int(r >> 24 % UInt64(8 - top))).bits
        }
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func theChosenErrorIsTheSmallestErrorCountedSubCellBySubCell(blankBackground: Bool, sextants: Bool) {
        let targets = Self.masks(count: 120), olds = [0] + Self.masks(count: 12)
        for target in targets where target != 0 && target != .max {
            for old in olds {
                let (choice, keepsOld) = GlyphChoice.best(for: CoverageMask(bits: target), over: CoverageMask(bits: old),
                                                         oldBackgroundIsBlank: blankBackground, sextants: sextants)
                let expected = Self.bestDirectError(target: target, oldForeground: old, blankBackground: blankBackground,
                                                    sextants: sextants)
                let chosen: Int
                switch choice.kind {
                case .nothing:
                    let weight = blankBackground ? 2 : 1
                    chosen = (target & old).nonzeroBitCount + (target & ~old).nonzeroBitCount * weight
                case .full:
                    chosen = (~target).nonzeroBitCount + (blankBackground ? (~target & ~(old & ~target)).nonzeroBitCount : 0)
                case .glyph(_, let inverse):
                    let mask = choice.mask.bits
                    chosen = Self.directError(mask: mask, target: target, oldForeground: old, blankBackground: blankBackground)
                    #expect(inverse || mask != 0)
                }
                #expect(chosen == expected, "target \(String(target, radix: 16)) old \(String(old, radix: 16)) keepsOld \(keepsOld)")
            }
        }
    }
}
