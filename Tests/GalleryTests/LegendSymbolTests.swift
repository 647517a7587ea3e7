import Testing
import Foundation
import Declarative
@testable import Backends
@testable import Gallery

/// Terminal legends show a mark before each label: a swatch in the series' colour, and without colour (`NO_COLOR`)
/// a distinct symbol per series — the same symbol the series' points show — so the legend still tells the series
/// apart.
@Suite @MainActor struct LegendSymbolTests {
    func frame(_ name: String) async -> DisplayList {
        let demo = DemoCatalogue.all.first { $0.name == name }!
        var environment = EnvironmentValues()
        environment.textMetrics = TerminalTextMetrics()
        return await ScenarioRunner(demo.view, size: CGSize(width: 60 * 8, height: 16 * 16), environment: environment).finalFrame()
    }

    @Test func plainLegendGivesEachSeriesItsSymbol() async {
        let text = TerminalRenderer().render(await frame("sales"))
        let legend = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(3).joined(separator: "\n")
        #expect(legend == Self.plainSales, "\n\(legend)")
    }

    @Test func plainPointsShowTheirSeriesSymbol() async {
        let text = TerminalRenderer().render(await frame("temperatures"))
        #expect(text == Self.plainTemperatures, "\n\(text)")
    }

    @Test func colouredLegendShowsASwatchInEachSeriesColour() async {
        let cells = TerminalRasterizer().rasterize(await frame("sales"))
        let map = SixteenColourExpensesTests.paletteMap(cells, level: .ansi16)
        let legend = map.split(separator: "\n", omittingEmptySubsequences: false).suffix(3).joined(separator: "\n")
        #expect(legend == Self.colouredSales, "\n\(legend)")
    }

    static let plainSales = """
             Jan      Feb     Mar      Apr      May      Jun
          ● Cups ■ Plates

        """
    static let plainTemperatures = """

          Daily high, °C

          ⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⢹30
          ⡇      ⢸       ⡇      ⢸       ⢸       ⡇      ⢸       ⢸
          ⡇      ⢸       ⡇      ⢸       ⢸    ⢀⣀⣀●⣀⣀⡀   ⢸    ⣀⡠⠤●
          ⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⣉⣉●⠭⠟⠋⠉⠉⠉⠉⡏⠉⠉⠉⠉⠙⠛●⠛⠛⠉⠉⠉⠉⠉⢹20
          ⡇      ●⣀⡠⠤⠤⠖⠒⠒●⠒⠒⠒⠦⠤⠤●⠤⠴⠒⠚⠉⠁ ⢸       ⡇      ⢸       ⢸
          ⡇      ⢸       ⡇      ⢸       ⢸       ⡇      ⢸       ⢸
          ⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⠉⠉⠉⡏⠉⠉⠉⠉⠉⠉⢹⠉⠉⠉⠉⣉⡩⠭■10
          ⡇      ⢸       ⡇      ⢸     ⢀⣀■⠤⠖⠒⠒⠉⠉⠉■⠉⠉⠉⠒⠒⠒■⠒⠚⠉⠉   ⢸
          ⡇      ■⠴⠒⠒⠉⠉⠉⠉■⠉⠑⠒⠦⢄⣀■⣀⣀⠤⠔⠊⠉ ⢸       ⡇      ⢸       ⢸
          ⠗⠒⠒⠒⠒⠒⠒⠺⠒⠒⠒⠒⠒⠒⠒⠗⠒⠒⠒⠒⠒⠒⠺⠒⠒⠒⠒⠒⠒⠒⠺⠒⠒⠒⠒⠒⠒⠒⠗⠒⠒⠒⠒⠒⠒⠺⠒⠒⠒⠒⠒⠒⠒⠺0
          0      1       2      3       4       5      6       7
          ● Lisbon ■ Oslo

        """
    static let colouredSales = """
        .....Jan......Feb.....Mar......Apr......May......Jun........
        ..c.Cups.2.Plates...........................................
        ............................................................
        """
}
