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

    @Test func theSwitchHasIOSGeometryAndColours() throws {
        let isOn = Box(true)
        let host = TestHost.control(Stateful(isOn) { Toggle("Symbols", isOn: $0) })
        let parts = host.shapes(in: "SwitchTrack")
        try #require(parts.count == 2)
        let track = parts[0], thumb = parts[1]
        #expect(track.frame.size == CGSize(width: 51, height: 31))
        guard case .shape(let shape) = track.content, case .color(let green)? = shape.fill else { Issue.record(); return }
        #expect(green == Color.Resolved(52, 199, 89))
        #expect(thumb.frame.size == CGSize(width: 27, height: 27))
        #expect(abs(thumb.frame.maxX - (track.frame.maxX - 2)) < 0.001)
    }

    /// The thumb's centre at sampled times after a tap: it leaves at once, passes the middle within a few frames,
    /// overshoots a little (the spring's damping fraction is 0.8) and rests 20 pt to the right.
    @Test func theThumbSlidesWithASpring() throws {
        let isOn = Box(false)
        let host = TestHost(Stateful(isOn) { Toggle("Symbols", isOn: $0) }, size: CGSize(width: 390, height: 60))
        func thumbX(at t: Double) throws -> CGFloat {
            host.render(at: t)
            return try #require(host.shapes(in: "SwitchTrack").last).frame.midX
        }
        let start = try thumbX(at: 0)
        host.tap(label: "Symbols")
        #expect(isOn.value)
        let samples = try [0.02, 0.08, 0.16, 0.3, 0.5, 2].map { try thumbX(at: $0) - start }
        #expect(samples[0] > 0 && samples[0] < 5, "\(samples)")
        #expect(samples[1] > samples[0] && samples[2] > samples[1], "\(samples)")
        #expect(samples[2] > 10, "past half way by 0.16 s: \(samples)")
        #expect(samples.dropLast().contains { $0 > 20.05 }, "a small overshoot: \(samples)")
        #expect(samples.allSatisfy { $0 < 21.5 }, "\(samples)")
        #expect(abs(samples[5] - 20) < 0.01, "\(samples)")
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
        let host = TestHost.control(Stateful(isOn) { Toggle("Grid", isOn: $0).toggleStyle(Checkmark()) })
        #expect(host.texts == ["[ ]", "Grid"])
        host.tap(label: "[ ]")
        #expect(isOn.value)
        #expect(host.texts == ["[x]", "Grid"])
        host.press(.tab)
        host.press(.space)
        #expect(!isOn.value)
        #expect(host.texts == ["[ ]", "Grid"])
    }
}

extension Binding where Value: MutableCollection, Value.Index == Int {
    fileprivate subscript(index: Int) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[index] }, set: { self.wrappedValue[index] = $0 })
    }
}
