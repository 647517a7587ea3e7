import Foundation
import Declarative

/// Filling axis-aligned rectangles to 1/8 of a cell: the bars of a bar chart.
///
/// Each edge snaps to the nearest eighth of a cell (as SwiftUI snaps frames to pixels), so bars whose edges lie
/// within a rounding error of each other share them exactly: every bar of a chart stands on one baseline. A cell's
/// coverage is then exact (see ``CoverageMask``), and ``GlyphChoice`` picks the glyph that shows it best. Whole
/// cells are spaces showing the bar's colour (see ``RasterCanvas/solid(_:)``); a cell cut by one edge gets that edge's eighth glyph; a corner cell cut by
/// two gets the glyph that matches both best (a quadrant, or the eighth of the edge that cuts more):
///
/// ```
/// edge inside the cell    glyph                      example (5/8 covered)
/// top of a bar (grows ↑)  lower n/8                  ▅
/// bottom (grows ↓)        lower (8−n)/8, inverse     ▃ reversed → top 5/8 painted
/// right end (grows →)     left n/8                   ▋
/// left end (grows ←)      left (8−n)/8, inverse      ▍ reversed → right 5/8 painted
/// corner, 4/8 × 4/8       quadrant                   ▖
/// ```
extension RasterCanvas {
    /// Fills `rect` (display list space) with the colour `paint` gives for the centre of each covered part.
    ///
    /// - Parameter useCoverage: cells for which to sample coverage instead (the corners of a rounded rectangle);
    ///   they are passed to `coverage` rather than drawn here.
    mutating func fillBar(_ rect: CGRect, cellSize: CGSize, clip: ClipRegion, paint: PaintSampler,
                          useCoverage: ((Int, Int) -> Bool)? = nil,
                          coverage: (inout RasterCanvas, Int, Int) -> Void = { _, _, _ in }) {
        let r = clip.clipping(rect)
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        // The grid, read once rather than through `self` at every cell (its cells do not move while drawing). Indices
        // are in the grid, whose size is bounded, so they are computed without overflow checks.
        let grid = self.grid, columns = grid.columns
        let cw = Double(cellSize.width), ch = Double(cellSize.height)
        /// The nearest eighth, nudged so that an edge a rounding error either side of a half eighth (a baseline
        /// computed two ways) snaps the same way.
        func eighths(_ v: CGFloat, _ size: Double) -> Int {
            let e = (Double(v) / size * 8 + 1e-6).rounded()
            return Int(max(-1_000_000, min(1_000_000, e)))
        }
        let ex0 = eighths(r.minX, cw), ex1 = eighths(r.maxX, cw)
        let ey0 = eighths(r.minY, ch), ey1 = eighths(r.maxY, ch)
        guard ex1 > ex0, ey1 > ey0 else { return }
        let firstColumn = max(Self.floorDiv(ex0, 8), 0), lastColumn = min(Self.floorDiv(ex1 - 1, 8), grid.columns - 1)
        let firstRow = max(Self.floorDiv(ey0, 8), 0), lastRow = min(Self.floorDiv(ey1 - 1, 8), grid.rows - 1)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        // Whole cells of an opaque colour need neither the old cell's colours nor a sample point: the bulk of a bar.
        var solid: Cell?
        let uniformColor = paint.uniformColor
        if let uniform = uniformColor, uniform.opacity >= 1, !clip.hasShapes {
            solid = Self.solid(shade(uniform, over: nil))
        }
        /// What one cell of the bar becomes over `old`, cut by the bar's edges to `a…b` × `c…d` eighths; nil to
        /// leave it as it is.
        func barCell(column: Int, row: Int, a: Int, b: Int, c: Int, d: Int, over old: Cell) -> Cell? {
            let coverage = CoverageMask(left: a, right: b, top: c, bottom: d)
            if coverage == .full, let solid { return solid }
            if !clip.hasShapes, let uniformColor { return cell(painting: coverage, uniform: uniformColor, over: old) }
            let centre = CGPoint(x: (Double(column) + Double(a + b) / 16) * cw, y: (Double(row) + Double(c + d) / 16) * ch)
            if clip.hasShapes && !clip.contains(centre) { return nil }
            // The colour taken now (a sampler's copy per cell cost more than sampling a colour that goes unused).
            let color = uniformColor ?? paint.color(at: centre)
            return cell(painting: coverage, color: { _ in color }, over: old)
        }
        // In one colour and a rectangular clip, what a cell becomes depends only on how the bar's edges cut it and
        // on the old cell. Cells in a row's first column are cut alike (given the row's cut), as are those in its
        // last and those between: each of the three parts remembers its last answer, and the edge of a bar is worked
        // out once for all the rows it crosses over blank cells.
        let memoizes = paint.uniformColor != nil && !clip.hasShapes && useCoverage == nil
        var first = BarCellMemo(), between = BarCellMemo(), last = BarCellMemo()
        /// Draws one cell of the bar, in the part of the row `memo` remembers.
        func drawCell(column: Int, row: Int, c: Int, d: Int, memo: inout BarCellMemo) {
            if let useCoverage, useCoverage(column, row) { coverage(&self, column, row); return }
            let i = row &* columns &+ column, old = grid.cells[i]
            let new: Cell?
            if memoizes, memo.c == c, memo.d == d, memo.old == old {
                new = memo.new
            } else {
                new = barCell(column: column, row: row, a: max(ex0 - column * 8, 0), b: min(ex1 - column * 8, 8),
                              c: c, d: d, over: old)
                memo = BarCellMemo(c: c, d: d, old: old, new: new)
            }
            if let new { grid.put(new, at: i) }
        }
        // The cell for whole cells, where no cell needs coverage instead.
        let whole = useCoverage == nil ? solid : nil
        // A row the bar covers top to bottom becomes what an earlier such row became when their old cells are equal
        // (the body of a bar over blank rows, before and after each grid line it crosses): then it is a copy of that
        // row. The old cells of the last two rows drawn are kept as templates to compare with. Copying holds what
        // drawing does only where drawing touches no cell outside the bar's columns: over narrow cells, with the
        // narrow glyphs of bars. In one colour and a rectangular clip, what a cell becomes depends only on its old
        // cell and the cut, as `drawCell`'s memo uses.
        let span = lastColumn &- firstColumn &+ 1
        let templates = memoizes ? barTemplates(span: span) : nil
        // The rows each template was drawn in (-1: none yet), and the template matched or kept last, tried first.
        var templateRows = (-1, -1), recent = 0
        for row in firstRow...lastRow {
            let c = max(ey0 &- row &* 8, 0), d = min(ey1 &- row &* 8, 8)
            let start = row &* columns &+ firstColumn
            if let templates, d - c == 8, let saved = templates.cells.baseAddress {
                let other = recent ^ 1
                let recentRow = recent == 0 ? templateRows.0 : templateRows.1
                let otherRow = other == 0 ? templateRows.0 : templateRows.1
                if recentRow >= 0 && grid.cells(at: start, equal: saved + recent &* span, count: span) {
                    grid.copyCells(from: recentRow &* columns &+ firstColumn, to: start, count: span)
                    continue
                }
                if otherRow >= 0 && grid.cells(at: start, equal: saved + other &* span, count: span) {
                    grid.copyCells(from: otherRow &* columns &+ firstColumn, to: start, count: span)
                    recent = other
                    continue
                }
                if grid.allNarrow(start, count: span) {
                    // Kept in place of the template used least recently.
                    grid.saveCells(from: start, count: span, to: saved + other &* span)
                    if other == 0 { templateRows.0 = row } else { templateRows.1 = row }
                    recent = other
                }
            }
            // The top sliver of a bar (half a cell or less) in a row where a label already stands is left out, as a
            // label placed after the bar clears it (see `clearSlivers`): the value label gets the row to itself.
            if row == firstRow, d == 8, d - c <= 4, hasText(row: row, columns: firstColumn..<lastColumn + 1) { continue }
            drawCell(column: firstColumn, row: row, c: c, d: d, memo: &first)
            guard firstColumn < lastColumn else { continue }
            // The columns between are covered whole across (only the first and last can be cut by the sides); a bar
            // two cells wide has none.
            if lastColumn &- firstColumn > 1 {
                if d - c == 8, let whole {
                    // Whole cells of an opaque colour: stored one after another, with no decision per cell.
                    let start = row &* columns
                    grid.fill(whole, in: start &+ firstColumn &+ 1..<start &+ lastColumn)
                } else if memoizes && grid.allEqualAndNarrow(start &+ 1, count: span &- 2) {
                    // The cells between, cut alike, over equal old cells (a bar's top or foot over blanks): they
                    // become what the first of them becomes.
                    drawCell(column: firstColumn &+ 1, row: row, c: c, d: d, memo: &between)
                    let new = grid.cells[start &+ 1]
                    if new.width == 1 {
                        grid.fillNarrow(new, in: start &+ 2..<start &+ span &- 1)
                    } else {
                        grid.fill(new, in: start &+ 2..<start &+ span &- 1)
                    }
                } else {
                    for column in firstColumn + 1..<lastColumn { drawCell(column: column, row: row, c: c, d: d, memo: &between) }
                }
            }
            drawCell(column: lastColumn, row: row, c: c, d: d, memo: &last)
        }
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Room for two rows of `span` cells, the canvas's (made by the first bar that asks), or nil when a row that long
    /// is not worth keeping.
    private mutating func barTemplates(span: Int) -> BarRowTemplates? {
        guard span <= BarRowTemplates.maximumSpan else { return nil }
        if let templates = barRowTemplates { return templates }
        let templates = BarRowTemplates(cells: 2 * min(grid.columns, BarRowTemplates.maximumSpan))
        barRowTemplates = templates
        return templates
    }
}

/// The old cells of two rows of a bar, kept to compare later rows with (see `fillBar`): one canvas's, reused by
/// each bar it draws.
final class BarRowTemplates {
    /// The longest row kept.
    static let maximumSpan = 1_024
    let cells: UnsafeMutableBufferPointer<Cell>

    init(cells count: Int) {
        cells = .allocate(capacity: max(count, 2))
        cells.initialize(repeating: .blank)
    }

    deinit { cells.deallocate() }
}

/// What the last cell drawn in one part of a bar's rows became: over which old cell, with the row cut from eighth
/// `c` to eighth `d`. Nil `new` means the cell was left as it was.
private struct BarCellMemo {
    var c = -1, d = -1
    var old = Cell.blank
    var new: Cell?
}
