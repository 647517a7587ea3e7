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
struct CellColorCache {
    private struct Entry {
        let color: Color.Resolved
        /// What the colour was blended over; nil for an opaque colour, which is not blended.
        let under: CellColor?
        let result: CellColor
    }

    /// The most conversions kept; the oldest is replaced when full.
    private static let capacity = 8
    private var entries: [Entry] = []
    private var oldest = 0
    /// The conversion that answered last: most cells ask what the cell before them asked.
    private var recent: Entry?

    /// `color` as a cell shows it: its opaque part when it is opaque, else blended (in linear light) over `under`.
    mutating func cellColor(_ color: Color.Resolved, over under: CellColor) -> CellColor {
        let background = color.opacity >= 1 ? nil : under
        if let recent, recent.color == color, recent.under == background { return recent.result }
        for entry in entries where entry.color == color && entry.under == background {
            recent = entry
            return entry.result
        }
        let result = background.map { CellColor(color.composited(over: $0.resolved)) } ?? CellColor(color)
        let entry = Entry(color: color, under: background, result: result)
        recent = entry
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[oldest] = entry
            oldest = (oldest + 1) % Self.capacity
        }
        return result
    }
}
