import Foundation
import Testing
import Declarative
@testable import Backends

/// A bar's value label never shares its row with the bar's top sliver (`▂▂16▂▂`): whichever is drawn first, a
/// sliver of half a cell or less gives way to the label, and the bar shows from the next row down.
@Suite struct ValueLabelRowTests {
    // A bar 2 + 2/8 cells tall under its label, whose row holds the bar's top 2/8.
    let bar = Fixture.bar("bar", x: 0, y: 48 - 36, width: 48, height: 36)
    let label = Fixture.text("value", "16", x: 16, y: 0)

    @Test func labelDrawnAfterTheBar() {
        let text = Fixture.render(Fixture.list(columns: 6, rows: 3, [bar, label]))
        #expect(text == Self.golden, "\n\(text)")
    }

    @Test func labelDrawnBeforeTheBar() {
        let text = Fixture.render(Fixture.list(columns: 6, rows: 3, [label, bar]))
        #expect(text == Self.golden, "\n\(text)")
    }

    @Test func aTallerTopIsKeptBesideTheLabel() {
        // 5/8 of the label's row: more than a sliver, so the bar keeps it (the label stays on top).
        let tall = Fixture.bar("bar", x: 0, y: 48 - 43, width: 48, height: 43)
        let text = Fixture.render(Fixture.list(columns: 6, rows: 3, [label, tall]))
        #expect(text == Self.tallGolden, "\n\(text)")
    }

    static let golden = """
          16
        ██████
        ██████
        """
    static let tallGolden = """
        ▅▅16▅▅
        ██████
        ██████
        """
}
