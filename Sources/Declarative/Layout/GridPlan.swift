import Foundation

/// A grid's columns and rows for one proposal: what `GridLayout` sizes and places by.
@MainActor
struct GridPlan {
    struct Cell {
        let subview: LayoutSubview
        let column: Int
        let span: Int
        /// The axes on which the cell does not size its column or row (`gridCellUnsizedAxes`).
        let unsized: Axis.Set
    }

    struct Row {
        /// The `GridRow`'s node; nil for a view outside any row, which is one cell across every column.
        let node: ViewNode?
        var cells: [Cell]
        let alignment: VerticalAlignment
    }

    let rows: [Row]
    let spacing: CGSize
    private(set) var widths: [CGFloat] = []
    private(set) var heights: [CGFloat] = []
    /// Each column's leading edge, from the grid's.
    private(set) var x: [CGFloat] = []
    /// A column's alignment, from the first of its cells that sets one (`gridColumnAlignment`).
    private(set) var columnAlignments: [Int: HorizontalAlignment] = [:]
    /// Where a row aligned on a text baseline puts it, from the row's top; nil for other alignments.
    private(set) var baselines: [CGFloat?] = []
    private(set) var size = CGSize.zero

    /// The grid's subviews as rows of cells, with columns numbered.
    static func rows(of subviews: LayoutSubviews, alignment: VerticalAlignment) -> [Row] {
        var rows: [Row] = []
        for subview in subviews {
            if let role = subview.node.layout.role as? GridRowRole {
                var column = 0
                let cells = subview.node.layoutSubviews(axis: .horizontal).map { cell -> Cell in
                    let span = max(cell[GridCellColumnsKey.self], 1)
                    defer { column += span }
                    return Cell(subview: cell, column: column, span: span, unsized: cell[GridCellUnsizedAxesKey.self])
                }
                rows.append(Row(node: subview.node, cells: cells, alignment: role.alignment ?? alignment))
            } else {
                rows.append(Row(node: nil, cells: [Cell(subview: subview, column: 0, span: 0, unsized: subview[GridCellUnsizedAxesKey.self])],
                                alignment: alignment))
            }
        }
        // A view outside the rows spans every column.
        let columns = rows.lazy.filter { $0.node != nil }.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 1
        for r in rows.indices where rows[r].node == nil {
            let cell = rows[r].cells[0]
            rows[r].cells = [Cell(subview: cell.subview, column: 0, span: max(columns, 1), unsized: cell.unsized)]
        }
        return rows
    }

    init(proposal: ProposedViewSize, rows: [Row], spacing: CGSize) {
        self.rows = rows
        self.spacing = spacing
        let columns = rows.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        guard columns > 0 else {
            heights = rows.map { _ in 0 }
            baselines = rows.map { _ in nil }
            return
        }
        widths = columnWidths(columns, proposal.width)
        var left: CGFloat = 0
        for w in widths {
            x.append(left)
            left += w + spacing.width
        }
        for row in rows {
            for cell in row.cells where cell.span == 1 && columnAlignments[cell.column] == nil {
                if let guide = cell.subview[GridColumnAlignmentKey.self] { columnAlignments[cell.column] = guide }
            }
        }
        heights = rowHeights(proposal.height)
        baselines = rows.indices.map { baseline(of: $0) }
        size = CGSize(width: widths.reduce(0, +) + spacing.width * CGFloat(columns - 1),
                      height: heights.reduce(0, +) + spacing.height * CGFloat(max(rows.count - 1, 0)))
    }

    /// The width a cell is offered: its columns' and the spacing between them.
    func width(of cell: Cell) -> CGFloat {
        widths[cell.column..<min(cell.column + cell.span, widths.count)].reduce(0, +) + spacing.width * CGFloat(cell.span - 1)
    }

    /// Column widths, shared out as an HStack shares its width among children (SwiftUI's layout documentation).
    private func columnWidths(_ count: Int, _ proposed: CGFloat?) -> [CGFloat] {
        var sizing = Array(repeating: [LayoutSubview](), count: count)
        var spanning: [Cell] = []
        for cell in rows.flatMap(\.cells) where !cell.unsized.contains(.horizontal) {
            if cell.span == 1 { sizing[cell.column].append(cell.subview) } else { spanning.append(cell) }
        }
        func width(_ column: Int, offer: CGFloat?) -> CGFloat {
            sizing[column].reduce(0) { max($0, $1.measure(ProposedViewSize(width: offer, height: nil)).width) }
        }
        var widths = Array(repeating: CGFloat(0), count: count)
        let available = proposed.map { max($0 - spacing.width * CGFloat(count - 1), 0) }
        if let available {
            widths = GridPlan.share(available, among: count) { width($0, offer: $1) }
        } else {
            widths = (0..<count).map { width($0, offer: nil) }
        }
        // A cell across columns widens them evenly when they are too narrow for it: to its ideal width, or, with a
        // width proposed, to what it takes of the width its columns have plus what no column took.
        for cell in spanning {
            let range = cell.column..<min(cell.column + cell.span, count)
            let have = widths[range].reduce(0, +) + spacing.width * CGFloat(range.count - 1)
            let leftover = available.map { max($0 - widths.reduce(0, +), 0) }
            let need = cell.subview.measure(ProposedViewSize(width: leftover.map { have + $0 }, height: nil)).width
            guard need > have, need.isFinite else { continue }
            for c in range { widths[c] += (need - have) / CGFloat(range.count) }
        }
        return widths
    }

    /// Row heights, shared out as a VStack shares its height, each cell offered its columns' width.
    private func rowHeights(_ proposed: CGFloat?) -> [CGFloat] {
        func height(_ r: Int, offer: CGFloat?) -> CGFloat {
            rows[r].cells.reduce(0) { tallest, cell in
                if cell.unsized.contains(.vertical) { return tallest }
                return max(tallest, cell.subview.measure(ProposedViewSize(width: width(of: cell), height: offer)).height)
            }
        }
        guard let proposed else { return rows.indices.map { height($0, offer: nil) } }
        let available = max(proposed - spacing.height * CGFloat(max(rows.count - 1, 0)), 0)
        return GridPlan.share(available, among: rows.count) { height($0, offer: $1) }
    }

    /// Shares `available` among `count` tracks as a stack does: least flexible first (what a track takes at ∞ less
    /// what it takes at 0), each offered an equal share of what is left, taking `size(track, offer)`.
    static func share(_ available: CGFloat, among count: Int, size: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        let mins = (0..<count).map { size($0, 0) }
        let maxs = (0..<count).map { size($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
            return fa != fb ? fa < fb : a < b
        }
        var result = Array(repeating: CGFloat(0), count: count)
        var remaining = available, left = count
        for track in order {
            let offer = max(remaining / CGFloat(left), 0)
            result[track] = size(track, offer.isFinite ? offer : 0)
            remaining -= result[track]
            left -= 1
        }
        return result
    }

    /// Where a row aligned on a text baseline puts it: the lowest baseline among its cells.
    private func baseline(of r: Int) -> CGFloat? {
        let guide = rows[r].alignment
        guard guide.key.isTextBaseline else { return nil }
        return rows[r].cells.map { cell in
            cell.subview.dimensions(in: ProposedViewSize(width: width(of: cell), height: heights[r]))[guide]
        }.max()
    }
}
