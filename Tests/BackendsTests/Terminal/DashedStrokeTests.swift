import Foundation
import Testing
import Declarative
@testable import Backends

/// Dashed strokes are drawn dashed, in braille dots, dash by dash (`StrokeStyle(dash:)`, in points, with its phase).
@Suite struct DashedStrokeTests {
    func line(dash: [CGFloat], phase: CGFloat = 0) -> String {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 8))
            p.addLine(to: CGPoint(x: 96, y: 8))
        }
        let item = DisplayItem(id: DisplayItemID("rule"),
                               content: .shape(ShapeDrawing(path: path, stroke: .init(paint: .color(Fixture.blue),
                                   style: StrokeStyle(lineWidth: 1, dash: dash, dashPhase: phase)))),
                               bounds: path.boundingRect)
        return Fixture.render(Fixture.list(columns: 12, rows: 1, [item]))
    }

    @Test func dashesOfOneCellAlternate() {
        #expect(line(dash: [8, 8]) == Self.oneCell, "\n\(line(dash: [8, 8]))")
    }

    @Test func thePhaseShiftsTheDashes() {
        #expect(line(dash: [8, 8], phase: 4) == Self.shifted, "\n\(line(dash: [8, 8], phase: 4))")
    }

    @Test func anUnevenPatternRepeats() {
        #expect(line(dash: [12, 4]) == Self.uneven, "\n\(line(dash: [12, 4]))")
    }

    static let oneCell = """
        ⠤ ⠤ ⠤ ⠤ ⠤ ⠤
        """
    static let shifted = """
        ⠄⠠⠄⠠⠄⠠⠄⠠⠄⠠⠄⠠
        """
    static let uneven = """
        ⠤⠄⠤⠄⠤⠄⠤⠄⠤⠄⠤⠄
        """
}
