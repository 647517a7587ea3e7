/// What a run of cells writes in coloured text, remembered: the pen change from the style before it and the first
/// copy of its glyph, as one short byte string, with the glyph's bytes for the rest of the run.
///
/// A frame writes the same few runs over and over — a bar's left edge after a blank, its body after its edge, its
/// right edge after its body, row after row — so the change and the glyph are worked out once each, and every later
/// run costs a look-up and two stores:
///
/// ```
/// after style 0, "▐" in #007AFF   →  ESC[38;2;0;122;255m ▐     (computed once: pens, change, UTF-8)
/// after "▐", " " inverse          →  ESC[7m ␠                   (then found, for every bar on every row)
/// ```
///
/// The table is open-addressed (linear probing), kept at most half full, and started again when it is. What a run
/// writes depends on the pens its styles map to, which depend on the colour level and, at 16 and 256 colours, on the
/// frame's palette (see ``FramePalette``). Where the palette is empty (always at truecolor), the mapping is the same
/// in every frame, so the table outlives its frame as ``PenEncoder``'s does: a frame starts from the table the last
/// one at its level left, and leaves its own in ``publish()`` when it learned something. Two frames at once may each
/// leave their table, the later one replacing the other's, which only costs runs worked out again.
struct RunBytesMemo {
    /// What one run writes: the change and the glyph's first copy in `bytes` (`count` of them), the glyph's UTF-8
    /// alone in `glyphWord` (`glyphLength` bytes), and whether the run's pen is the reset pen.
    struct Entry {
        var from: UInt64, style: UInt64
        var glyph: UInt32
        var glyphLength: UInt8
        var endsReset: Bool
        var count: Int
        var glyphWord: UInt32
        var bytes: ByteWriter.Words

        /// A slot no run has: a glyph's raw value of all ones has the width field 3, which no glyph has.
        static let empty = Entry(from: 0, style: 0, glyph: .max, glyphLength: 0, endsReset: false, count: 0,
                                 glyphWord: 0, bytes: (0, 0, 0, 0))
        var isEmpty: Bool { glyph == .max }
    }

    private struct Table {
        var slots = [Entry](repeating: .empty, count: RunBytesMemo.slotCount)
        var count = 0
    }

    private static let slotBits = 8
    private static let slotCount = 1 << slotBits
    private var table: Table
    /// The shared table this memo started from and leaves its own in, or nil for a frame with a palette.
    private let level: Int?
    private var learned = false

    /// The tables frames without a palette left, by colour level.
    private static let shared = LockedValue([Table](repeating: Table(), count: 4))

    /// A memo for a frame at a colour level: shared with the frames before it when the frame has no palette.
    init(level: ColorLevel, palette: FramePalette) {
        let index: Int
        switch level {
        case .none: index = 0
        case .ansi16: index = 1
        case .ansi256: index = 2
        case .trueColor: index = 3
        }
        self.level = palette.entries.isEmpty ? index : nil
        table = self.level.map { level in Self.shared.withLock { $0[level] } } ?? Table()
    }

    /// The slot where the probe for a run of `glyph` in `style` after `from` starts.
    @inline(__always)
    static func slot(from: UInt64, style: UInt64, glyph: UInt32) -> Int {
        let h = ((from &* 0x9E37_79B9_7F4A_7C15) ^ style ^ UInt64(glyph) << 32) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> UInt64(64 - slotBits))
    }

    /// The entry in `slot`, to compare with the run: nearly every run finds itself there.
    @inline(__always)
    func entry(at slot: Int) -> Entry {
        table.slots.withUnsafeBufferPointer { $0[slot] }
    }

    /// The entry for a run, searched past its first slot; nil when not remembered.
    func find(from: UInt64, style: UInt64, glyph: UInt32, slot: Int) -> Entry? {
        var slot = slot
        while !table.slots[slot].isEmpty {
            let entry = table.slots[slot]
            if entry.glyph == glyph && entry.style == style && entry.from == from { return entry }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    /// Remembers what a run writes.
    mutating func remember(_ entry: Entry) {
        if table.count >= Self.slotCount / 2 { table = Table() }
        var slot = Self.slot(from: entry.from, style: entry.style, glyph: entry.glyph)
        while !table.slots[slot].isEmpty { slot = (slot + 1) & (Self.slotCount - 1) }
        table.slots[slot] = entry
        table.count += 1
        learned = true
    }

    /// Leaves this memo's runs for the frames that come after, when it has a shared table and learned any.
    func publish() {
        guard learned, let level else { return }
        Self.shared.withLock { $0[level] = table }
    }
}
