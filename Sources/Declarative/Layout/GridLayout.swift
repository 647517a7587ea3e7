import Foundation

/// A grid's layout, as SwiftUI's `GridLayout`: rows of cells whose columns line up across rows.
///
/// The grid's subviews are its rows: each `GridRow` gives a row of cells, one column each (more with
/// `gridCellColumns(_:)`), and any other view is a row of one cell across every column (a `Divider`, a header).
///
/// ```
/// widths:  each column is sized as an HStack sizes a child, the column's cells measured together: the columns,
///          least flexible first, are offered an equal share of the width left, and a column takes the widest of
///          its cells at that offer (ideal widths when the width is unspecified). A cell across several columns
///          widens them evenly when it needs more than they give.
/// heights: the same for rows, down the grid, each cell offered its columns' width.
/// place:   each cell in its rectangle, by its `gridCellAnchor`, else its column's `gridColumnAlignment` and its
///          row's alignment, else the grid's alignment.
/// ```
/// A cell with `gridCellUnsizedAxes` takes no part in sizing on those axes and fills what the others chose.
public struct GridLayout: NodeLayout, Sendable {
    /// How cells are aligned in their rectangles.
    public var alignment: Alignment
    /// The distance between columns, or nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or nil for the default.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    nonisolated public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Rows stack vertically: a `Divider` between them is a horizontal line.
    var stackAxis: Axis? { .vertical }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        plan(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        node.layout.unplacedChildren.removeAll(keepingCapacity: true)
        place(in: bounds, proposal, subviews)
    }

    func plan(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> GridPlan {
        GridPlan(proposal: proposal, rows: GridPlan.rows(of: subviews, alignment: alignment.vertical),
                 spacing: CGSize(width: Self.spacing(horizontalSpacing), height: Self.spacing(verticalSpacing)))
    }

    /// A spacing as given, or the default distance between two views; never negative or NaN.
    static func spacing(_ value: CGFloat?) -> CGFloat {
        guard let value else { return ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) }
        return value.isFinite ? max(value, 0) : 0
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let plan = plan(proposal, subviews)
        var y = bounds.minY
        for (r, row) in plan.rows.enumerated() {
            let height = plan.heights[r]
            row.node?.setFrame(CGRect(x: bounds.minX, y: y, width: plan.size.width, height: height))
            for cell in row.cells {
                let rect = CGRect(x: bounds.minX + plan.x[cell.column], y: y, width: plan.width(of: cell), height: height)
                let guide = cell.subview[GridColumnAlignmentKey.self]
                    ?? (cell.span == 1 ? plan.columnAlignments[cell.column] : nil) ?? alignment.horizontal
                place(cell.subview, in: rect, horizontal: guide, vertical: row.alignment, rowBaseline: plan.baselines[r])
            }
            y += height + plan.spacing.height
        }
    }

    /// Places a cell in its rectangle: by its anchor if it has one, else by the alignment guides.
    private func place(_ cell: LayoutSubview, in rect: CGRect, horizontal: HorizontalAlignment, vertical: VerticalAlignment,
                       rowBaseline: CGFloat?) {
        let proposal = ProposedViewSize(rect.size)
        if let anchor = cell[GridCellAnchorKey.self] {
            let size = cell.measure(proposal)
            cell.put(at: CGPoint(x: rect.minX + anchor.x * (rect.width - size.width), y: rect.minY + anchor.y * (rect.height - size.height)),
                     proposal: proposal)
            return
        }
        let d = cell.dimensions(in: proposal), container = ViewDimensions(size: rect.size)
        let x = rect.minX + container[horizontal] - d[horizontal]
        let y = rect.minY + (rowBaseline ?? container[vertical]) - d[vertical]
        cell.put(at: CGPoint(x: x, y: y), proposal: proposal)
    }
}

extension GridLayout: Layout {
    /// The grid's size for a proposal.
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        onLayoutActor(subviews) { plan(proposal, $0).size }
    }

    /// Places the cells.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        onLayoutActor(subviews) { place(in: bounds, proposal, $0) }
    }
}

extension ViewNode {
    /// Sets the frame of a node whose subviews its container places (a grid row), without laying it out.
    func setFrame(_ rect: CGRect) {
        let rect = rect.sanitized
        if rect != layout.frame {
            layout.frame = rect
            markDrawingStale()
        }
        layout.placedProposal = ProposedViewSize(rect.size)
    }
}
