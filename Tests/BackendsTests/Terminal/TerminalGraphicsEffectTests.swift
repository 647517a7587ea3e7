import Foundation
import Testing
import Declarative
@testable import Backends

/// Graphics effects in character cells (see `TerminalEffects`): colour effects map cell colours by the same
/// matrices as SVG, a shadow is a copy moved by whole cells, a blur changes nothing, and a mask drops the cells it
/// does not cover.
struct TerminalGraphicsEffectTests {
    /// A 4 × 2-cell bar at the top left of a 10 × 4-cell grid, with effects.
    func cells(_ color: Color.Resolved, _ effects: [GraphicsEffect], bar: CGRect = CGRect(x: 0, y: 0, width: 32, height: 32)) -> CellBuffer {
        var item = Fixture.bar("bar", x: bar.minX, y: bar.minY, width: bar.width, height: bar.height, color)
        item.effects = effects
        let list = Fixture.list(columns: 10, rows: 4, [item])
        return TerminalRasterizer().rasterize(TerminalRenderer(colorLevel: .trueColor).prepared(list))
    }

    /// The colour a full cell shows (a full block is a blank in inverse video).
    func colour(_ cells: CellBuffer, _ column: Int, _ row: Int) -> CellColor? {
        let cell = cells[column, row]
        guard cell.grapheme == " " else { return cell.foreground }
        return cell.attributes.contains(.inverse) ? cell.foreground : cell.background
    }

    let orange = Color.Resolved(red: 1, green: 0.5, blue: 0)

    @Test(arguments: [
        // (effect, expected colour of an orange cell: the matrix applied to (1, 0.5, 0), × 255, rounded)
        (ColorMatrix.saturation(0), CellColor(red: 145, green: 145, blue: 145)),
        (ColorMatrix.grayscale(1), CellColor(red: 145, green: 145, blue: 145)),
        (ColorMatrix.brightness(0.25), CellColor(red: 255, green: 191, blue: 64)),
        (ColorMatrix.contrast(0.5), CellColor(red: 191, green: 128, blue: 64)),
        (ColorMatrix.invert, CellColor(red: 0, green: 128, blue: 255)),
        (ColorMatrix.multiply(Color.Resolved(red: 0.5, green: 1, blue: 1)), CellColor(red: 128, green: 128, blue: 0)),
        (ColorMatrix.hueRotation(.degrees(180)), CellColor(red: 36, green: 163, blue: 255)),
    ])
    func colourEffectsMapTheCellColoursExactly(matrix: ColorMatrix, expected: CellColor) {
        let drawn = cells(orange, [GraphicsEffect(.colorMatrix(matrix))])
        #expect(colour(drawn, 0, 0) == expected)
        #expect(colour(drawn, 3, 1) == expected)
        #expect(colour(drawn, 5, 0) == nil)
    }

    @Test func colourEffectsApplyInnermostFirst() {
        // Invert, then brighten by 0.25 (the outer effect is listed first): (0, 0.5, 1) + 0.25.
        let drawn = cells(orange, [GraphicsEffect(.colorMatrix(.brightness(0.25))), GraphicsEffect(.colorMatrix(.invert))])
        #expect(colour(drawn, 0, 0) == CellColor(red: 64, green: 191, blue: 255))
    }

    @Test func aShadowOfAtLeastHalfACellIsACopyMovedByWholeCells() {
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        // 5 pt across is over half an 8 pt cell: one cell right; 7 pt down is under half a 16 pt cell: none.
        let drawn = cells(orange, [GraphicsEffect(.shadow(color: black, radius: 2, offset: CGSize(width: 5, height: 7)))])
        #expect(colour(drawn, 4, 0) == CellColor.black && colour(drawn, 4, 1) == CellColor.black)
        #expect(colour(drawn, 3, 0) == CellColor(red: 255, green: 128, blue: 0))
        #expect(colour(drawn, 5, 0) == nil && colour(drawn, 0, 2) == nil)
        // Under half a cell on both axes: nothing but the bar.
        let small = cells(orange, [GraphicsEffect(.shadow(color: black, radius: 2, offset: CGSize(width: 3, height: 7)))])
        #expect(colour(small, 4, 0) == nil)
    }

    @Test func aBlurLeavesTheCellsAsTheyAre() {
        #expect(cells(orange, [GraphicsEffect(.blur(radius: 6, isOpaque: false))]) == cells(orange, []))
    }

    @Test func aMaskDropsTheCellsItDoesNotCover() {
        let mask = Fixture.fill("mask", Path(CGRect(x: 8, y: 0, width: 16, height: 16)), .color(Fixture.black))
        let drawn = cells(orange, [GraphicsEffect(.mask([mask]))])
        #expect(colour(drawn, 0, 0) == nil && colour(drawn, 3, 0) == nil && colour(drawn, 1, 1) == nil)
        #expect(colour(drawn, 1, 0) == CellColor(red: 255, green: 128, blue: 0) && colour(drawn, 2, 0) == colour(drawn, 1, 0))
        // A clear mask, or none at all, shows nothing.
        let clear = Fixture.fill("mask", Path(CGRect(x: 0, y: 0, width: 32, height: 32)), .color(Fixture.black.multiplyingOpacity(by: 0)))
        #expect(colour(cells(orange, [GraphicsEffect(.mask([clear]))]), 0, 0) == nil)
        #expect(colour(cells(orange, [GraphicsEffect(.mask([]))]), 0, 0) == nil)
    }

    @Test func aMaskOverTextKeepsTheCellsItsFrameTouches() {
        // A mask exactly the text's (unaligned) frame: it touches the cells the text is snapped to, so they stay.
        var label = Fixture.text("label", "Mon", x: 13, y: 3)
        let mask = Fixture.fill("mask", Path(label.frame), .color(Fixture.black))
        label.effects = [GraphicsEffect(.mask([mask]))]
        let list = Fixture.list(columns: 10, rows: 2, [label])
        #expect(TerminalRenderer().render(list) == TerminalRenderer().render(Fixture.list(columns: 10, rows: 2, [Fixture.text("label", "Mon", x: 13, y: 3)])))
        #expect(TerminalRenderer().render(list).contains("Mon"))
    }
}
