import Testing
import Foundation
@testable import Declarative

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

    @Test func theSwitchHasIOSGeometryAndColours() throws {
        let host = TestHost.control(Toggle("Symbols", isOn: .constant(true)))
        let track = try #require(host.items(named: "Capsule").first)
        #expect(track.frame.size == CGSize(width: 51, height: 31))
        guard case .shape(let shape) = track.content, case .color(let green)? = shape.fill else { Issue.record(); return }
        #expect(green == Color.Resolved(52, 199, 89))
        let thumb = try #require(host.items(named: "Circle").first)
        #expect(thumb.frame.size == CGSize(width: 27, height: 27))
        #expect(abs(thumb.frame.maxX - (track.frame.maxX - 2)) < 0.001)
    }

    @Test func theThumbSlidesWithASpring() throws {
        let isOn = Box(false)
        let host = TestHost(Toggle("Symbols", isOn: isOn.binding), size: CGSize(width: 390, height: 60))
        host.render(at: 0)
        let start = try #require(host.items(named: "Circle").first).frame.midX
        host.tap(label: "Symbols")
        let mid = try #require(host.render(at: 0.08).items.first { $0.id.path.contains("Circle") }).frame.midX
        let end = try #require(host.render(at: 2).items.first { $0.id.path.contains("Circle") }).frame.midX
        #expect(abs(end - start - 20) < 0.01)
        #expect(mid > start + 1 && mid < end - 1)
    }

    @Test func aCustomStyleGetsTheConfiguration() {
        struct Checkmark: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Text(configuration.isOn ? "[x]" : "[ ]").onTapGesture { configuration.isOn.toggle() }
                    configuration.label
                }
            }
        }
        let isOn = Box(false)
        let host = TestHost.control(Toggle("Grid", isOn: isOn.binding).toggleStyle(Checkmark()))
        #expect(host.texts == ["[ ]", "Grid"])
        host.tap(label: "[ ]")
        #expect(isOn.value)
        #expect(host.texts == ["[x]", "Grid"])
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
