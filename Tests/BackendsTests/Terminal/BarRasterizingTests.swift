import Foundation
import Testing
import Declarative
@testable import Backends

@Suite struct BarRasterizing {
    @Test func verticalBarIsExactToAnEighthOfACell() {
        // 3 + 5/8 cells = 58 pt, standing on the bottom of a 5-row area.
        let list = Fixture.list(columns: 4, rows: 5, [Fixture.bar("bar", x: 8, y: 80 - 58, width: 16, height: 58)])
        #expect(Fixture.render(list) == """

             ▅▅
             ██
             ██
             ██
            """)
    }

    @Test func barsOfEveryEighthUseTheMatchingLowerBlock() {
        let items = (1...8).map { n in
            Fixture.bar("bar\(n)", x: CGFloat(n - 1) * 8, y: 16 - CGFloat(n) * 2, width: 8, height: CGFloat(n) * 2)
        }
        #expect(Fixture.render(Fixture.list(columns: 8, rows: 1, items)) == "▁▂▃▄▅▆▇█")
    }

    @Test func horizontalBarEndsInALeftBlock() {
        // 5 + 3/8 cells long, one row thick.
        let list = Fixture.list(columns: 7, rows: 2, [Fixture.bar("bar", x: 0, y: 16, width: 43, height: 16)])
        #expect(Fixture.render(list) == """

            █████▍
            """)
    }

    @Test func barGrowingDownDrawsItsBottomEdgeInInverseVideo() {
        // From y = 16 down 1 + 3/8 cells: the last cell paints its top 3/8 as an inverse lower 5/8.
        let list = Fixture.list(columns: 1, rows: 3, [Fixture.bar("bar", x: 0, y: 16, width: 8, height: 22)])
        let cells = Fixture.cells(list)
        #expect(cells[0, 2] == Cell("▅", foreground: CellColor(Fixture.blue), attributes: .inverse))
        #expect(Fixture.render(list) == "\n█\n▀")
    }

    @Test func barGrowingLeftDrawsItsEndInInverseVideo() {
        let list = Fixture.list(columns: 3, rows: 1, [Fixture.bar("bar", x: 5, y: 0, width: 19, height: 16)])
        let cells = Fixture.cells(list)
        #expect(cells[0, 0] == Cell("▋", foreground: CellColor(Fixture.blue), attributes: .inverse))
        // Whole cells are spaces showing the colour (inverse video), so no row shows a font's seam.
        #expect(cells[1, 0] == Cell(" ", foreground: CellColor(Fixture.blue), attributes: .inverse))
        #expect(cells[2, 0] == cells[1, 0])
    }

    @Test func stackedSegmentsMeetInsideACell() {
        // Blue from the bottom to 1 + 3/8 cells; red on top of it up to 2 + 4/8 cells.
        let list = Fixture.list(columns: 1, rows: 3, [
            Fixture.bar("low", x: 0, y: 48 - 22, width: 8, height: 22, Fixture.blue),
            Fixture.bar("high", x: 0, y: 48 - 40, width: 8, height: 18, Fixture.red),
        ])
        let shared = Fixture.cells(list)[0, 1]
        #expect(shared.grapheme == "▃")
        #expect(shared.attributes == .inverse)          // red paints the top 5/8 …
        #expect(shared.foreground == CellColor(Fixture.red))
        #expect(shared.background == CellColor(Fixture.blue))  // … over blue's 3/8
        #expect(Fixture.cells(list)[0, 0].grapheme == "▄")
    }

    @Test func roundedTopBarRoundsOnlyItsCorners() {
        let bar = Path(roundedRect: CGRect(x: 0, y: 8, width: 32, height: 56),
                       cornerRadii: RectangleCornerRadii(topLeading: 16, topTrailing: 16))
        let list = Fixture.list(columns: 4, rows: 4, [Fixture.fill("bar", bar)])
        #expect(Fixture.render(list) == """
            ▁▄▄▁
            ████
            ████
            ████
            """)
    }

    @Test func smallCornerRadiusDrawsAPlainBar() {
        let bar = Path(roundedRect: CGRect(x: 0, y: 4, width: 16, height: 28), cornerRadius: 2)
        #expect(Fixture.render(Fixture.list(columns: 2, rows: 2, [Fixture.fill("bar", bar)])) == "▆▆\n██")
    }

    @Test func clipCutsABarToTheEighth() {
        let clip = Path(CGRect(x: 0, y: 0, width: 64, height: 26))
        let item = Fixture.fill("bar", Path(CGRect(x: 0, y: 0, width: 16, height: 48)), clips: [clip])
        #expect(Fixture.render(Fixture.list(columns: 2, rows: 3, [item])) == "██\n▀▀\n")
    }

    @Test func ellipseIsFilledWithTheBestGlyphPerCell() {
        let list = Fixture.list(columns: 4, rows: 2, [Fixture.fill("dot", Path(ellipseIn: CGRect(x: 0, y: 0, width: 32, height: 32)))])
        #expect(Fixture.render(list) == """
            ▅██▅
            ▜██▛
            """)
    }
}
