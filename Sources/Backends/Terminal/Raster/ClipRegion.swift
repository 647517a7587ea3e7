import Foundation
import Declarative

/// The area an item may draw in: the intersection of its clip paths, in the display list's space.
///
/// Rectangular clips (the common case: a chart's plot area, a scroll view) intersect into one rectangle, which
/// bars use exactly, to 1/8 cell. Any other clip is kept as a flattened outline and tested point by point.
struct ClipRegion {
    /// The intersection of the rectangular clips, or nil when there are none.
    private(set) var rect: CGRect?
    /// The non-rectangular clips.
    private var shapes: [FlattenedPath] = []

    /// The region for an item's clip paths.
    init(_ clips: [Path]) {
        for clip in clips {
            if case .rect(let r) = clip.storage {
                rect = rect.map { $0.intersection(r) } ?? r
            } else {
                shapes.append(FlattenedPath(clip))
            }
        }
    }

    /// Whether the region is empty for certain.
    var isEmpty: Bool {
        guard let rect else { return false }
        return rect.isNull || rect.width <= 0 || rect.height <= 0
    }

    /// Whether the region has non-rectangular parts, which need a test per sample.
    var hasShapes: Bool { !shapes.isEmpty }

    /// Whether a point may be drawn.
    func contains(_ p: CGPoint) -> Bool {
        if let rect, !(p.x >= rect.minX && p.x < rect.maxX && p.y >= rect.minY && p.y < rect.maxY) { return false }
        return shapes.allSatisfy { $0.contains(p) }
    }

    /// A rectangle cut to the rectangular part of the region.
    func clipping(_ r: CGRect) -> CGRect {
        guard let rect else { return r }
        return r.intersection(rect)
    }
}
