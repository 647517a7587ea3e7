import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `Text.foregroundStyle(_:)` returns a `Text`, so a styled run can be concatenated, and the text draws in the style.
@Suite @MainActor struct TextForegroundStyleTests {
    func paint<V: View>(of view: V, scheme: ColorScheme = .light) -> Paint? {
        for item in TestHost(view.environment(\.colorScheme, scheme)).render().items {
            if case .text(let t) = item.content { return t.paint }
        }
        return nil
    }

    @Test func aStyledTextIsStillAText() {
        let sentence: Text = Text("Best: ").bold().foregroundStyle(Color.accentColor) + Text("Friday")
        #expect(sentence.string == "Best: Friday")
        #expect(paint(of: sentence) == paint(of: Text("x").foregroundColor(.accentColor)))
    }

    @Test func aHierarchicalStyleDrawsLikeTheViewModifier() {
        #expect(paint(of: Text("Note").foregroundStyle(.secondary))
                == paint(of: Text("Note").font(.body).foregroundStyle(.secondary) as Text))
        let viaView = paint(of: VStack { Text("Note") }.foregroundStyle(.secondary))
        #expect(paint(of: Text("Note").foregroundStyle(.secondary)) == viaView)
        #expect(paint(of: Text("Note").foregroundStyle(.secondary)) != paint(of: Text("Note")))
    }

    @Test func aColourReplacesAStyleAndTheOtherWayRound() {
        let red = paint(of: Text("A").foregroundStyle(.secondary).foregroundColor(.red))
        #expect(red == paint(of: Text("A").foregroundColor(.red)))
        let secondary = paint(of: Text("A").foregroundColor(.red).foregroundStyle(.secondary))
        #expect(secondary == paint(of: Text("A").foregroundStyle(.secondary)))
        #expect(Text("A").foregroundStyle(.secondary) == Text("A").foregroundStyle(.secondary))
        #expect(Text("A").foregroundStyle(.secondary) != Text("A").foregroundStyle(.tertiary))
    }
}
