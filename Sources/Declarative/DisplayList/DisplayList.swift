import Foundation

/// What one frame draws: a flat, ordered list of items (back to front), each with a stable identity.
///
/// The display list is the only thing a backend sees. Coordinates are points with y pointing down; the list's
/// `size` is the root view's size. No value in it is NaN or infinite.
public struct DisplayList: Hashable, Sendable {
    /// The size of the drawing, in points.
    public var size: CGSize
    /// The items, back to front.
    public var items: [DisplayItem]
    /// The colour scheme the colours were resolved in.
    public var colorScheme: ColorScheme
    /// The root's accessibility label (an SVG `<title>`).
    public var title: String?
    /// The root's accessibility value or summary (an SVG `<desc>`).
    public var summary: String?

    /// Creates a display list.
    public init(size: CGSize, items: [DisplayItem] = [], colorScheme: ColorScheme = .light,
                title: String? = nil, summary: String? = nil) {
        self.size = size
        self.items = items
        self.colorScheme = colorScheme
        self.title = title
        self.summary = summary
    }

    /// The charts the items draw, each once, in drawing order (see ``ChartDescription``).
    public var charts: [ChartDescription] {
        var seen: Set<DisplayItemID?> = [], out: [ChartDescription] = []
        for item in items {
            guard let chart = item.accessibility.chart, seen.insert(chart.id).inserted else { continue }
            out.append(chart)
        }
        return out
    }

    /// The item with an id, if present.
    public subscript(id: DisplayItemID) -> DisplayItem? { items.first { $0.id == id } }

    /// The items whose id path contains `fragment`, in drawing order.
    public func items(matching fragment: String) -> [DisplayItem] { items.filter { $0.id.path.contains(fragment) } }

    /// The front-most item whose drawn area contains `point` and that has a tap target.
    public func tapTarget(at point: CGPoint) -> DisplayItemID? {
        for item in items.reversed() where item.tapTarget != nil {
            let local = point.applying(item.transform.inverted())
            if item.bounds.contains(local) && item.clips.allSatisfy({ $0.contains(point) }) { return item.tapTarget }
        }
        return nil
    }
}
