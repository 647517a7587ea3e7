import Foundation
import Declarative

/// Stroking lines with braille dots: a cell is a 2×4 grid of dots (4×4 pt each for an 8×16 pt cell).
///
/// Each segment of the flattened path is mapped to dot coordinates and walked with Bresenham's algorithm (a
/// segment along one row or column of dots a cell at a time); the dots set in each cell are collected into one
/// mask (see ``BrailleDots``), then merged into the buffer, so that lines drawn by earlier
/// items keep their dots where they cross (the colour of the cell is the last line's), as ratatui's braille canvas does.
/// Dots follow Unicode's Braille Patterns block: U+2800 + mask, dot n is bit n − 1.
///
/// ```
///  (0,0)──────────(7,3) in dots  →  ⠉⠒⠤⣀  (two cells wide … the line falls one dot row per two dots)
/// ```
extension RasterCanvas {
    /// Strokes the segments of `path`, mapped by `t`, in dots, skipping dots outside the clip; only the dashes of
    /// `dash` when there is one.
    mutating func strokeBraille(_ path: Path, transform t: CGAffineTransform, dash: DashPattern? = nil, cellSize: CGSize,
                                clip: ClipRegion, paint: PaintSampler) {
        if dash == nil, !clip.hasShapes, let uniform = paint.uniformColor, let (p, q) = Self.onlySegment(of: path, transform: t) {
            // One straight segment (a grid line, an axis): when it runs along a row or column of dots, each cell it
            // crosses gets its dots once, in order, so they go into the grid as they come, with no masks to gather.
            let dots = BrailleDots(masks: UnsafeMutableBufferPointer(start: nil, count: 0),
                                   order: UnsafeMutableBufferPointer(start: nil, count: 0), grid: grid, cellSize: cellSize, clip: clip)
            guard let (x0, y0, x1, y1) = Self.dotSegment(p, q, in: dots) else { return }
            if y0 == y1 || x0 == x1 {
                var last = (old: Cell.continuation, mask: UInt8(0), new: Cell.continuation)   // a mask of 0 matches no cell
                let grid = self.grid
                dots.forEachPart(horizontal: y0 == y1, fixed: y0 == y1 ? y0 : x0, from: y0 == y1 ? x0 : y0,
                                 to: y0 == y1 ? x1 : y1) { mask, key, count, step in
                    // The cells along a row between the ends over equal narrow cells (a grid line over blanks) all
                    // become what the first becomes.
                    let lowest = step > 0 ? key : key &+ (count &- 1) &* step
                    let fills = count > 2 && (step == 1 || step == -1) && grid.allEqualAndNarrow(lowest, count: count)
                    var key = key
                    for _ in 0..<(fills ? 1 : count) {
                        let old = grid.cells[key]
                        if mask != last.mask || old != last.old { last = (old, mask, brailleCell(mask, color: uniform, over: old)) }
                        grid.put(last.new, at: key)
                        key &+= step
                    }
                    if fills {
                        if last.new.width == 1 {
                            grid.fillNarrow(last.new, in: lowest..<lowest &+ count)
                        } else {
                            grid.fill(last.new, in: lowest..<lowest &+ count)
                        }
                    }
                }
                return
            }
        }
        let scratch = brailleScratch ?? BrailleScratch(cells: grid.cells.count)
        brailleScratch = scratch
        let masks = scratch.masks, order = scratch.order
        var dots = BrailleDots(masks: masks, order: order, grid: grid, cellSize: cellSize, clip: clip)
        gather(path, transform: t, dash: dash, into: &dots)
        let cells = order[..<dots.count]
        guard let uniform = paint.uniformColor else {
            let columns = grid.columns
            for key in cells {
                let centre = CGPoint(x: (Double(key % columns) + 0.5) * cellSize.width,
                                     y: (Double(key / columns) + 0.5) * cellSize.height)
                grid.put(brailleCell(masks[key], color: paint.color(at: centre), over: grid.cells[key]), at: key)
                masks[key] = 0
            }
            return
        }
        // In one colour, the same dots over the same cell make the same cell: along a grid line, the cell before's.
        var last = (old: Cell.continuation, mask: UInt8(0), new: Cell.continuation)   // a mask of 0 matches no cell
        for key in cells {
            let mask = masks[key], old = grid.cells[key]
            masks[key] = 0
            if mask != last.mask || old != last.old { last = (old, mask, brailleCell(mask, color: uniform, over: old)) }
            grid.put(last.new, at: key)
        }
    }

    /// The one segment of a path that is a move and a line, mapped by `t` (as ``StraightSegments`` maps it); nil for
    /// any other path.
    static func onlySegment(of path: Path, transform t: CGAffineTransform) -> (CGPoint, CGPoint)? {
        guard case .elements(let elements) = path.storage, elements.count == 2,
              case .move(let a) = elements[0], case .line(let b) = elements[1] else { return nil }
        return (a.applying(t), b.applying(t))
    }

    /// The segment p–q in dot coordinates, clipped to the grid and a dot around it; nil when none of it is there.
    static func dotSegment(_ p: CGPoint, _ q: CGPoint, in dots: BrailleDots) -> (Int, Int, Int, Int)? {
        let dw = dots.dotWidth, dh = dots.dotHeight
        func dot(_ v: CGFloat, _ size: Double) -> Int {
            Int(max(-1_000_000, min(1_000_000, (Double(v) / size).rounded(.down))))
        }
        let area = CGRect(x: -dw, y: -dh, width: Double(dots.dotColumns + 2) * dw, height: Double(dots.dotRows + 2) * dh)
        guard let (a, b) = clip(p, q, to: area) else { return nil }
        return (dot(a.x, dw), dot(a.y, dh), dot(b.x, dw), dot(b.y, dh))
    }

    /// Adds the dots of each segment of `path` mapped by `t` (or of its first point, when it has no segments).
    private func gather(_ path: Path, transform t: CGAffineTransform, dash: DashPattern?, into dots: inout BrailleDots) {
        let dw = dots.dotWidth, dh = dots.dotHeight
        func dot(_ v: CGFloat, _ size: Double) -> Int {
            Int(max(-1_000_000, min(1_000_000, (Double(v) / size).rounded(.down))))
        }
        /// Adds the dots of the segment p–q.
        func add(_ p: CGPoint, _ q: CGPoint) {
            guard let (x0, y0, x1, y1) = Self.dotSegment(p, q, in: dots) else { return }
            // Grid lines and axes run along a row or column of dots: they go in a cell at a time.
            if y0 == y1 && !dots.clip.hasShapes {
                dots.plotRun(horizontal: true, fixed: y0, from: x0, to: x1)
            } else if x0 == x1 && !dots.clip.hasShapes {
                dots.plotRun(horizontal: false, fixed: x0, from: y0, to: y1)
            } else {
                Self.bresenham(x0, y0, x1, y1) { dots.plot($0, $1) }
            }
        }
        // A solid path of straight lines is read as it is; one with curves or dashes is flattened first.
        var segments = 0, firstPoint: CGPoint?
        if dash == nil, let straight = StraightSegments.forEach(in: path, transform: t, add) {
            (segments, firstPoint) = straight
        } else {
            var shape = FlattenedPath(path, transform: t)
            if let dash { shape = dash.apply(to: shape, endInset: min(dw, dh) / 2) }
            // Each subpath's segments, and the segment that closes it.
            for sub in shape.subpaths {
                let points = sub.points
                for k in points.indices.dropFirst() { add(points[k - 1], points[k]) }
                segments += max(points.count - 1, 0)
                if sub.isClosed, let first = points.first, let last = points.last, first != last {
                    add(last, first)
                    segments += 1
                }
            }
            firstPoint = shape.subpaths.first?.points.first
        }
        if segments == 0, let p = firstPoint { dots.plot(dot(p.x, dw), dot(p.y, dh)) }
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
