import Foundation
import Declarative

/// Filling any shape by coverage sampling: ellipses, pie slices, areas, rounded corners.
///
/// Each cell is sampled at the centres of its 8 × 8 sub-cells (1 × 2 pt each for an 8 × 16 pt cell); the covered
/// ones make a ``CoverageMask``, and ``GlyphChoice`` picks the glyph that shows it best — a quadrant on a curve, an
/// eighth where the edge runs along the cell, a space on the colour where the cell is covered whole:
///
/// ```
///  the edge of a disc           samples            glyph
///  ╭──                          ......##           ▗  (error 6 of 64)
///  │                            ....####
///                               ...#####  ...
/// ```
extension RasterCanvas {
    /// Fills one cell by coverage.
    mutating func fillCoverage(column: Int, row: Int, cellSize: CGSize, inside: (CGPoint) -> Bool, paint: PaintSampler) {
        guard let i = grid.index(column: column, row: row) else { return }
        let x0 = Double(column), y0 = Double(row), cw = Double(cellSize.width), ch = Double(cellSize.height)
        let coverage = CoverageMask { x, y in inside(CGPoint(x: (x0 + x) * cw, y: (y0 + y) * ch)) }
        let color = { (choice: GlyphChoice) in
            paint.color(at: CGPoint(x: (x0 + choice.painted.0) * cw, y: (y0 + choice.painted.1) * ch))
        }
        if let cell = cell(painting: coverage, color: color, over: grid.cells[i]) { grid.put(cell, at: i) }
    }

    /// Fills a flattened shape by coverage over the cells its bounds touch.
    mutating func fillShape(_ shape: FlattenedPath, evenOdd: Bool, cellSize: CGSize, clip: ClipRegion,
                            paint: PaintSampler) {
        // Within the grid, so that a hand-built path's huge coordinates convert to cells; NaN or ∞ draws nothing.
        let bounds = shape.bounds
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return }
        let area = CGRect(x: 0, y: 0, width: CGFloat(grid.columns) * cellSize.width, height: CGFloat(grid.rows) * cellSize.height)
        let box = clip.clipping(bounds).intersection(area)
        guard !box.isNull, box.width > 0 || box.height > 0 else { return }
        let c0 = max(Int((box.minX / cellSize.width).rounded(.down)), 0)
        let c1 = min(Int((box.maxX / cellSize.width).rounded(.up)), grid.columns) - 1
        let r0 = max(Int((box.minY / cellSize.height).rounded(.down)), 0)
        let r1 = min(Int((box.maxY / cellSize.height).rounded(.up)), grid.rows) - 1
        guard c0 <= c1, r0 <= r1 else { return }
        for row in r0...r1 {
            for column in c0...c1 {
                fillCoverage(column: column, row: row, cellSize: cellSize,
                             inside: { shape.contains($0, evenOdd: evenOdd) && clip.contains($0) }, paint: paint)
            }
        }
    }
}
