import Foundation
import Declarative

/// The one path from a view host to a terminal: render → rasterize → diff → bytes to write.
///
/// ```
/// ViewHost.frame() ─▶ DisplayList ─▶ TerminalRenderer.prepared ─▶ TerminalRasterizer ─▶ CellBuffer
///                                                                   ├─▶ ANSIWriter.frame (diff) ─▶ bytes   live host
///                                                                   └─▶ TerminalRenderer.string  ─▶ text    snapshot
/// ```
///
/// `TerminalHost` writes ``update(_:)``'s bytes to the terminal, `TerminalSnapshot` prints ``text(of:)``, and the
/// bench times both; none of them rasterizes or diffs on its own. Plain output (`ColorLevel.none`) leaves faint
/// fills out, as ``TerminalRenderer/render(_:)`` documents.
public struct TerminalPipeline: Sendable {
    /// The rasterizer, with its cell size.
    public let rasterizer: TerminalRasterizer
    /// The grid in cells.
    public private(set) var grid: TerminalSize
    /// The cell every frame starts from (the screen's background).
    public var background: Cell
    private var writer: ANSIWriter

    /// A pipeline for a `grid` of cells at a colour level, on a background cell, drawing with the glyphs the
    /// terminal has (by default, those the process's environment declares: ``TerminalCapabilities/ofProcess``).
    public init(grid: TerminalSize, colorLevel: ColorLevel, cellSize: CGSize = TerminalRasterizer.defaultCellSize,
                background: Cell = .blank,
                capabilities: TerminalCapabilities = .ofProcess) {
        rasterizer = TerminalRasterizer(cellSize: cellSize, capabilities: capabilities)
        self.grid = TerminalSize(columns: max(grid.columns, 0), rows: max(grid.rows, 0))
        self.background = background
        writer = ANSIWriter(colorLevel: colorLevel)
    }

    /// The colour level of the output.
    public var colorLevel: ColorLevel { writer.colorLevel }

    /// The grid's size in points: what the view host lays out in.
    public var size: CGSize {
        CGSize(width: CGFloat(grid.columns) * rasterizer.cellSize.width, height: CGFloat(grid.rows) * rasterizer.cellSize.height)
    }

    /// An environment in which views measure text in cells, in a colour scheme, with or without motion.
    public func environment(colorScheme: ColorScheme, reduceMotion: Bool) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.colorScheme = colorScheme
        e.accessibilityReduceMotion = reduceMotion
        e.textMetrics = rasterizer.textMetrics
        e.terminalCellSize = rasterizer.cellSize
        e.displayScale = rasterizer.displayScale
        return e
    }

    /// A new grid: the next frame is written whole.
    public mutating func resize(to grid: TerminalSize) {
        self.grid = TerminalSize(columns: max(grid.columns, 0), rows: max(grid.rows, 0))
        writer.invalidate()
    }

    /// Forgets what the terminal shows: the next frame is written whole (after a colour scheme change, say).
    public mutating func invalidate() { writer.invalidate() }

    /// The display list rasterized into a buffer of the grid's size.
    public func cells(of list: DisplayList) -> CellBuffer {
        var buffer = CellBuffer(columns: grid.columns, rows: grid.rows, filling: background)
        rasterizer.rasterize(TerminalRenderer(rasterizer: rasterizer, colorLevel: colorLevel).prepared(list), into: &buffer)
        return buffer
    }

    /// Runs the host's frame and returns it with the bytes that bring the terminal from the last frame written to
    /// this one (empty when nothing on screen changed, or when the grid is empty).
    @MainActor
    public mutating func update(_ host: ViewHost) -> (frame: RenderedFrame, bytes: [UInt8]) {
        host.size = size
        let frame = host.frame()
        guard grid.columns > 0, grid.rows > 0 else { return (frame, []) }
        return (frame, write(cells(of: frame.displayList)))
    }

    /// The bytes that bring the terminal from the last frame written to `buffer` (a screen drawn another way, such
    /// as a chart's data table); empty when nothing changed or the grid is empty.
    public mutating func write(_ buffer: CellBuffer) -> [UInt8] {
        guard grid.columns > 0, grid.rows > 0, writer.lastFrame != buffer else { return [] }
        return writer.frame(buffer)
    }

    /// The display list as text: one line per row, plain or with SGR codes and no cursor moves.
    public func text(of list: DisplayList) -> String {
        TerminalRenderer(rasterizer: rasterizer, colorLevel: colorLevel).string(from: cells(of: list))
    }
}
