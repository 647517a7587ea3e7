import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Buttons run their action by tap and by key, in every style, and not while disabled.
@Suite @MainActor struct ButtonTests {
    @Test func aTapAndSpaceAndReturnRunTheAction() {
        let count = Box(0)
        let host = TestHost.control(Button("Add") { count.value += 1 })
        host.tap(label: "Add")
        host.press(.tab)
        host.press(.space)
        host.press(.return)
        #expect(count.value == 3)
    }

    @Test func everyBuiltInStyleRunsTheAction() {
        let count = Box(0)
        let host = TestHost.control(VStack {
            Button("A") { count.value += 1 }.buttonStyle(.bordered)
            Button("B") { count.value += 1 }.buttonStyle(.borderedProminent)
            Button("C") { count.value += 1 }.buttonStyle(.plain)
            Button("D") { count.value += 1 }.buttonStyle(.borderless)
        })
        for label in ["A", "B", "C", "D"] { host.tap(label: label) }
        #expect(count.value == 4)
    }

    @Test func aDestructiveButtonIsRed() throws {
        let host = TestHost.control(Button("Delete", role: .destructive) {})
        let text = try #require(host.render().items.first { if case .text = $0.content { true } else { false } })
        guard case .text(let t) = text.content, case .color(let red) = t.paint else { Issue.record(); return }
        #expect(red == Color.Resolved(255, 59, 48))
    }

    @Test func aCustomButtonStyleGetsTheLabelAndTheTap() {
        struct Shouty: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(4).border(Color.red)
            }
        }
        let count = Box(0)
        let host = TestHost.control(Button("Go") { count.value += 1 }.buttonStyle(Shouty()))
        host.tap(label: "Go")
        #expect(count.value == 1)
    }

    @Test func aDisabledButtonIsDimmedAndTakesNoTapsOrKeys() throws {
        let count = Box(0)
        let host = TestHost.control(Button("Go") { count.value += 1 }.disabled(true))
        #expect(!host.tap(label: "Go"))
        #expect(!host.press(.tab))
        #expect(!host.press(.space))
        #expect(count.value == 0)
        let item = try #require(host.render().items.first)
        #expect(item.opacity == 0.4)
    }

    @Test func disabledIsInheritedAndCannotBeUndoneInside() {
        let host = TestHost.control(VStack { Toggle("A", isOn: .constant(true)).disabled(false) }.disabled(true))
        #expect(!host.press(.tab))
    }
}
