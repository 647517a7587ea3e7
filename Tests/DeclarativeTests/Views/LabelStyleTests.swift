import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `labelStyle(_:)`: the built-in styles show the title, the icon or both; a custom style's `makeBody` wins; the
/// style reaches every label below it; `Label(configuration)` draws the label as the enclosing style would.
@Suite @MainActor struct LabelStyleTests {
    func texts(_ view: some View) -> [String] { TestHost.control(view, size: CGSize(width: 300, height: 200)).texts }

    @Test func theBuiltInStylesShowWhatTheyName() {
        let label = Label("Steps", systemImage: "star.fill")
        #expect(texts(label) == ["★", "Steps"])
        #expect(texts(label.labelStyle(.automatic)) == ["★", "Steps"])
        #expect(texts(label.labelStyle(.titleAndIcon)) == ["★", "Steps"])
        #expect(texts(label.labelStyle(.titleOnly)) == ["Steps"])
        #expect(texts(label.labelStyle(.iconOnly)) == ["★"])
        #expect(texts(label.labelStyle(DefaultLabelStyle())) == ["★", "Steps"])
    }

    @Test func titleAndIconPutsTheIconFirstInARow() throws {
        let list = TestHost(Label("Steps", systemImage: "star.fill").labelStyle(.titleAndIcon),
                            size: CGSize(width: 200, height: 40)).render()
        try #require(list.items.count == 2)
        #expect(list.items[0].frame.maxX <= list.items[1].frame.minX)
        #expect(abs(list.items[0].frame.midY - list.items[1].frame.midY) < 1)
    }

    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { Text("<"); configuration.icon; configuration.title; Text(">") }
        }
    }

    @Test func aCustomStyleWins() {
        #expect(texts(Label("Steps", systemImage: "star.fill").labelStyle(Stacked())) == ["<", "★", "Steps", ">"])
        // The innermost style wins over an outer one.
        #expect(texts(Label("Steps", systemImage: "star.fill").labelStyle(Stacked()).labelStyle(.titleOnly))
                == ["<", "★", "Steps", ">"])
    }

    @Test func theStyleReachesNestedLabels() {
        let view = VStack {
            Label("One", systemImage: "star.fill")
            HStack { Text("x"); Label("Two", systemImage: "heart.fill") }
            Button(action: {}) { Label("Three", systemImage: "checkmark") }
        }
        #expect(texts(view.labelStyle(.titleOnly)) == ["One", "x", "Two", "Three"])
        #expect(texts(view.labelStyle(.iconOnly)) == ["★", "x", "♥", "✓"])
    }

    struct Bracketed: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { HStack { Text("["); Label(configuration); Text("]") } }
    }

    @Test func labelFromConfigurationUsesTheEnclosingStyle() {
        let label = Label("Steps", systemImage: "star.fill")
        #expect(texts(label.labelStyle(Bracketed()).labelStyle(.titleOnly)) == ["[", "Steps", "]"])
        #expect(texts(label.labelStyle(Bracketed())) == ["[", "★", "Steps", "]"])
    }
}

/// `labelStyle(_:)` is `nonisolated`, as SwiftUI's modifiers are: a free `@ViewBuilder` function can call it.
nonisolated private func iconOnlyLabel() -> some View {
    Label("Steps", systemImage: "star.fill").labelStyle(.iconOnly)
}

extension LabelStyleTests {
    @Test func theModifierIsNonisolated() {
        #expect(texts(iconOnlyLabel()) == ["★"])
    }
}
