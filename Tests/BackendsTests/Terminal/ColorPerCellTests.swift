import Foundation
import Testing
import Declarative
@testable import Backends

@Suite struct ColorPerCell {
    @Test func linearGradientIsSampledAtEachCellCentre() {
        let gradient = ResolvedGradient(stops: [.init(color: Fixture.red, location: 0), .init(color: Fixture.blue, location: 1)])
        let paint = Paint.linearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 32, y: 0))
        let list = Fixture.list(columns: 4, rows: 1, [Fixture.fill("bar", Path(CGRect(x: 0, y: 0, width: 32, height: 16)), paint)])
        let cells = Fixture.cells(list)
        #expect(Fixture.render(list) == "████")
        for column in 0..<4 {
            let expected = CellColor(gradient.color(at: (CGFloat(column) + 0.5) / 4))
            #expect(cells[column, 0].foreground == expected)
        }
        #expect(Set((0..<4).map { cells[$0, 0].foreground }).count == 4)
    }

    @Test func gradientFollowsTheItemsLocalSpace() {
        // The gradient runs across the bar's own 0…16 pt; the bar is moved to x = 16.
        let gradient = ResolvedGradient(stops: [.init(color: Fixture.red, location: 0), .init(color: Fixture.blue, location: 1)])
        let item = DisplayItem(id: DisplayItemID("bar"),
                               content: .shape(ShapeDrawing(path: Path(CGRect(x: 0, y: 0, width: 16, height: 16)),
                                                            fill: .linearGradient(gradient, start: .zero, end: CGPoint(x: 16, y: 0)))),
                               bounds: CGRect(x: 0, y: 0, width: 16, height: 16), transform: CGAffineTransform(translationX: 16, y: 0))
        let cells = Fixture.cells(Fixture.list(columns: 4, rows: 1, [item]))
        #expect(cells[2, 0].foreground == CellColor(gradient.color(at: 0.25)))
        #expect(cells[3, 0].foreground == CellColor(gradient.color(at: 0.75)))
    }

    @Test func opacityBlendsOverTheSchemeBackground() {
        let half = Fixture.bar("bar", x: 0, y: 0, width: 8, height: 16, Fixture.blue, opacity: 0.5)
        let light = Fixture.cells(Fixture.list(columns: 1, rows: 1, [half]))[0, 0]
        let dark = Fixture.cells(Fixture.list(columns: 1, rows: 1, scheme: .dark, [half]))[0, 0]
        #expect(light.foreground == CellColor(Fixture.blue.multiplyingOpacity(by: 0.5).composited(over: CellColor.white.resolved)))
        #expect(dark.foreground == CellColor(Fixture.blue.multiplyingOpacity(by: 0.5).composited(over: CellColor.black.resolved)))
        #expect(light.foreground != dark.foreground)
    }

    @Test func opacityBlendsOverWhatIsAlreadyDrawn() {
        let list = Fixture.list(columns: 1, rows: 1, [
            Fixture.bar("under", x: 0, y: 0, width: 8, height: 16, Fixture.red),
            Fixture.bar("over", x: 0, y: 0, width: 8, height: 16, Fixture.blue, opacity: 0.25),
        ])
        let expected = Fixture.blue.multiplyingOpacity(by: 0.25).composited(over: CellColor(Fixture.red).resolved)
        #expect(Fixture.cells(list)[0, 0].foreground == CellColor(expected))
    }

    @Test func partialCellKeepsTheDefaultBackground() {
        let list = Fixture.list(columns: 1, rows: 1, [Fixture.bar("bar", x: 0, y: 6, width: 8, height: 10)])
        let cell = Fixture.cells(list)[0, 0]
        #expect(cell == Cell("▅", foreground: CellColor(Fixture.blue)))
    }
}
