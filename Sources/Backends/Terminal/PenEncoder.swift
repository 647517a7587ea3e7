/// Pens and pen changes for one frame of output, remembered: a frame switches between the same few pens hundreds
/// of times (blank → bar → bar edge → blank, row after row), so each change is encoded once and then copied.
///
/// ```
/// pen(for: cell)                   the cell's pen; the last one is reused while cells keep the same style
/// appendTransition(from:to:to:)    the bytes of TerminalPen.appendTransition, from a 64-slot cache
/// ```
///
/// The cache is direct-mapped: a pair of pens hashes to one slot, and a different pair landing there replaces it.
/// Encoded changes are kept one after another in one byte array.
struct PenEncoder {
    private struct Entry {
        let old: TerminalPen?
        let new: TerminalPen
        /// Where the change's bytes are in `encoded`.
        let start: Int, end: Int
    }

    /// The colour level pens are quantized to.
    let level: ColorLevel
    private var slots: [Entry?] = Array(repeating: nil, count: 64)
    private var encoded: [UInt8] = []
    /// The style of the last cell asked about, and its pen.
    private var lastStyle: UInt64 = 0
    private var lastPen = TerminalPen.reset

    init(level: ColorLevel) {
        self.level = level
    }

    /// The pen of a cell at this encoder's level.
    @inline(__always)
    mutating func pen(for cell: Cell) -> TerminalPen {
        if cell.style != lastStyle {
            lastStyle = cell.style
            lastPen = TerminalPen(cell, level: level)
        }
        return lastPen
    }

    /// Appends the SGR sequence that turns `old` (nil: unknown) into `new`, as
    /// ``TerminalPen/appendTransition(from:to:)`` does.
    @inline(__always)
    mutating func appendTransition(from old: TerminalPen?, to new: TerminalPen, to out: inout ByteWriter) {
        if let old, old == new { return }
        appendChange(from: old, to: new, to: &out)
    }

    private mutating func appendChange(from old: TerminalPen?, to new: TerminalPen, to out: inout ByteWriter) {
        let slot = Self.slot(old, new)
        let entry: Entry
        if let cached = slots[slot], cached.old == old, cached.new == new {
            entry = cached
        } else {
            let start = out.count
            new.appendTransition(from: old, to: &out)
            entry = Entry(old: old, new: new, start: encoded.count, end: encoded.count + out.count - start)
            out.withBytes(from: start) { encoded.append(contentsOf: $0) }
            slots[slot] = entry
            return
        }
        encoded.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[entry.start..<entry.end])) }
    }

    private static func slot(_ old: TerminalPen?, _ new: TerminalPen) -> Int {
        func mix(_ h: UInt64, _ v: UInt32) -> UInt64 { (h ^ UInt64(v)) &* 0x100_0000_01B3 }
        func mix(_ h: UInt64, _ pen: TerminalPen) -> UInt64 {
            mix(mix(mix(h, pen.foreground.rawValue), pen.background.rawValue), UInt32(pen.attributes.rawValue))
        }
        let h = mix(0xCBF2_9CE4_8422_2325, new)
        return Int(truncatingIfNeeded: (old.map { mix(h, $0) } ?? h &* 31) >> 58)
    }
}
