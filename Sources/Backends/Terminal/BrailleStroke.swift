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
            /// The dots `from…to` of dot row `fixed` (or dot column, when not `horizontal`), a cell at a time and in
            /// the order Bresenham would plot them: the same dots, cells and `touched` order as `plot` per dot.
            /// Only for a clip with no shapes, whose rectangle is tested once per run rather than per dot.
            func plotRun(horizontal: Bool, fixed: Int, from start: Int, to end: Int) {
                let r = clip.rect
                let (size, fixedSize, limit, fixedLimit) = horizontal ? (dw, dh, maxX, maxY) : (dh, dw, maxY, maxX)
                guard fixed >= 0, fixed < fixedLimit,
                      Self.dots(fixed, fixed, size: fixedSize, from: horizontal ? r?.minY : r?.minX,
                                to: horizontal ? r?.maxY : r?.maxX) != nil,
                      let run = Self.dots(max(min(start, end), 0), min(max(start, end), limit - 1), size: size,
                                          from: horizontal ? r?.minX : r?.minY, to: horizontal ? r?.maxX : r?.maxY)
                else { return }
                let perCell = horizontal ? 2 : 4
                let first = run.lowerBound / perCell, last = run.upperBound / perCell
                for cell in stride(from: start <= end ? first : last, through: start <= end ? last : first,
                                   by: start <= end ? 1 : -1) {
                    var bits: UInt8 = 0
                    for sub in max(run.lowerBound - cell * perCell, 0)...min(run.upperBound - cell * perCell, perCell - 1) {
                        bits |= horizontal ? BlockGlyphs.brailleBit(x: sub, y: fixed & 3)
                                           : BlockGlyphs.brailleBit(x: fixed & 1, y: sub)
                    }
                    let key = horizontal ? (fixed >> 2) * columns + cell : cell * columns + (fixed >> 1)
                    if masks[key] == 0 { touched.append(key) }
                    masks[key] |= bits
                }
            }
            func dot(_ v: CGFloat, _ size: Double) -> Int {
                Int(max(-1_000_000, min(1_000_000, (Double(v) / size).rounded(.down))))
            }
            let area = CGRect(x: -dw, y: -dh, width: Double(maxX + 2) * dw, height: Double(maxY + 2) * dh)
            let segments = shape.segments
            for (p, q) in segments {
                guard let (a, b) = Self.clip(p, q, to: area) else { continue }
                let x0 = dot(a.x, dw), y0 = dot(a.y, dh), x1 = dot(b.x, dw), y1 = dot(b.y, dh)
                // Grid lines and axes are straight along a row or column of dots: whole cells at a time.
                if y0 == y1 && !clip.hasShapes {
                    plotRun(horizontal: true, fixed: y0, from: x0, to: x1)
                } else if x0 == x1 && !clip.hasShapes {
                    plotRun(horizontal: false, fixed: x0, from: y0, to: y1)
                } else {
                    Self.bresenham(x0, y0, x1, y1, plot)
                }
            }
            if segments.isEmpty, let p = shape.subpaths.first?.points.first { plot(dot(p.x, dw), dot(p.y, dh)) }
        }
        let uniform = paint.uniformColor
        for key in touched {
            let color = uniform ?? paint.color(at: CGPoint(x: (Double(key % columns) + 0.5) * Double(cellSize.width),
                                                           y: (Double(key / columns) + 0.5) * Double(cellSize.height)))
            addBraille(brailleMasks[key], color: color, at: key)
            brailleMasks[key] = 0
        }
    }

    /// The dots `lo…hi` along one axis, `size` apart, whose centres fall in `[minimum, maximum)` (a clip
    /// rectangle's extent; nil bounds for no clip), or nil if none do: the test `ClipRegion.contains` makes per
    /// dot, which the dots pass as one range, so each end is found from a guess.
    static func dots(_ lo: Int, _ hi: Int, size: Double, from minimum: CGFloat?, to maximum: CGFloat?) -> ClosedRange<Int>? {
        guard lo <= hi else { return nil }
        guard let minimum, let maximum else { return lo...hi }
        /// The first dot of lo…hi + 1 from which on `past` holds (it is false, then true, along the axis).
        func first(near guess: CGFloat, _ past: (CGFloat) -> Bool) -> Int {
            let estimate = Double(guess) / size - 0.5
            var x = estimate.isFinite ? Int(max(Double(lo), min(Double(hi + 1), estimate.rounded(.down)))) : lo
            while x > lo && past(CGFloat((Double(x - 1) + 0.5) * size)) { x -= 1 }
            while x <= hi && !past(CGFloat((Double(x) + 0.5) * size)) { x += 1 }
            return x
        }
        let start = first(near: minimum) { $0 >= minimum }, end = first(near: maximum) { !($0 < maximum) }
        return start < end ? start...(end - 1) : nil
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
