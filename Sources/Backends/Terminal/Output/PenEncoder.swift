/// Pens and pen changes for one frame of output, remembered: a frame switches between the same few pens hundreds
/// of times (blank → bar → bar edge → blank, row after row), so each change is encoded once and then copied.
///
/// ```
/// pen(for: cell)                   the cell's pen; the last two are reused (runs of cells often alternate two styles)
/// appendTransition(from:to:to:)    the bytes of TerminalPen.appendTransition, from a 256-slot table
/// ```
///
/// The table is open-addressed: a pair of pens hashes to a slot, and is found there or in the next slots (linear
/// probing); it is kept at most half full, and starts again when it is. Pens are compared and hashed by their
/// ``TerminalPen/key``. An encoded change is kept in its slot, or, if long, in a byte array that keeps such changes
/// one after another.
///
/// A change's bytes depend on the two pens alone, so the table outlives its encoder: an encoder starts from the
/// table the last one left (one lock and a reference, no copy) and leaves its own in ``publish()`` when it encoded
/// something new. Frame after frame of one chart, every change is then found. Two encoders at once may each leave
/// their table, the later one replacing the other's, which only costs changes encoded again.
struct PenEncoder {
    /// A cached change: the two pens' keys and the change's bytes, kept in the entry when they fit in its 32
    /// (nearly always: `ESC[7;38;2;0;122;255m` is 21), else in `encoded` from `start`.
    private struct Entry {
        let old: UInt64, new: UInt64
        var bytes: ByteWriter.Words = (0, 0, 0, 0)
        var count = 0, start = 0

        /// An empty slot: no pen's key, and not the key of an unknown pen either.
        static let empty = Entry(old: .max - 1, new: .max - 1)
        var isEmpty: Bool { old == .max - 1 }
    }

    /// The changes: the slots, the bytes of long ones, and the number of slots in use.
    private struct Table {
        var slots = [Entry](repeating: .empty, count: PenEncoder.slotCount)
        var encoded: [UInt8] = []
        var count = 0
    }

    private static let slotBits = 8
    private static let slotCount = 1 << slotBits

    /// The colour level pens are quantized to.
    let level: ColorLevel
    private var table: Table
    /// Whether this encoder added changes the shared table lacks.
    private var learned = false

    /// The table the last encoder that learned something left.
    private static let shared = LockedValue(Table())
    /// The last two styles asked about, the latest first, and their pens (style 0 is the reset pen).
    private var styles: (UInt64, UInt64) = (0, 0)
    private var pens = (TerminalPen.reset, TerminalPen.reset)

    /// The frame's choices for its category colours (see ``FramePalette``).
    let palette: FramePalette

    init(level: ColorLevel, frame: CellBuffer) {
        self.level = level
        palette = FramePalette(frame, level: level)
        table = Self.shared.withLock { $0 }
    }

    /// Leaves the changes this encoder encoded for the encoders that come after, when it encoded any.
    func publish() {
        guard learned else { return }
        Self.shared.withLock { $0 = table }
    }

    /// The pen of a cell at this encoder's level.
    @inline(__always)
    mutating func pen(for cell: Cell) -> TerminalPen {
        let style = cell.style
        if style == styles.0 { return pens.0 }
        if style == styles.1 {
            swap(&styles.0, &styles.1)
            swap(&pens.0, &pens.1)
        } else {
            styles = (style, styles.0)
            pens = (TerminalPen(cell, level: level, palette: palette), pens.0)
        }
        return pens.0
    }

    /// Appends the SGR sequence that turns `old` (nil: unknown) into `new`, as
    /// ``TerminalPen/appendTransition(from:to:)`` does.
    @inline(__always)
    mutating func appendTransition(from old: TerminalPen?, to new: TerminalPen, to out: inout ByteWriter) {
        if let old, old == new { return }
        appendChange(from: old, to: new, to: &out)
    }

    /// The cached bytes of a change when its first slot holds it (inline: a frame's few hundred changes nearly all
    /// do), else found further along or encoded and cached (out of line).
    @inline(__always)
    private mutating func appendChange(from old: TerminalPen?, to new: TerminalPen, to out: inout ByteWriter) {
        // An unknown pen's key has the top bits set, which no pen's has.
        let oldKey = old?.key ?? .max, newKey = new.key
        let slot = Int(truncatingIfNeeded: (((oldKey &* 0x9E37_79B9_7F4A_7C15) ^ newKey) &* 0x9E37_79B9_7F4A_7C15)
                                           >> UInt64(64 - Self.slotBits))
        let hit = table.slots.withUnsafeBufferPointer { slots in
            let cached = slots[slot]
            guard cached.old == oldKey && cached.new == newKey, cached.count <= ByteWriter.wordsByteCount else { return false }
            out.append(cached.bytes, count: cached.count)
            return true
        }
        if !hit { appendUncachedChange(from: old, to: new, oldKey: oldKey, newKey: newKey, slot: slot, to: &out) }
    }

    /// A change not in its first slot: found in a later one, copied from `encoded` because it is long, or encoded
    /// and cached.
    @inline(never)
    private mutating func appendUncachedChange(from old: TerminalPen?, to new: TerminalPen, oldKey: UInt64, newKey: UInt64,
                                               slot: Int, to out: inout ByteWriter) {
        var slot = slot
        while !table.slots[slot].isEmpty {
            let cached = table.slots[slot]
            if cached.old == oldKey && cached.new == newKey {
                if cached.count <= ByteWriter.wordsByteCount {
                    out.append(cached.bytes, count: cached.count)
                } else {
                    table.encoded.withUnsafeBufferPointer {
                        out.append(UnsafeBufferPointer(rebasing: $0[cached.start..<cached.start + cached.count]))
                    }
                }
                return
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        if table.count >= Self.slotCount / 2 {
            table = Table()
            slot = Int(truncatingIfNeeded: (((oldKey &* 0x9E37_79B9_7F4A_7C15) ^ newKey) &* 0x9E37_79B9_7F4A_7C15)
                                           >> UInt64(64 - Self.slotBits))
        }
        let start = out.count
        new.appendTransition(from: old, to: &out)
        var entry = Entry(old: oldKey, new: newKey)
        out.withBytes(from: start) { bytes in
            entry.count = bytes.count
            if bytes.count <= ByteWriter.wordsByteCount {
                withUnsafeMutableBytes(of: &entry.bytes) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            } else {
                entry.start = table.encoded.count
                table.encoded.append(contentsOf: bytes)
            }
        }
        table.slots[slot] = entry
        table.count += 1
        learned = true
    }
}

extension TerminalPen {
    /// The pen in 60 bits, for comparing and hashing at once: each colour code in 26 bits (its kind, 0…2, above
    /// 24 bits of value), then the attributes.
    var key: UInt64 {
        UInt64(foreground.rawValue) | UInt64(background.rawValue) << 26 | UInt64(attributes.rawValue) << 52
    }
}
