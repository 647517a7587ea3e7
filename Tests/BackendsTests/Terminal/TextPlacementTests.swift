import Foundation
import Testing
import Declarative
@testable import Backends

@Suite struct TextPlacement {
    @Test func textSitsOnTheRowOfItsLineBox() {
        let list = Fixture.list(columns: 6, rows: 2, [Fixture.text("label", "Mon", x: 8, y: 16)])
        #expect(Fixture.render(list) == "\n Mon")
    }

    @Test func wideCharactersTakeTwoCellsAndMarksJoinTheirBase() {
        let list = Fixture.list(columns: 12, rows: 3, [
            Fixture.text("cjk", "漢字 ok", x: 0, y: 0),
            Fixture.text("emoji", "📈 up", x: 0, y: 16),
            Fixture.text("marks", "e\u{301}te\u{301}", x: 0, y: 32),
        ])
        let cells = Fixture.cells(list)
        #expect(Fixture.render(list) == "漢字 ok\n📈 up\ne\u{301}te\u{301}")
        #expect(cells[0, 0].grapheme == "漢" && cells[1, 0].isContinuation && cells[2, 0].grapheme == "字")
        #expect(cells[5, 0].grapheme == "o")
        #expect(cells[0, 1].grapheme == "📈" && cells[1, 1].isContinuation && cells[3, 1].grapheme == "u")
        #expect(Array(cells[0, 2].grapheme.unicodeScalars) == ["e", "\u{301}"])
        #expect(cells[1, 2].grapheme == "t")
        #expect(cells[2, 2].grapheme.unicodeScalars.count == 2)
    }

    @Test func wideCharacterThatWouldStartInTheLastColumnBecomesASpace() {
        let list = Fixture.list(columns: 3, rows: 1, [Fixture.text("cjk", "ab漢", x: 0, y: 0)])
        #expect(Fixture.render(list) == "ab")
    }

    @Test func labelOnABarTakesTheBarAsBackground() {
        let list = Fixture.list(columns: 3, rows: 1, [
            Fixture.bar("bar", x: 0, y: 0, width: 24, height: 16),
            Fixture.text("value", "12", x: 4, y: 0, color: Color.Resolved(red: 1, green: 1, blue: 1)),
        ])
        let cells = Fixture.cells(list)
        #expect(Fixture.render(list) == "█12")
        #expect(cells[1, 0].background == CellColor(Fixture.blue))
        #expect(cells[1, 0].foreground == .white)
    }

    @Test func textRotatedNinetyDegreesIsWrittenDownwards() {
        // A y-axis title turned −90° about its centre (20, 40): it is read top to bottom, centred there.
        let rotate = CGAffineTransform(translationX: -24, y: -8).rotated(by: 0)
            .concatenating(CGAffineTransform(rotationAngle: -.pi / 2))
            .concatenating(CGAffineTransform(translationX: 20, y: 40))
        let list = Fixture.list(columns: 4, rows: 5, [Fixture.text("title", "Sales", x: 0, y: 0, transform: rotate)])
        #expect(Fixture.render(list) == """
              S
              a
              l
              e
              s
            """)
    }

    @Test func textAtMinusFortyFiveDegreesStaysHorizontalAroundItsCentre() {
        // An x-axis label "January" (56 × 16 pt) turned −45° about its centre, which lands at (40, 24).
        let turn = CGAffineTransform(translationX: -28, y: -8)
            .concatenating(CGAffineTransform(rotationAngle: -.pi / 4))
            .concatenating(CGAffineTransform(translationX: 40, y: 24))
        let list = Fixture.list(columns: 10, rows: 3, [Fixture.text("label", "January", x: 0, y: 0, transform: turn)])
        #expect(Fixture.render(list) == "\n  January\n")
    }

    @Test func boldFontsSetTheBoldAttribute() {
        let line = TextDrawing.Line(text: "Hi", origin: CGPoint(x: 0, y: 12), width: 16)
        let text = TextDrawing(lines: [line], font: ResolvedFont(size: 17, weight: .bold), paint: .color(Fixture.black), lineHeight: 16)
        let item = DisplayItem(id: DisplayItemID("t"), content: .text(text), bounds: CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(Fixture.cells(Fixture.list(columns: 2, rows: 1, [item]))[0, 0].attributes == .bold)
    }
}
