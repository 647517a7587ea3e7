import Foundation
import Declarative

/// Filling any shape with quadrant blocks by coverage sampling: ellipses, pie slices, areas, rounded corners.
///
/// Each cell splits into 2×2 quadrants (for an 8×16 pt cell, each is 4×8 pt). A quadrant is painted when at least
/// half of its 3×3 sample points fall inside the shape (and inside the clip), and the cell gets the glyph for its
/// four bits from ``BlockGlyphs/quadrants``:
///
/// ```
///  samples per quadrant      coverage → bits → glyph
///  · · · | · · ·             ↖ 7/9  ↗ 2/9
///  · · · | · · ·             ↙ 9/9  ↘ 5/9   → 1 + 4 + 8 = 13 → ▙
/// ```
extension RasterCanvas {
    /// The quadrant bits of one cell for an inside-test in display list space.
    static func quadrantBits(column: Int, row: Int, cellSize: CGSize, inside: (CGPoint) -> Bool) -> Int {
        var bits = 0
        let qw = cellSize.width / 2, qh = cellSize.height / 2
        for q in 0..<4 {
            let x0 = CGFloat(column) * cellSize.width + CGFloat(q % 2) * qw
            let y0 = CGFloat(row) * cellSize.height + CGFloat(q / 2) * qh
            var hits = 0
            for sy in 0..<3 {
                for sx in 0..<3 where inside(CGPoint(x: x0 + (CGFloat(sx) + 0.5) * qw / 3,
                                                      y: y0 + (CGFloat(sy) + 0.5) * qh / 3)) {
                    hits += 1
                }
            }
            if hits >= 5 { bits |= 1 << q }
        }
        return bits
    }

    /// Fills one cell by coverage.
    mutating func fillCoverage(column: Int, row: Int, cellSize: CGSize, inside: (CGPoint) -> Bool, paint: PaintSampler) {
        guard let i = grid.index(column: column, row: row) else { return }
        let bits = Self.quadrantBits(column: column, row: row, cellSize: cellSize, inside: inside)
        guard bits != 0 else { return }
        // The painted quadrants' mean centre (summed in quadrant order), the first painted and first unpainted one.
        let centres = Self.quadrantCentres
        var cx = 0.0, cy = 0.0, on = 0
        var firstOn: Int?, firstOff: Int?
        for q in 0..<4 {
            if bits & (1 << q) != 0 {
                cx += centres[q].0
                cy += centres[q].1
                on += 1
                if firstOn == nil { firstOn = q }
            } else if firstOff == nil {
                firstOff = q
            }
        }
        let point = CGPoint(x: (Double(column) + cx / Double(on)) * Double(cellSize.width),
                            y: (Double(row) + cy / Double(on)) * Double(cellSize.height))
        put(BlockGlyphs.quadrantGlyphs[bits], color: paint.color(at: point), at: i,
            painted: centres[firstOn ?? 0], unpainted: firstOff.map { centres[$0] })
    }

    /// The centres of the quadrants ↖ ↗ ↙ ↘ in unit cell coordinates.
    private static let quadrantCentres = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]

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
