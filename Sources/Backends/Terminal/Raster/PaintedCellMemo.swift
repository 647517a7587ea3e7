import Declarative

/// What cells canvases have painted in one colour, remembered: the answer of
/// ``RasterCanvas/cell(painting:color:over:)`` depends only on the coverage, the colour and the old cell, and a
/// chart asks the same question many times — every bar's edge where it crosses the same grid line, every bar's foot
/// on the same baseline, bars of one colour at the same eighth of a cell.
///
/// The answers hold for every frame drawn in the same colour scheme with the same glyphs, so the table outlives its
/// canvas: a canvas starts from the table the last one left (one lock and a reference, no copy), copies it on its first
/// new answer, and leaves its own for the next canvas in ``publish()``. A live chart, or a bench that draws the same
/// chart again, asks last frame's questions and finds them all. The table is open-addressed (linear probing) and kept
/// at most half full, so questions that hash alike do not evict each other frame after frame; when half full it starts
/// again. At most four tables of 64 KB are kept, one per context; two canvases drawing at once may each leave their
/// table, the later one replacing the other's, which only costs answers worked out again.
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

        /// Whether this is the key of an empty slot.
        var isNone: Bool { oldGlyph == .max }

        /// The slot where the key's probe starts.
        var slot: Int {
            var h = coverage &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ redGreen ^ blueOpacity &* 31) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ oldStyle ^ UInt64(oldGlyph) << 7) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: h >> UInt64(64 - PaintedCellMemo.slotBits))
        }
    }

    private struct Slot {
        var key = Key.none
        /// The new cell; nil leaves the old one as it is.
        var cell: Cell?
    }

    /// A table of `slotCount` slots and the number in use.
    private struct Table {
        var slots: [Slot] = []
        var count = 0
    }

    fileprivate static let slotBits = 10
    private static let slotCount = 1 << slotBits
    private var table: Table
    /// Which shared table: the colour scheme (the backdrop and ink the answers blend over) and whether sextants
    /// are allowed (the glyphs they choose from).
    private let context: Int
    /// Whether this memo added answers its shared table lacks.
    private var learned = false

    /// The tables canvases left, by context; empty until a canvas leaves one.
    private static let shared = LockedValue<[Table]>(Array(repeating: Table(), count: 4))

    /// A memo for a canvas in a colour scheme, with or without sextants, starting from what earlier canvases in
    /// the same context remembered.
    init(dark: Bool, sextants: Bool) {
        let context = (dark ? 1 : 0) | (sextants ? 2 : 0)
        self.context = context
        table = Self.shared.withLock { $0[context] }
    }

    /// The remembered answer to `key`: `.some(nil)` when it leaves the old cell as it is, nil when not remembered.
    @inline(__always)
    func cell(for key: Key) -> Cell?? {
        table.slots.withUnsafeBufferPointer { slots in
            guard !slots.isEmpty else { return nil }
            var index = key.slot
            while true {
                if slots[index].key == key { return .some(slots[index].cell) }
                if slots[index].key.isNone { return nil }
                index = (index &+ 1) & (Self.slotCount &- 1)
            }
        }
    }

    /// Remembers the answer to `key`, which is not remembered yet.
    mutating func remember(_ cell: Cell?, for key: Key) {
        if table.slots.isEmpty || table.count >= Self.slotCount / 2 {
            table = Table(slots: Array(repeating: Slot(), count: Self.slotCount), count: 0)
        }
        var index = key.slot
        while !table.slots[index].key.isNone && table.slots[index].key != key { index = (index + 1) & (Self.slotCount - 1) }
        if table.slots[index].key.isNone { table.count += 1 }
        table.slots[index] = Slot(key: key, cell: cell)
        learned = true
    }

    /// Leaves this memo's answers for the canvases that come after, when it learned any.
    func publish() {
        guard learned else { return }
        Self.shared.withLock { $0[context] = table }
    }
}
