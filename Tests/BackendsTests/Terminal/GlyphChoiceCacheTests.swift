import Testing
@testable import Backends

/// The process-wide cache of glyph choices answers as the choice itself does, and stays within its capacity.
@Suite struct GlyphChoiceCacheTests {
    @Test func aCachedChoiceIsTheChoiceComputedAfresh() {
        let cache = GlyphChoiceCache(capacity: 1_000)
        let coverages = [CoverageMask(left: 0, right: 8, top: 3, bottom: 8), CoverageMask(left: 0, right: 5, top: 0, bottom: 8),
                         CoverageMask(left: 2, right: 6, top: 2, bottom: 7), GlyphChoice.quadrantMask(9)]
        let olds = [CoverageMask.empty, CoverageMask(left: 0, right: 8, top: 6, bottom: 8)]
        for _ in 0..<2 {  // the second round is answered from the cache
            for coverage in coverages {
                for old in olds {
                    for blank in [false, true] {
                        for sextants in [false, true] {
                            let cached = cache.best(for: coverage, over: old, oldBackgroundIsBlank: blank, sextants: sextants)
                            let fresh = GlyphChoice.best(for: coverage, over: old, oldBackgroundIsBlank: blank, sextants: sextants)
                            #expect(cached.choice.kind == fresh.choice.kind)
                            #expect(cached.choice.mask == fresh.choice.mask)
                            #expect(cached.keepsOldForeground == fresh.keepsOldForeground)
                        }
                    }
                }
            }
        }
        #expect(cache.count == coverages.count * olds.count * 4)
    }

    @Test func aCacheKeepsItsChoicesAsItsTableGrows() {
        // The table starts with 1,024 slots and doubles when half full: 700 choices make it grow once.
        let cache = GlyphChoiceCache(capacity: 4_000)
        let coverages = (1...700).map { CoverageMask(bits: UInt64($0) &* 0x0101_0101) }
        for coverage in coverages { _ = cache.best(for: coverage, over: .empty, oldBackgroundIsBlank: true) }
        #expect(cache.count == coverages.count)
        for coverage in coverages.prefix(40) + coverages.suffix(40) {
            let cached = cache.best(for: coverage, over: .empty, oldBackgroundIsBlank: true)
            let fresh = GlyphChoice.best(for: coverage, over: .empty, oldBackgroundIsBlank: true)
            #expect(cached.choice.kind == fresh.choice.kind)
            #expect(cached.choice.mask == fresh.choice.mask)
        }
        #expect(cache.count == coverages.count)
    }

    @Test func aFullCacheStartsAgainInsteadOfGrowing() {
        let cache = GlyphChoiceCache(capacity: 8)
        for bottom in 1...8 {
            for right in 1...4 {
                _ = cache.best(for: CoverageMask(left: 0, right: right, top: 0, bottom: bottom), over: .empty,
                               oldBackgroundIsBlank: true)
                #expect(cache.count <= 8)
            }
        }
        #expect(cache.count >= 1)
    }
}
