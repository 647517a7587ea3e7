import Foundation
import Declarative

/// Turns a display list into terminal cells.
///
/// Points map to cells (8 × 16 pt by default, so cells are square-ish pixels of 1:2). Each item is drawn back to
/// front with the technique that suits its geometry:
///
/// | item                                        | drawn with                                   |
/// |---------------------------------------------|----------------------------------------------|
/// | filled rectangle (axis-aligned)             | exact coverage to 1/8 cell, best glyph per cell |
/// | filled rounded rectangle, small radius      | the same, corners ignored                    |
/// | filled rounded rectangle, larger radius     | the same, corner cells sampled 8 × 8         |
/// | any other fill (ellipse, path, rotated rect)| coverage sampled 8 × 8, best glyph per cell  |
/// | stroke (dashed ones by their dashes)        | braille dots, 2 × 4 per cell                 |
/// | text                                        | one grapheme per cell (see `TextPlacement`)   |
///
/// The best glyph is chosen among the eighth blocks and quadrants, and the sextants where ``capabilities`` has them
/// (see `GlyphChoice`). Colours are sampled per cell from the item's paint in its local space (gradients vary cell by cell), and
/// translucent paint is blended over what the cell already shows — or over the scheme's background (white in
/// light mode, black in dark) where it shows nothing. Clips are honoured to 1/8 cell for rectangles, and by
/// sampling otherwise.
public struct TerminalRasterizer: Sendable {
    /// The default size of one cell: 8 × 16 pt.
    public static let defaultCellSize = CGSize(width: 8, height: 16)

    /// The size of one cell, in points.
    public var cellSize: CGSize
    /// The glyphs the terminal draws beyond the common ones (sextants for edges, where it has them).
    public var capabilities: TerminalCapabilities

    /// Creates a rasterizer with a cell size (8 × 16 pt by default) and the terminal's capabilities (the common
    /// glyphs only, by default). Non-positive sizes fall back to the default.
    public init(cellSize: CGSize = TerminalRasterizer.defaultCellSize, capabilities: TerminalCapabilities = .standard) {
        let valid = cellSize.width.isFinite && cellSize.height.isFinite && cellSize.width > 0 && cellSize.height > 0
        self.cellSize = valid ? cellSize : Self.defaultCellSize
        self.capabilities = capabilities
    }

    /// The text metrics that agree with this rasterizer, for layout.
    public var textMetrics: TerminalTextMetrics { TerminalTextMetrics(cellSize: cellSize) }

    /// The number of columns and rows that hold a drawing of `size` points (rounded up).
    public func gridSize(for size: CGSize) -> (columns: Int, rows: Int) {
        func cells(_ v: CGFloat, _ cell: CGFloat) -> Int {
            guard v.isFinite, v > 0 else { return 0 }
            return Int(min((v / cell - 1e-9).rounded(.up), 10_000))
        }
        return (cells(size.width, cellSize.width), cells(size.height, cellSize.height))
    }

    /// The display list drawn into a new buffer the size of the list.
    public func rasterize(_ list: DisplayList) -> CellBuffer {
        let (columns, rows) = gridSize(for: list.size)
        var buffer = CellBuffer(columns: columns, rows: rows)
        rasterize(list, into: &buffer)
        return buffer
    }

    /// The display list drawn over an existing buffer (for example one sized to the terminal).
    public func rasterize(_ list: DisplayList, into buffer: inout CellBuffer) {
        buffer.withUnsafeMutableCells { grid in
            var canvas = RasterCanvas(grid: grid, colorScheme: list.colorScheme, capabilities: capabilities)
            for item in list.items where item.opacity > 0 {
                draw(item, on: &canvas)
            }
            canvas.paintedCells.publish()
            canvas.colors.publish()
        }
    }

    private func draw(_ item: DisplayItem, on canvas: inout RasterCanvas) {
        let clip = ClipRegion(item.clips)
        guard !clip.isEmpty else { return }
        let t = item.transform
        switch item.content {
        case .text(let text):
            canvas.drawText(text, transform: t, opacity: item.opacity, clip: clip, cellSize: cellSize)
        case .shape(let shape):
            if let fill = shape.fill?.multiplyingOpacity(by: item.opacity), !fill.isInvisible {
                fillShape(shape, transform: t, clip: clip, paint: PaintSampler(fill, transform: t), on: &canvas)
            }
            if let stroke = shape.stroke, stroke.style.lineWidth > 0, stroke.style.lineWidth.isFinite {
                let faded = stroke.paint.multiplyingOpacity(by: item.opacity)
                guard !faded.isInvisible else { return }
                let paint = PaintSampler(faded, transform: t)
                let scale = (abs(t.a * t.d - t.b * t.c)).squareRoot()
                let width = stroke.style.lineWidth * scale
                let dash = DashPattern(stroke.style.dash, phase: stroke.style.dashPhase, scale: scale)
                if width >= cellSize.width * 0.75 {
                    // A stroke at least most of a cell wide is drawn as the area it covers, so a donut's ring
                    // reads as a band of colour rather than a one-dot outline.
                    var line = FlattenedPath(shape.path, transform: t)
                    if let dash { line = dash.apply(to: line) }
                    canvas.fillShape(FlattenedPath(Self.strokeOutline(line, width: width)), evenOdd: false,
                                     cellSize: cellSize, clip: clip, paint: paint)
                } else {
                    canvas.strokeBraille(shape.path, transform: t, dash: dash, cellSize: cellSize, clip: clip, paint: paint)
                }
            }
        }
    }

    private func fillShape(_ shape: ShapeDrawing, transform t: CGAffineTransform, clip: ClipRegion,
                           paint: PaintSampler, on canvas: inout RasterCanvas) {
        let axisAligned = t.b == 0 && t.c == 0
        switch shape.path.storage {
        case .rect(let rect) where axisAligned:
            canvas.fillBar(rect.applying(t), cellSize: cellSize, clip: clip, paint: paint)
        case .roundedRect(let rect, let radii, _) where axisAligned:
            let root = rect.applying(t)
            let scale = min(abs(t.a), abs(t.d))
            let corners = [radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing].map { $0 * scale }
            // A radius under half a cell's width cannot be seen: draw a plain bar.
            guard corners.contains(where: { $0 >= cellSize.width / 2 }) else {
                canvas.fillBar(root, cellSize: cellSize, clip: clip, paint: paint)
                return
            }
            let outline = FlattenedPath(shape.path, transform: t)
            let cornerBoxes = [
                CGRect(x: root.minX, y: root.minY, width: corners[0], height: corners[0]),
                CGRect(x: root.maxX - corners[1], y: root.minY, width: corners[1], height: corners[1]),
                CGRect(x: root.minX, y: root.maxY - corners[2], width: corners[2], height: corners[2]),
                CGRect(x: root.maxX - corners[3], y: root.maxY - corners[3], width: corners[3], height: corners[3]),
            ].filter { $0.width > 0 }
            let size = cellSize
            canvas.fillBar(root, cellSize: cellSize, clip: clip, paint: paint, useCoverage: { column, row in
                let cell = CGRect(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height,
                                  width: size.width, height: size.height)
                return cornerBoxes.contains { $0.intersects(cell) }
            }, coverage: { canvas, column, row in
                canvas.fillCoverage(column: column, row: row, cellSize: size,
                                    inside: { outline.contains($0) && clip.contains($0) }, paint: paint)
            })
        case .empty:
            return
        default:
            canvas.fillShape(FlattenedPath(shape.path, transform: t), evenOdd: shape.isEvenOdd, cellSize: cellSize,
                             clip: clip, paint: paint)
        }
    }

    /// The area a stroke of `width` covers, as one closed quadrilateral per segment (butt ends; joins are covered by
    /// the overlap of neighbouring quadrilaterals, which all wind the same way along a subpath).
    static func strokeOutline(_ line: FlattenedPath, width: CGFloat) -> Path {
        var elements: [Path.Element] = []
        let half = width / 2
        for subpath in line.subpaths {
            var points = subpath.points
            if subpath.isClosed, let first = points.first { points.append(first) }
            for (p, q) in zip(points, points.dropFirst()) {
                let dx = q.x - p.x, dy = q.y - p.y, length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                // Extend each piece by a little, so that curved strokes have no seams between pieces.
                let ex = dx / length * half * 0.25, ey = dy / length * half * 0.25
                let nx = -dy / length * half, ny = dx / length * half
                let a = CGPoint(x: p.x - ex, y: p.y - ey), b = CGPoint(x: q.x + ex, y: q.y + ey)
                elements += [.move(to: CGPoint(x: a.x + nx, y: a.y + ny)), .line(to: CGPoint(x: b.x + nx, y: b.y + ny)),
                             .line(to: CGPoint(x: b.x - nx, y: b.y - ny)), .line(to: CGPoint(x: a.x - nx, y: a.y - ny)),
                             .closeSubpath]
            }
        }
        return Path(elements: elements)
    }
}
