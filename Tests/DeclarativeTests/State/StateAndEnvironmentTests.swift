import Testing
@testable import Declarative
import DeclarativeTesting

/// `@State`, `@Binding`, `@Environment` and `@ScaledMetric`, as SwiftUI defines them.
@MainActor
struct StateAndEnvironmentTests {
    struct Toggle: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "on" : "off").onTapGesture { isOn.toggle() } }
    }

    struct Owner: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Toggle(isOn: $isOn)
                Text(isOn ? "owner sees on" : "owner sees off")
            }
        }
    }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }

    @Test func bindingWritesReachTheOwnersState() {
        let host = TestHost(Owner())
        host.render()
        host.tap(label: "off")
        #expect(texts(host.render()) == ["on", "owner sees on"])
    }

    struct Reader: View {
        @Environment(\.colorScheme) var scheme
        @Environment(\.font) var font
        @Environment(\.lineLimit) var lineLimit
        @Environment(\.dynamicTypeSize) var size
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @ScaledMetric(relativeTo: .caption2) var metric = 22.0
        var body: some View {
            Text("\(scheme == .dark ? "dark" : "light") \(font == .title ? "title" : "other") \(lineLimit ?? 0) \(size == .xxLarge ? "xxl" : "std") \(reduceMotion) \(metric)")
                .lineLimit(nil)
        }
    }

    @Test func environmentValuesFlowDown() {
        let host = TestHost(Reader().font(.title).lineLimit(2).environment(\.colorScheme, .dark)
                                .environment(\.dynamicTypeSize, .xxLarge).environment(\.accessibilityReduceMotion, true),
                            size: CGSize(width: 600, height: 100))
        #expect(texts(host.render()).first == "dark title 2 xxl true \(22.0 * (21.0 / 17))")
        let plain = TestHost(Reader(), size: CGSize(width: 600, height: 100))
        #expect(texts(plain.render()).first == "light other 0 std false 22.0")
    }

    struct CustomKey: EnvironmentKey { static let defaultValue = "default" }

    @Test func customEnvironmentKeysWork() {
        struct Shows: View {
            @Environment(\.custom) var value
            var body: some View { Text(value) }
        }
        #expect(texts(TestHost(Shows().environment(\.custom, "set")).render()) == ["set"])
        #expect(texts(TestHost(Shows()).render()) == ["default"])
    }

    @Test func fontsResolveTextStylesAndTraits() {
        let list = TestHost(VStack {
            Text("a").font(.largeTitle.bold())
            Text("b").font(.caption2.weight(.semibold))
            Text("c").font(.system(size: 9, weight: .heavy, design: .monospaced)).italic()
            Text("d")
        }).render()
        let fonts = list.items.compactMap { item -> ResolvedFont? in
            if case .text(let t) = item.content { return t.font }
            return nil
        }
        #expect(fonts.map(\.size) == [34, 11, 9, 17])
        #expect(fonts.map(\.weight) == [.bold, .semibold, .heavy, .regular])
        #expect(fonts[2].isItalic && fonts[2].design == .monospaced)
    }
    /// A user-defined dynamic property made of others, as SwiftUI allows: its `@State` gets its own storage.
    struct Counter: DynamicProperty {
        @State var count = 0
        @Environment(\.colorScheme) var scheme
    }

    struct TwoCounters: View {
        @State private var label = "taps"
        var first = Counter()
        let title = "Counters"
        var second = Counter()
        var body: some View {
            VStack {
                Text("first \(first.count)").onTapGesture { first.count += 1 }
                Text("second \(second.count) \(label) \(second.scheme == .dark ? "dark" : "light")")
                    .onTapGesture { second.count += 10 }
            }
        }
    }

    @Test func nestedDynamicPropertiesKeepSeparateState() {
        let host = TestHost(TwoCounters().environment(\.colorScheme, .dark), size: CGSize(width: 400, height: 100))
        #expect(texts(host.render()) == ["first 0", "second 0 taps dark"])
        host.tap(label: "first 0")
        host.tap(label: "second 0 taps dark")
        #expect(texts(host.render()) == ["first 1", "second 10 taps dark"])
        host.tap(label: "first 1")
        #expect(texts(host.render()) == ["first 2", "second 10 taps dark"])
    }
}

extension EnvironmentValues {
    var custom: String {
        get { self[StateAndEnvironmentTests.CustomKey.self] }
        set { self[StateAndEnvironmentTests.CustomKey.self] = newValue }
    }
}

extension StateAndEnvironmentTests {
    /// A state of a function type: the "->" in its type's name does not end the generic arguments.
    struct Action: View {
        @State var action: (Int) -> Int = { $0 + 1 }
        let seen: Box<Int>
        var body: some View {
            let _ = seen.value = action(1)
            Text("Act").onTapGesture { action = { $0 * 10 } }
        }
    }

    @Test func aStateOfAFunctionTypeIsBound() {
        let seen = Box(0)
        let host = TestHost.control(Action(seen: seen))
        #expect(seen.value == 2)
        host.tap(label: "Act")
        host.render()
        #expect(seen.value == 10)
    }
}
