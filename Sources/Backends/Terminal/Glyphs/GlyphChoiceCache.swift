import Foundation

/// Remembers ``GlyphChoice/best(for:over:oldBackgroundIsBlank:plain:sextants:)`` for the coverages already seen.
///
/// Choosing weighs every candidate glyph (about 50, or 110 with sextants) sub-cell by sub-cell: about 2,000
/// instructions a partial cell, a sixth of a whole 12-bar frame. The answer depends only on the key below, and a
/// chart repeats a few keys: every cell along a bar's top edge has the same coverage, and a live chart draws the same
/// edges frame after frame. So the choices are kept for the whole process, shared by every canvas.
///
/// The cache holds at most `capacity` choices and starts again when full, so a host that runs for days keeps flat
/// memory however many different edges it draws.
final class GlyphChoiceCache: @unchecked Sendable {
    // Sendable: `choices` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var choices: [Key: (GlyphChoice, Bool)] = [:]

    /// The most choices kept.
    let capacity: Int

    /// The cache every canvas uses: 16,384 choices of about 60 bytes, so at most ~1 MB.
    static let shared = GlyphChoiceCache(capacity: 16_384)

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Everything a choice depends on.
    struct Key: Hashable {
        let coverage: UInt64
        let oldForeground: UInt64
        /// Bit 0: the old background is blank; bit 1: plain glyphs only; bit 2: sextants allowed.
        let flags: UInt8
    }

    /// `GlyphChoice.best` with the same arguments, computed once per key.
    func best(for coverage: CoverageMask, over oldForeground: CoverageMask, oldBackgroundIsBlank: Bool,
              plain: Bool = false, sextants: Bool = false) -> (choice: GlyphChoice, keepsOldForeground: Bool) {
        let key = Key(coverage: coverage.bits, oldForeground: oldForeground.bits,
                      flags: (oldBackgroundIsBlank ? 1 : 0) | (plain ? 2 : 0) | (sextants ? 4 : 0))
        lock.lock()
        defer { lock.unlock() }
        if let known = choices[key] { return known }
        let best = GlyphChoice.best(for: coverage, over: oldForeground, oldBackgroundIsBlank: oldBackgroundIsBlank,
                                    plain: plain, sextants: sextants)
        if choices.count >= capacity { choices.removeAll(keepingCapacity: true) }
        choices[key] = best
        return best
    }

    /// The number of choices kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return choices.count
    }
}
