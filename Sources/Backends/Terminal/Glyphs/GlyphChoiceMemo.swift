/// The glyph choices one canvas has asked for, in front of the process-wide ``GlyphChoiceCache``: a look-up here
/// takes no lock.
///
/// A frame asks for a few distinct choices many times (a bar's edge, row after row; at 100 bars every cell of every
/// bar is an edge), so a small direct-mapped table answers nearly all of them: a key hashes to one of 64 slots, and a
/// different key landing there replaces it. Made on the first question, so a canvas with no partial cells pays
/// nothing.
struct GlyphChoiceMemo {
    private struct Slot {
        var key = GlyphChoiceCache.Key(coverage: 0, oldForeground: 0, flags: 0)
        var choice = GlyphChoice.nothing
        var keepsOldForeground = false
    }

    private static let slotCount = 64
    private var slots: [Slot] = []

    /// `GlyphChoiceCache.shared.best` with the same arguments (never `plain`: plain output is chosen elsewhere).
    mutating func best(for coverage: CoverageMask, over oldForeground: CoverageMask, oldBackgroundIsBlank: Bool,
                       sextants: Bool) -> (choice: GlyphChoice, keepsOldForeground: Bool) {
        // A stored key has bit 7 of its flags set (`Key.stored`), so an empty slot matches no key.
        let key = GlyphChoiceCache.Key(coverage: coverage.bits, oldForeground: oldForeground.bits,
                                       flags: (oldBackgroundIsBlank ? 1 : 0) | (sextants ? 4 : 0)).stored
        let index = Int(truncatingIfNeeded: key.hash >> 58)
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.slotCount) }
        let found = slots.withUnsafeBufferPointer { slots in
            slots[index].key == key ? (slots[index].choice, slots[index].keepsOldForeground) : nil
        }
        if let found { return found }
        let best = GlyphChoiceCache.shared.best(for: coverage, over: oldForeground, oldBackgroundIsBlank: oldBackgroundIsBlank,
                                                sextants: sextants)
        slots[index] = Slot(key: key, choice: best.choice, keepsOldForeground: best.keepsOldForeground)
        return best
    }
}
