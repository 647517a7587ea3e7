import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A toggle flips its binding by key and by tap, and its thumb slides with a spring.
@Suite @MainActor struct ToggleTests {
    @Test func spaceAndReturnToggleTheFocusedToggle() {
        let isOn = Box(false)
        let host = TestHost.control(Toggle("Symbols", isOn: isOn.binding))
        host.press(.tab)
        host.press(.space)
        #expect(isOn.value)
        host.press(.return)
        #expect(!isOn.value)
    }

    @Test func aTapToggles() {
        let isOn = Box(false)
        let host = TestHost.control(Toggle("Symbols", isOn: isOn.binding))
        #expect(host.tap(label: "Symbols"))
        #expect(isOn.value)
    }

    @Test func aMixedToggleSetsEverySource() {
        struct Item { var on: Bool }
        let items = Box([Item(on: true), Item(on: false)])
        let sources = [items.binding[0].on, items.binding[1].on].map { SourceBox(isOn: $0) }
        let host = TestHost.control(Toggle(sources: sources, isOn: \.isOn) { Text("All") })
        host.tap(label: "All")
        #expect(items.value.allSatisfy { $0.on })
    }

    struct SourceBox { var isOn: Binding<Bool> }
}

extension Binding where Value: MutableCollection, Value.Index == Int {
    fileprivate subscript(index: Int) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[index] }, set: { self.wrappedValue[index] = $0 })
    }
}
