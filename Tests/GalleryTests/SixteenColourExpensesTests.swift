import Testing
import Foundation
import Declarative
@testable import Backends
@testable import Gallery

/// The expenses chart in 16 colours, as xterm (`TERM=xterm`, no `COLORTERM`) shows it: the purple header stays
/// magenta (5) rather than turning the bright blue (12) of the bars' tops, and the bars' purple-to-blue gradient
/// steps from magenta at the bottom to blue at the top, through the nearest palette entries.
@Suite @MainActor struct SixteenColourExpensesTests {
    /// Each cell as the palette index (hex) of the colour covering most of it, `.` for the default background;
    /// text as itself.
    static func paletteMap(_ cells: CellBuffer, level: ColorLevel) -> String {
        let palette = FramePalette(cells, level: level)
        return (0..<cells.rows).map { row in
            String((0..<cells.columns).map { column -> Character in
                let cell = cells[column, row]
                if RasterCanvas.isText(cell.glyph) { return Character(cell.grapheme) }
                let mask = cell.glyph == .space ? CoverageMask.empty : GlyphChoice.mask(of: cell.glyph) ?? .empty
                let foregroundPart = cell.attributes.contains(.inverse) ? 64 - mask.count : mask.count
                let shown = foregroundPart >= 32 ? cell.foreground : cell.background
                guard case .index(let i)? = shown.map({ TerminalPen.code($0, level, palette) }).flatMap(Index.init) else { return "." }
                return Character(String(i, radix: 16))
            })
        }.joined(separator: "\n")
    }

    /// A palette code's index.
    enum Index {
        case index(Int)
        init?(_ code: TerminalPen.Code) {
            guard code.rawValue >> 24 == 1 else { return nil }
            self = .index(Int(code.rawValue & 0xFF))
        }
    }

    @Test func headerAndGradientKeepTheirHues() async {
        let demo = DemoCatalogue.all.first { $0.name == "expenses" }!
        var environment = EnvironmentValues()
        environment.textMetrics = TerminalTextMetrics()
        let list = await ScenarioRunner(demo.view, size: CGSize(width: 48 * 8, height: 20 * 16), environment: environment).finalFrame()
        let map = Self.paletteMap(TerminalRasterizer().rasterize(list), level: .ansi16)
        #expect(map == Self.golden, "\n\(map)")
    }

    static let golden = """
        .5555555555555555555555555555555555555555555555.
        .ffffff.fff.fff.fff.fff.fff.fff.fff.fff.fff.fff.
        .ffffff.fff.fff.fff.fff.fff.fff.fff.fff.fff.fff.
        .ffffff.fff.fff.fff.fff.fff.fff.fff.fff.fff.fff.
        .ffffff.fff.fff.fff.fff.fff.fff.fff.ccc.fff.fff.
        .ffffff.fff.fff.fff.fff.ccc.fff.fff.ccc.fff.fff.
        .ffffff.fff.fff.fff.fff.ccc.fff.fff.ccc.fff.fff.
        .ffffff.fff.fff.fff.fff.ccc.fff.fff.ccc.fff.fff.
        .ffffff.fff.fff.fff.fff.ccc.fff.fff.ccc.fff.fff.
        .ffffff.fff.fff.fff.fff.ccc.fff.fff.ccc.fff.fff.
        .ffffff.fff.fff.fff.fff.ccc.fff.fff.ccc.fff.fff.
        .cccfff.fff.fff.fff.fff.ccc.fff.fff.ccc.fff.fcf.
        .cccfff.fff.fff.fff.ccc.ccc.fff.ccc.ccc.fff.ccc.
        .cccfff.fff.fff.fff.ccc.ccc.fff.ccc.ccc.fff.ccc.
        .cccfff.fff.fff.fff.ccc.ccc.ccc.ccc.ccc.fff.ccc.
        .cccfff.ccc.fff.fff.ccc.ccc.ccc.ccc.ccc.fff.ccc.
        .cccfcc.ccc.fff.ccc.ccc.ccc.ccc.ccc.ccc.ccc.ccc.
        .cccccc.ccc.fff.ccc.ccc.555.ccc.ccc.555.ccc.ccc.
        .555ccc.ccc.ccc.ccc.ccc.555.ccc.ccc.555.ccc.ccc.
        .555555.555.ccc.555.555.555.555.555.555.555.555.
        """
}
