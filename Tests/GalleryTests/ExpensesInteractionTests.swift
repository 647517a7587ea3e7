import Testing
import Declarative
import Backends
@testable import Gallery
import DeclarativeTesting

/// The expenses demo answers taps as the seed does: a tapped month shows its amount.
@Suite @MainActor struct ExpensesInteractionTests {
    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }

    @Test func tappingAMonthByLabelSelectsIt() {
        let host = TestHost(ExpensesDemo(), size: CGSize(width: 420, height: 440))
        host.render(at: 3)
        #expect(host.tap(label: "Jul"))
        #expect(texts(host.render()).contains("Selected: Jul $8764"))
    }

    @Test func clickingInsideAMonthsBarSelectsThatMonth() throws {
        let host = TestHost(ExpensesDemo(), size: CGSize(width: 420, height: 440))
        let list = host.render(at: 3)
        let label = try #require(list.items.first { item in
            if case .text(let t) = item.content { return t.lines.first?.text == "Jul" }
            return false
        })
        // A point in the middle of July's column, well above its label: inside its bar.
        let labelFrame = label.bounds.applying(label.transform)
        #expect(host.tap(at: CGPoint(x: labelFrame.midX, y: labelFrame.minY - 60)))
        #expect(texts(host.render()).contains("Selected: Jul $8764"))
    }
}
