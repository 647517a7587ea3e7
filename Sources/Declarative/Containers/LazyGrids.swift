import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`: how large it is, the spacing after
/// it, and how its cells align their content.
public struct GridItem: Sendable {
    /// How large a grid item is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the room left, between a minimum and a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in its share (at most `maximum` each).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

        /// The smallest and largest share the item takes (a fixed item is its size).
        var bounds: (low: CGFloat, high: CGFloat) {
            switch self {
            case .fixed(let size): return (LazyGridLayout.finite(size), LazyGridLayout.finite(size))
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                let low = LazyGridLayout.finite(minimum)
                return (low, maximum.isNaN ? .infinity : max(low, maximum))
            }
        }
    }

    /// How large the item is.
    public var size: Size
    /// The spacing to the next item; nil for the default (8 points).
    public var spacing: CGFloat?
    /// How cells of this item align their content; nil for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views of a lazy stack or grid stay pinned while it scrolls, as SwiftUI's `PinnedScrollableViews`. Accepted;
/// section headers and footers scroll with their content here.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates a set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A grid that grows downwards, its children filling its columns row by row, as SwiftUI's `LazyVGrid`: fixed columns
/// take their size, the rest share what is left in order, each clamped to its bounds, and an adaptive item makes as
/// many columns of at least its minimum as fit. Every child is made, not only those on screen: these outputs draw
/// the whole view.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
///     ForEach(metrics) { MetricCard(metric: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid of `columns`, aligned across the grid by `alignment`, with `spacing` between rows.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                spacing: spacing)
        self.content = content()
    }
}

extension LazyVGrid: View {
    public var body: some View { layout { content } }
}

/// A grid that grows to the trailing side, its children filling its rows column by column, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid of `rows`, aligned across the grid by `alignment`, with `spacing` between columns.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                spacing: spacing)
        self.content = content()
    }
}

extension LazyHGrid: View {
    public var body: some View { layout { content } }
}
