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
    mutating func fillCoverage(column: Int, row: Int, cellSize: CGSize, inside: (CGPoint) -> Bool,
                               color: (CGPoint) -> Color.Resolved) {
        let bits = Self.quadrantBits(column: column, row: row, cellSize: cellSize, inside: inside)
        guard bits != 0 else { return }
        let centres = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]
        let on = (0..<4).filter { bits & (1 << $0) != 0 }
        let off = (0..<4).first { bits & (1 << $0) == 0 }
        let cx = on.map { centres[$0].0 }.reduce(0, +) / Double(on.count)
        let cy = on.map { centres[$0].1 }.reduce(0, +) / Double(on.count)
        let point = CGPoint(x: (Double(column) + cx) * Double(cellSize.width), y: (Double(row) + cy) * Double(cellSize.height))
        put(BlockGlyphs.quadrants[bits], color: color(point), column: column, row: row,
            painted: centres[on[0]], unpainted: off.map { centres[$0] })
    }

    /// Fills a flattened shape by coverage over the cells its bounds touch.
    mutating func fillShape(_ shape: FlattenedPath, evenOdd: Bool, cellSize: CGSize, clip: ClipRegion,
                            color: (CGPoint) -> Color.Resolved) {
        let box = clip.clipping(shape.bounds)
        guard !box.isNull, box.width > 0 || box.height > 0 else { return }
        let c0 = max(Int((box.minX / cellSize.width).rounded(.down)), 0)
        let c1 = min(Int((box.maxX / cellSize.width).rounded(.up)), buffer.columns) - 1
        let r0 = max(Int((box.minY / cellSize.height).rounded(.down)), 0)
        let r1 = min(Int((box.maxY / cellSize.height).rounded(.up)), buffer.rows) - 1
        guard c0 <= c1, r0 <= r1 else { return }
        for row in r0...r1 {
            for column in c0...c1 {
                fillCoverage(column: column, row: row, cellSize: cellSize,
                             inside: { shape.contains($0, evenOdd: evenOdd) && clip.contains($0) }, color: color)
            }
        }
    }
}
