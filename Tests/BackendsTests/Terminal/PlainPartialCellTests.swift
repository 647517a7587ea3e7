import Foundation
import Testing
import Declarative
@testable import Backends

/// Output without colour (`NO_COLOR`) cannot show inverse video's "upper n/8": each partial cell is shown by the
/// plain glyph nearest its inked part, so a nearly full cell is `█` (never a thin `▁` line), a bar growing down
/// ends in `▀`, and two stacked segments meeting in a cell are one full block.
@Suite struct PlainPartialCellTests {
    @Test func partialCellsShowTheNearestPlainGlyph() {
        let list = Fixture.list(columns: 6, rows: 3, [
            // Bottom edge 1/8 above the row's bottom: the cell's top 7/8 is covered.
            Fixture.bar("nearlyFull", x: 0, y: 0, width: 8, height: 30),
            // Growing down 1 + 3/8 cells.
            Fixture.bar("down", x: 16, y: 0, width: 8, height: 22),
            // Two segments meeting inside the middle row.
            Fixture.bar("low", x: 32, y: 48 - 22, width: 8, height: 22, Fixture.blue),
            Fixture.bar("high", x: 32, y: 48 - 40, width: 8, height: 18, Fixture.red),
            // A bar starting 5/8 into its first column, growing right.
            Fixture.bar("right", x: 45, y: 32, width: 19, height: 16),
        ])
        let text = Fixture.render(list)
        #expect(text == Self.golden, "\n\(text)")
    }

    static let golden = """
        █ █ ▄
        █ ▀ █
            █▐
        """
}
