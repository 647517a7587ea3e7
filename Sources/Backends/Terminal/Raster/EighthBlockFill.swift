import Foundation
import Declarative

/// Filling axis-aligned rectangles to 1/8 of a cell: the bars of a bar chart (TERMINAL.md §2.1–2.2).
///
/// Each edge snaps to the nearest eighth of a cell. Whole cells get `█`; a cell cut by one edge gets the eighth
/// glyph for that edge:
///
/// ```
/// edge inside the cell    glyph                      example (5/8 covered)
/// top of a bar (grows ↑)  lower n/8                  ▅
/// bottom (grows ↓)        lower (8−n)/8, inverse     ▃ reversed → top 5/8 painted
/// right end (grows →)     left n/8                   ▋
/// left end (grows ←)      left (8−n)/8, inverse      ▍ reversed → right 5/8 painted
/// ```
///
/// A cell cut by two edges (the corner of a bar) can show only one of them: a vertical bar keeps its exact height
/// and its corner cell is drawn when at least half the cell's width is covered, and a horizontal bar the
/// converse. A bar of height 3⅝ cells is three `█` rows and one `▅`.
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
        let cw = Double(cellSize.width), ch = Double(cellSize.height)
        func eighths(_ v: CGFloat, _ size: Double) -> Int {
            let e = (Double(v) / size * 8).rounded()
            return Int(max(-1_000_000, min(1_000_000, e)))
        }
        let ex0 = eighths(r.minX, cw), ex1 = eighths(r.maxX, cw)
        let ey0 = eighths(r.minY, ch), ey1 = eighths(r.maxY, ch)
        guard ex1 > ex0, ey1 > ey0 else { return }
        let isVertical = r.height / CGFloat(ch) >= r.width / CGFloat(cw)
        let firstColumn = max(Self.floorDiv(ex0, 8), 0), lastColumn = min(Self.floorDiv(ex1 - 1, 8), grid.columns - 1)
        let firstRow = max(Self.floorDiv(ey0, 8), 0), lastRow = min(Self.floorDiv(ey1 - 1, 8), grid.rows - 1)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        // Whole cells of an opaque colour need neither the old cell's colours nor a sample point: the bulk of a bar.
        var solid: Cell?
        if let uniform = paint.uniformColor, uniform.opacity >= 1, !clip.hasShapes {
            solid = Cell(glyph: BlockGlyphs.fullGlyph, foreground: shade(uniform, over: nil))
        }
        /// What one cell of the bar becomes over `old`, cut by the bar's edges to `a…b` × `c…d` eighths; nil to
        /// leave it as it is.
        func barCell(column: Int, row: Int, a: Int, b: Int, c: Int, d: Int, over old: Cell) -> Cell? {
            let fullX = b - a == 8, fullY = d - c == 8
            if fullX && fullY, let solid { return solid.withBackground(of: old) }
            let centre = CGPoint(x: (Double(column) + Double(a + b) / 16) * cw, y: (Double(row) + Double(c + d) / 16) * ch)
            if clip.hasShapes && !clip.contains(centre) { return nil }
            let glyph: (Glyph, Bool, (Double, Double), (Double, Double)?)?
            if fullX && fullY {
                glyph = (BlockGlyphs.fullGlyph, false, (0.5, 0.5), nil)
            } else if fullX || (isVertical && !fullY && (b - a) * 2 >= 8) {
                glyph = Self.verticalEdge(top: c, bottom: d)
            } else if fullY || (!isVertical && !fullX && (d - c) * 2 >= 8) {
                glyph = Self.horizontalEdge(left: a, right: b)
            } else {
                glyph = nil
            }
            guard let (g, inverse, painted, unpainted) = glyph else { return nil }
            return blockCell(g, inverse: inverse, color: paint.color(at: centre), over: old, painted: painted,
                             unpainted: unpainted)
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
            let i = row * grid.columns + column, old = grid.cells[i]
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
        for row in firstRow...lastRow {
            let c = max(ey0 - row * 8, 0), d = min(ey1 - row * 8, 8)
            drawCell(column: firstColumn, row: row, c: c, d: d, memo: &first)
            guard firstColumn < lastColumn else { continue }
            // The columns between are covered whole across (only the first and last can be cut by the sides).
            if d - c == 8, let whole {
                // Whole cells of an opaque colour: stored one after another, with no decision per cell.
                let start = row * grid.columns
                for i in start + firstColumn + 1..<start + lastColumn { grid.put(whole.withBackground(of: grid.cells[i]), at: i) }
            } else {
                for column in firstColumn + 1..<lastColumn { drawCell(column: column, row: row, c: c, d: d, memo: &between) }
            }
            drawCell(column: lastColumn, row: row, c: c, d: d, memo: &last)
        }
    }

    /// The glyph for a cell covered from eighth `top` to eighth `bottom` (0 = the cell's top), full width.
    static func verticalEdge(top c: Int, bottom d: Int) -> (Glyph, Bool, (Double, Double), (Double, Double)?) {
        let n = d - c
        let anchoredBelow = d == 8 || (c > 0 && c + d >= 8)
        if anchoredBelow {   // lower n/8: paints the bottom
            return (BlockGlyphs.lowerEighthGlyphs[n], false, (0.5, 1 - Double(n) / 16), (0.5, Double(8 - n) / 16))
        }
        // top n/8: the complementary lower glyph in inverse video
        return (BlockGlyphs.lowerEighthGlyphs[8 - n], true, (0.5, Double(n) / 16), (0.5, 1 - Double(8 - n) / 16))
    }

    /// The glyph for a cell covered from eighth `left` to eighth `right`, full height.
    static func horizontalEdge(left a: Int, right b: Int) -> (Glyph, Bool, (Double, Double), (Double, Double)?) {
        let n = b - a
        let anchoredLeft = a == 0 || (b < 8 && a + b <= 8)
        if anchoredLeft {    // left n/8
            return (BlockGlyphs.leftEighthGlyphs[n], false, (Double(n) / 16, 0.5), (1 - Double(8 - n) / 16, 0.5))
        }
        // right n/8: the complementary left glyph in inverse video
        return (BlockGlyphs.leftEighthGlyphs[8 - n], true, (1 - Double(n) / 16, 0.5), (Double(8 - n) / 16, 0.5))
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}

/// What the last cell drawn in one part of a bar's rows became: over which old cell, with the row cut from eighth
/// `c` to eighth `d`. Nil `new` means the cell was left as it was.
private struct BarCellMemo {
    var c = -1, d = -1
    var old = Cell.blank
    var new: Cell?
}
