import Foundation
import Declarative
import Backends

/// The paths from a view to output that the suites time, as a library user would write them.
///
/// ```
/// view ─▶ ViewHost.render() ─▶ DisplayList ─┬─▶ SVGRenderer ─▶ String
///         (update, layout, draw)            └─▶ TerminalPipeline (rasterize, diff) ─▶ bytes / text
/// ```
@MainActor
enum Pipeline {
    /// An environment whose text metrics match the SVG backend (made once, as an app makes its environment).
    static let svgEnvironment: EnvironmentValues = {
        var e = EnvironmentValues()
        e.textMetrics = SVGTextMetrics()
        return e
    }()

    /// An environment whose text metrics match the terminal rasterizer (made once, as an app makes its environment).
    static let terminalEnvironment: EnvironmentValues = {
        var e = EnvironmentValues()
        e.textMetrics = TerminalRasterizer().textMetrics
        e.displayScale = TerminalRasterizer().displayScale
        return e
    }()

    /// The display list of a view at a size, from a new host.
    static func displayList(_ view: some View, size: CGSize, environment: EnvironmentValues) -> DisplayList {
        ViewHost(rootView: view, size: size, environment: environment).render()
    }

    /// A view to an SVG document, from scratch.
    static func svg(_ view: some View, size: CGSize) -> String {
        SVGRenderer().render(displayList(view, size: size, environment: svgEnvironment))
    }

    /// The next coloured terminal frame of a live host after `change` (a state write).
    static func nextTerminalFrame(of host: ViewHost, after change: () -> Void, colorLevel: ColorLevel = .trueColor) -> String {
        change()
        let grid = TerminalRasterizer().gridSize(for: host.size)
        return TerminalPipeline(grid: TerminalSize(columns: grid.columns, rows: grid.rows), colorLevel: colorLevel)
            .text(of: host.render())
    }

    /// A live host for a terminal of `columns` × `rows` cells.
    static func terminalHost(_ view: some View, columns: Int, rows: Int) -> ViewHost {
        let cell = TerminalRasterizer().cellSize
        return ViewHost(rootView: view, size: CGSize(width: CGFloat(columns) * cell.width, height: CGFloat(rows) * cell.height),
                        environment: terminalEnvironment)
    }

    /// A view to one coloured terminal frame (a string with SGR codes, no cursor moves), from scratch.
    static func terminalFrame(_ view: some View, columns: Int, rows: Int, colorLevel: ColorLevel = .trueColor) -> String {
        nextTerminalFrame(of: terminalHost(view, columns: columns, rows: rows), after: {}, colorLevel: colorLevel)
    }
}
