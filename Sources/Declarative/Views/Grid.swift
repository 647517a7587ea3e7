import Foundation

/// A two-dimensional layout, as SwiftUI's `Grid`: rows of cells whose columns line up.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow {
///         Text("Steps")
///         Text("8,204").gridColumnAlignment(.trailing)
///     }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow {
///         Text("Distance")
///         Text("6.1 km")
///     }
/// }
/// ```
/// See `GridLayout` for how columns and rows are sized. Unlike SwiftUI's lazy grids, every cell is made at once.
public struct Grid<Content: View> {
    let layout: GridLayout
    let content: Content

    /// Creates a grid; nil spacings use the default distance between views.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
}

extension Grid: View, StackView {}

/// A row of a `Grid`, as SwiftUI's `GridRow`: each child is a cell, in the next column.
///
/// Outside a grid, a row lays its cells out as an `HStack` would.
public struct GridRow<Content: View> {
    let layout: GridRowRole
    let content: Content

    /// Creates a row; its cells align vertically by `alignment`, or by the grid's when nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        layout = GridRowRole(alignment: alignment)
        self.content = content()
    }
}

extension GridRow: View, StackView {}

/// A grid row's role. Its grid places its cells (`GridLayout`); on its own it is an HStack.
struct GridRowRole: NodeLayout {
    let alignment: VerticalAlignment?

    var stackAxis: Axis? { .horizontal }

    private var stack: StackAlgorithm {
        let guide = alignment ?? .center
        return StackAlgorithm(major: .horizontal, spacing: nil, guide: guide.key, guideDefault: guide.defaultValue)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        stack.size(proposal, subviews, node: node)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        stack.place(in: bounds, proposal, subviews, node: node)
    }
}

// MARK: - Cell modifiers

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

nonisolated extension View {
    /// Makes this grid cell span `count` columns (at least one).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(count, 1))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`; the first cell of a column that sets one wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell in its rectangle so that `anchor` of the cell meets `anchor` of the rectangle, instead of
    /// aligning it by the grid's, row's or column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks the grid not to size this cell's column or row by it on `axes`: a flexible view (`Color`, `Divider`,
    /// `Spacer`) then fills what the other cells chose instead of widening the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
