import Foundation

// The collection edits that `onDelete` and `onMove` hand their offsets to, as SwiftUI adds them:
// `items.remove(atOffsets: offsets)` and `items.move(fromOffsets: source, toOffset: destination)`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (offsets outside the collection are ignored).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` offsets, in their order, to just before the element that was at offset
    /// `destination` (`count` moves them to the end). Offsets outside the collection are ignored, and a destination
    /// beyond it is clamped.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let moving = source.filter { $0 >= 0 && $0 < total }
        guard !moving.isEmpty else { return }
        let split = Swift.min(Swift.max(destination, 0), total)
        let isMoving = Set(moving)
        let order = (0..<split).filter { !isMoving.contains($0) } + moving + (split..<total).filter { !isMoving.contains($0) }
        let elements = Array(self)
        for (offset, from) in order.enumerated() where offset != from {
            self[index(startIndex, offsetBy: offset)] = elements[from]
        }
    }
}
