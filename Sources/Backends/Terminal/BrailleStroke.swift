import Foundation
import Declarative

/// Stroking lines with braille dots: a cell is a 2×4 grid of dots (4×4 pt each for an 8×16 pt cell).
///
/// Each segment of the flattened path is mapped to dot coordinates and walked with Bresenham's algorithm; the
/// dots set in each cell are collected into one mask, then merged into the buffer, so that lines drawn by earlier
/// items keep their dots where they cross (the colour of the cell is the last line's). TERMINAL.md §2.4.
///
/// ```
///  (0,0)──────────(7,3) in dots  →  ⠉⠒⠤⣀  (two cells wide … the line falls one dot row per two dots)
/// ```
extension RasterCanvas {
    /// Strokes the segments of `shape` in dots, skipping dots outside the clip.
    mutating func strokeBraille(_ shape: FlattenedPath, cellSize: CGSize, clip: ClipRegion, paint: PaintSampler) {
        let dw = Double(cellSize.width) / 2, dh = Double(cellSize.height) / 4
        let columns = grid.columns, maxX = columns * 2, maxY = grid.rows * 4
        // The dots of each cell gather in `brailleMasks` (zero between strokes); `touched` lists the cells in the
        // order their first dot came, and each gets its mask in one write.
        if brailleMasks.count != grid.cells.count { brailleMasks = Array(repeating: 0, count: grid.cells.count) }
        var touched: [Int] = []
        let clipped = clip.rect != nil || clip.hasShapes
        brailleMasks.withUnsafeMutableBufferPointer { masks in
            func plot(_ x: Int, _ y: Int) {
                guard x >= 0, y >= 0, x < maxX, y < maxY else { return }
                if clipped {
                    guard clip.contains(CGPoint(x: (Double(x) + 0.5) * dw, y: (Double(y) + 0.5) * dh)) else { return }
                }
                let key = (y >> 2) * columns + (x >> 1)     // x, y ≥ 0: shifts and masks divide
                if masks[key] == 0 { touched.append(key) }
                masks[key] |= BlockGlyphs.brailleBit(x: x & 1, y: y & 3)
            }
            func dot(_ v: CGFloat, _ size: Double) -> Int {
                Int(max(-1_000_000, min(1_000_000, (Double(v) / size).rounded(.down))))
            }
            let area = CGRect(x: -dw, y: -dh, width: Double(maxX + 2) * dw, height: Double(maxY + 2) * dh)
            let segments = shape.segments
            for (p, q) in segments {
                guard let (a, b) = Self.clip(p, q, to: area) else { continue }
                Self.bresenham(dot(a.x, dw), dot(a.y, dh), dot(b.x, dw), dot(b.y, dh), plot)
            }
            if segments.isEmpty, let p = shape.subpaths.first?.points.first { plot(dot(p.x, dw), dot(p.y, dh)) }
        }
        for key in touched {
            let column = key % columns, row = key / columns
            let centre = CGPoint(x: (Double(column) + 0.5) * Double(cellSize.width), y: (Double(row) + 0.5) * Double(cellSize.height))
            addBraille(brailleMasks[key], color: paint.color(at: centre), at: key)
            brailleMasks[key] = 0
        }
    }

    /// The integer points of a line from (x0, y0) to (x1, y1), both ends included.
    static func bresenham(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ plot: (Int, Int) -> Void) {
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var err = dx + dy, x = x0, y = y0
        while true {
            plot(x, y)
            if x == x1 && y == y1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
    }

    /// The part of the segment p–q inside `r` (Liang–Barsky), or nil if none: a line that starts far off-screen
    /// costs no more than one that starts on it.
    static func clip(_ p: CGPoint, _ q: CGPoint, to r: CGRect) -> (CGPoint, CGPoint)? {
        let dx = q.x - p.x, dy = q.y - p.y
        var t0: CGFloat = 0, t1: CGFloat = 1
        for (pk, qk) in [(-dx, p.x - r.minX), (dx, r.maxX - p.x), (-dy, p.y - r.minY), (dy, r.maxY - p.y)] {
            if pk == 0 {
                if qk < 0 { return nil }
            } else {
                let t = qk / pk
                if pk < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                if t0 > t1 { return nil }
            }
        }
        return (CGPoint(x: p.x + t0 * dx, y: p.y + t0 * dy), CGPoint(x: p.x + t1 * dx, y: p.y + t1 * dy))
    }
}
