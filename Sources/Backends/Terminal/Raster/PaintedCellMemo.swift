import Declarative

/// What cells one canvas has painted in one colour, remembered: the answer of
/// ``RasterCanvas/cell(painting:color:over:)`` depends only on the coverage, the colour and the old cell, and a
/// chart asks the same question many times — every bar's edge where it crosses the same grid line, every bar's foot
/// on the same baseline, bars of one colour at the same eighth of a cell.
///
/// A direct-mapped table of 256 slots: a question hashes to one slot, and a different question landing there replaces
/// it. Made on the first question, so a canvas with no partial cells pays nothing.
///
/// ```
/// coverage ▐ (left 4/8), #007AFF over "⠤" in grey   → computed once (glyph choice, two colour conversions)
/// the same, for the next bar on that grid line       → found: one hash, one comparison
/// ```
struct PaintedCellMemo {
    /// The question, in five words that compare at once. Equal bits are equal colours, so a colour that differs
    /// only where `==` would not (±0, NaN) costs a computation, never a wrong answer.
    struct Key: Equatable {
        let coverage: UInt64
        let redGreen: UInt64, blueOpacity: UInt64
        let oldStyle: UInt64
        let oldGlyph: UInt32

        init(_ coverage: CoverageMask, _ color: Color.Resolved, over old: Cell) {
            self.coverage = coverage.bits
            redGreen = UInt64(color.linearRed.bitPattern) << 32 | UInt64(color.linearGreen.bitPattern)
            blueOpacity = UInt64(color.linearBlue.bitPattern) << 32 | UInt64(color.opacity.bitPattern)
            oldStyle = old.style
            oldGlyph = old.glyph.rawValue
        }

        /// A key no question has: no glyph has every bit set (its width field would be 3).
        private init() { (coverage, redGreen, blueOpacity, oldStyle, oldGlyph) = (0, 0, 0, 0, .max) }
        static let none = Key()

        /// The slot of the key.
        var slot: Int {
            var h = coverage &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ redGreen ^ blueOpacity &* 31) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ oldStyle ^ UInt64(oldGlyph) << 7) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: h >> 56)
        }
    }

    private struct Slot {
        var key = Key.none
        /// The new cell; nil leaves the old one as it is.
        var cell: Cell?
    }

    private static let slotCount = 256
    private var slots: [Slot] = []

    /// The remembered answer to `key`: `.some(nil)` when it leaves the old cell as it is, nil when not remembered.
    @inline(__always)
    func cell(for key: Key) -> Cell?? {
        let index = key.slot
        return slots.withUnsafeBufferPointer { slots in
            index < slots.count && slots[index].key == key ? .some(slots[index].cell) : nil
        }
    }

    /// Remembers the answer to `key`.
    mutating func remember(_ cell: Cell?, for key: Key) {
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.slotCount) }
        slots[key.slot] = Slot(key: key, cell: cell)
    }
}
