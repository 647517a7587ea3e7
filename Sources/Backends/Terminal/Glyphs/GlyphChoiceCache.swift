/// Remembers ``GlyphChoice/best(for:over:oldBackgroundIsBlank:plain:sextants:)`` for the coverages already seen.
///
/// Choosing weighs every candidate glyph (about 50, or 110 with sextants) sub-cell by sub-cell: about 2,000
/// instructions a partial cell, a sixth of a whole 12-bar frame. The answer depends only on the key below, and a
/// chart repeats a few keys: every cell along a bar's top edge has the same coverage, and a live chart draws the same
/// edges frame after frame. So the choices are kept for the whole process, shared by every canvas.
///
/// The cache holds at most `capacity` choices and starts again when full, so a host that runs for days keeps flat
/// memory however many different edges it draws. The choices live in an open-addressed table (linear probing) kept
/// at most half full, hashed by one multiply: a look-up is a few dozen instructions, where a `Dictionary` of the
/// same keys spent ~300 on SipHash, a lock and exclusivity checks.
final class GlyphChoiceCache: Sendable {
    /// The table, behind a lock: the canvases of several threads may draw at once.
    private let table: LockedValue<Table>

    /// The most choices kept.
    let capacity: Int

    /// The cache every canvas uses: at most 16,384 choices, in at most 32,768 slots of 64 bytes (2 MB; a chart's
    /// few hundred choices take 64 KB).
    static let shared = GlyphChoiceCache(capacity: 16_384)

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        table = LockedValue(Table(capacity: self.capacity))
    }

    /// `GlyphChoice.best` with the same arguments, computed once per key.
    func best(for coverage: CoverageMask, over oldForeground: CoverageMask, oldBackgroundIsBlank: Bool,
              plain: Bool = false, sextants: Bool = false) -> (choice: GlyphChoice, keepsOldForeground: Bool) {
        let key = Key(coverage: coverage.bits, oldForeground: oldForeground.bits,
                      flags: (oldBackgroundIsBlank ? 1 : 0) | (plain ? 2 : 0) | (sextants ? 4 : 0))
        return table.withLock { table in
            if let known = table.value(for: key) { return known }
            let best = GlyphChoice.best(for: coverage, over: oldForeground, oldBackgroundIsBlank: oldBackgroundIsBlank,
                                        plain: plain, sextants: sextants)
            if table.count >= capacity { table.removeAll() }
            table.insert(best, for: key)
            return best
        }
    }

    /// The number of choices kept (for tests).
    var count: Int { table.withLock { $0.count } }

    /// Everything a choice depends on.
    struct Key: Equatable {
        let coverage: UInt64
        let oldForeground: UInt64
        /// Bit 0: the old background is blank; bit 1: plain glyphs only; bit 2: sextants allowed; bit 7: a slot in
        /// use (set by the table, so that the all-zero slot is free).
        let flags: UInt8

        /// The key as stored, marked in use.
        var stored: Key { Key(coverage: coverage, oldForeground: oldForeground, flags: flags | 0x80) }

        /// A hash of the key (Fibonacci hashing of the words mixed together).
        var hash: UInt64 {
            ((coverage &* 0x9E37_79B9_7F4A_7C15 ^ oldForeground) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(flags))
                &* 0x9E37_79B9_7F4A_7C15
        }
    }

    /// A power-of-two array of slots, probed linearly from a key's hash; a free slot has a zero key. It starts
    /// small and doubles whenever it is half full, up to twice the capacity.
    struct Table: ~Copyable {
        struct Slot {
            var key = Key(coverage: 0, oldForeground: 0, flags: 0)
            var choice = GlyphChoice.nothing
            var keepsOldForeground = false
        }

        private var slots: UnsafeMutableBufferPointer<Slot>
        private var shift: UInt64
        private let maximumSize: Int
        private(set) var count = 0

        init(capacity: Int) {
            var size = 2
            while size < 2 * capacity { size *= 2 }
            maximumSize = size
            (slots, shift) = Self.makeSlots(min(size, 1_024))
        }

        deinit { slots.deallocate() }

        private static func makeSlots(_ size: Int) -> (UnsafeMutableBufferPointer<Slot>, UInt64) {
            let slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: size)
            slots.initialize(repeating: Slot())
            return (slots, UInt64(64 - size.trailingZeroBitCount))
        }

        private func firstSlot(_ key: Key) -> Int { Int(truncatingIfNeeded: key.hash >> shift) }

        func value(for key: Key) -> (GlyphChoice, Bool)? {
            let stored = key.stored, mask = slots.count - 1
            var i = firstSlot(key)
            while true {
                let slot = slots[i]
                if slot.key == stored { return (slot.choice, slot.keepsOldForeground) }
                if slot.key.flags == 0 { return nil }
                i = (i + 1) & mask
            }
        }

        /// Stores a choice for a key not in the table (the table has a free slot: it is at most half full).
        mutating func insert(_ value: (GlyphChoice, Bool), for key: Key) {
            if 2 * (count + 1) > slots.count && slots.count < maximumSize { grow() }
            let mask = slots.count - 1
            var i = firstSlot(key)
            while slots[i].key.flags != 0 { i = (i + 1) & mask }
            slots[i] = Slot(key: key.stored, choice: value.0, keepsOldForeground: value.1)
            count += 1
        }

        /// Moves the choices into a table twice the size.
        private mutating func grow() {
            let old = slots
            (slots, shift) = Self.makeSlots(old.count * 2)
            count = 0
            for slot in old where slot.key.flags != 0 {
                insert((slot.choice, slot.keepsOldForeground), for: Key(coverage: slot.key.coverage,
                                                                       oldForeground: slot.key.oldForeground,
                                                                       flags: slot.key.flags & 0x7F))
            }
            old.deallocate()
        }

        mutating func removeAll() {
            slots.update(repeating: Slot())
            count = 0
        }
    }
}
