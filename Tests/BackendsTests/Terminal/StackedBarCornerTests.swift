import Foundation
import Testing
import Declarative
@testable import Backends

/// A stacked bar whose sides and segment tops fall partway through cells: each corner cell shows the glyph that
/// matches both edges (a quadrant), not the side's partial column at full height, so no segment grows "ears" above
/// its top, and where the red segment meets the blue one inside a cell, the cell shows both.
@Suite struct StackedBarCornerTests {
    // Blue from the bottom of 4 rows up 1 + 3/8 cells; red on it up 1 + 1/8 more; both from x = ½ to 3½ cells.
    let list = Fixture.list(columns: 4, rows: 4, [
        Fixture.bar("low", x: 4, y: 64 - 22, width: 24, height: 22, Fixture.blue),
        Fixture.bar("high", x: 4, y: 64 - 40, width: 24, height: 18, Fixture.red),
    ])

    @Test func cornersMatchBothEdges() {
        #expect(Fixture.render(list) == Self.plain, "\n\(Fixture.render(list))")
    }

    @Test func segmentsMeetWithoutEars() {
        let picture = Fixture.picture(Fixture.cells(list), [(CellColor(Fixture.blue), "b"), (CellColor(Fixture.red), "r")])
        #expect(picture == Self.colours, "\n\(picture)")
    }

    static let plain = """

        ▗▄▄▖
        ▐██▌
        ▐██▌
        """
    static let colours = """
        ........
        ........
        ........
        ........
        ........
        ........
        .rrrrrr.
        .rrrrrr.
        .rrrrrr.
        .rrrrrr.
        .rbbbbr.
        .rbbbbr.
        .bbbbbb.
        .bbbbbb.
        .bbbbbb.
        .bbbbbb.
        """
}
