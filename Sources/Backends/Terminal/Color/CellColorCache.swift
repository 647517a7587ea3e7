import Declarative

/// The 8-bit colours of the resolved colours a frame paints, remembered, so that a bar of 200 cells converts its
/// colour once rather than per cell: three `pow` calls for an opaque colour, six and a blend for a translucent one.
///
/// A frame paints a handful of colours over a handful of others, so the last few conversions, searched in order,
/// answer almost every cell:
///
/// ```
/// opaque(#007AFF)                → CellColor(0, 122, 255)      computed once, then found
/// blend(#8E8E93 at 35 %, white)  → CellColor(216, 216, 218)    keyed by both colours
/// ```
///
/// A conversion depends on the colours alone, so the last few outlive their canvas: a cache starts from the
/// conversions the last one left (one lock and a reference) and leaves its own in ``publish()`` when it converted
/// anything, and the next frame of a chart converts nothing. Two canvases at once may each leave theirs, the later
/// one replacing the other's, which only costs conversions made again.
struct CellColorCache {
    /// What a conversion depends on, in three words that compare at once: the colour's bits, and the packed colour
    /// it is blended over (0 for an opaque colour, which is not blended). Equal bits are equal colours, so a key
    /// that differs only where `==` would not (±0, NaN) costs a conversion, never a wrong answer.
    private struct Key: Equatable {
        let redGreen: UInt64, blueOpacity: UInt64
        let under: UInt32

        init(_ color: Color.Resolved, over under: CellColor?) {
            redGreen = UInt64(color.linearRed.bitPattern) << 32 | UInt64(color.linearGreen.bitPattern)
            blueOpacity = UInt64(color.linearBlue.bitPattern) << 32 | UInt64(color.opacity.bitPattern)
            self.under = under.map { 1 << 24 | UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue) } ?? 0
        }

        /// A key no colour has.
        private init() { (redGreen, blueOpacity, under) = (0, 0, .max) }
        static let none = Key()
    }

    private struct Entry: Sendable {
        let key: Key
        let result: CellColor
    }

    /// The most conversions kept; the oldest is replaced when full.
    private static let capacity = 8
    private var entries: [Entry]
    private var oldest: Int
    /// Whether this cache converted a colour since it started.
    private var learned = false

    /// The conversions, and the next to replace, that the last cache to convert anything left.
    private static let shared = LockedValue<([Entry], Int)>(([], 0))

    /// A cache starting from the conversions the caches before it made.
    init() {
        (entries, oldest) = Self.shared.withLock { $0 }
    }

    /// Leaves this cache's conversions for the caches that come after, when it made any.
    func publish() {
        guard learned else { return }
        Self.shared.withLock { $0 = (entries, oldest) }
    }
    /// The conversion that answered last: most cells ask what the cell before them asked.
    private var recent = Entry(key: .none, result: .black)

    /// `color` as a cell shows it: its opaque part when it is opaque, else blended (in linear light) over `under`.
    @inline(__always)
    mutating func cellColor(_ color: Color.Resolved, over under: CellColor) -> CellColor {
        let key = Key(color, over: color.opacity >= 1 ? nil : under)
        if key == recent.key { return recent.result }
        return convert(color, over: under, key: key)
    }

    @inline(never)
    private mutating func convert(_ color: Color.Resolved, over under: CellColor, key: Key) -> CellColor {
        for entry in entries where entry.key == key {
            recent = entry
            return entry.result
        }
        let result = color.opacity >= 1 ? CellColor(color) : CellColor(color.composited(over: under.resolved))
        let entry = Entry(key: key, result: result)
        recent = entry
        learned = true
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[oldest] = entry
            oldest = (oldest + 1) % Self.capacity
        }
        return result
    }
}
