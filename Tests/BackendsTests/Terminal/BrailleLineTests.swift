import Foundation
import Testing
import Declarative
@testable import Backends

@Suite struct BrailleLines {
    @Test func slopingLineSetsOneDotPerStep() {
        // From dot (0, 0) to dot (7, 3): 2 × 4 dots per 8 × 16 pt cell.
        let line = Path { $0.move(to: CGPoint(x: 2, y: 2)); $0.addLine(to: CGPoint(x: 30, y: 14)) }
        #expect(Fixture.render(Fixture.list(columns: 4, rows: 1, [Fixture.stroke("line", line)])) == "⠉⠒⠤⣀")
    }

    @Test func horizontalAndVerticalLines() {
        let lines = Path {
            $0.move(to: CGPoint(x: 0, y: 30)); $0.addLine(to: CGPoint(x: 31, y: 30))
            $0.move(to: CGPoint(x: 1, y: 0)); $0.addLine(to: CGPoint(x: 1, y: 31))
        }
        #expect(Fixture.render(Fixture.list(columns: 4, rows: 2, [Fixture.stroke("axes", lines)])) == """
            ⡇
            ⣇⣀⣀⣀
            """)
    }

    @Test func crossingLinesShareCellsAndKeepBothDots() {
        let a = Path { $0.move(to: CGPoint(x: 0, y: 2)); $0.addLine(to: CGPoint(x: 7, y: 2)) }
        let b = Path { $0.move(to: CGPoint(x: 0, y: 14)); $0.addLine(to: CGPoint(x: 7, y: 14)) }
        let list = Fixture.list(columns: 1, rows: 1, [Fixture.stroke("a", a, Fixture.blue), Fixture.stroke("b", b, Fixture.red)])
        let cell = Fixture.cells(list)[0, 0]
        #expect(cell.grapheme == "⣉")
        #expect(cell.foreground == CellColor(Fixture.red))   // the last line drawn colours the cell
    }

    @Test func farAwayEndpointsAreClippedNotWalked() {
        let line = Path { $0.move(to: CGPoint(x: -1e9, y: 8)); $0.addLine(to: CGPoint(x: 1e9, y: 8)) }
        #expect(Fixture.render(Fixture.list(columns: 3, rows: 1, [Fixture.stroke("line", line)])) == "⠤⠤⠤")
    }

    @Test func curveIsFlattenedIntoDots() {
        let circle = Fixture.stroke("ring", Path(ellipseIn: CGRect(x: 2, y: 2, width: 28, height: 28)))
        let art = Fixture.render(Fixture.list(columns: 4, rows: 2, [circle]))
        #expect(art.split(separator: "\n").count == 2)
        #expect(art.unicodeScalars.allSatisfy { $0 == "\n" || $0 == " " || (0x2800...0x28FF).contains($0.value) })
    }
}
