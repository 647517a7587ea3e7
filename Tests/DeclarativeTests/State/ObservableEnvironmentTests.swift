import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// iOS 17's observation in the environment: `environment(_:)` with an `@Observable` object, `@Environment(Model.self)`
/// (and its optional form), and `@Bindable` bindings to the object's properties.
@MainActor
struct ObservableEnvironmentTests {
    @Observable final class Settings {
        var unit = "km"
        var goal = 5.0
    }

    static func texts(_ list: DisplayList) -> [String] { AppTests.texts(list) }

    struct Reader: View {
        @Environment(Settings.self) private var settings
        var body: some View {
            VStack {
                Text("unit \(settings.unit)")
                Text("miles").onTapGesture { settings.unit = "mi" }
            }
        }
    }

    struct OptionalReader: View {
        @Environment(Settings.self) private var settings: Settings?
        var body: some View { Text(settings.map { "has \($0.unit)" } ?? "none") }
    }

    @Test func aDescendantReadsTheObjectOfItsTypeAndUpdatesWhenItChanges() {
        let settings = Settings()
        let host = TestHost(Reader().environment(settings))
        #expect(Self.texts(host.render()) == ["unit km", "miles"])
        #expect(host.tap(label: "miles"))
        #expect(Self.texts(host.render()) == ["unit mi", "miles"])
        #expect(settings.unit == "mi")
        // A change made outside the views shows too: the body read the property under observation.
        settings.unit = "m"
        #expect(Self.texts(host.render()) == ["unit m", "miles"])
    }

    @Test func theOptionalFormIsNilWithoutAnAncestorsObject() {
        #expect(Self.texts(TestHost(OptionalReader()).render()) == ["none"])
        #expect(Self.texts(TestHost(OptionalReader().environment(Settings())).render()) == ["has km"])
        // nil removes an object an ancestor supplied.
        let removed = OptionalReader().environment(nil as Settings?).environment(Settings())
        #expect(Self.texts(TestHost(removed).render()) == ["none"])
    }

    @Test func theNearestAncestorsObjectWins() {
        let outer = Settings(), inner = Settings()
        inner.unit = "ft"
        let view = VStack { Reader().environment(inner); OptionalReader() }.environment(outer)
        #expect(Self.texts(TestHost(view).render()) == ["unit ft", "miles", "has km"])
    }

    struct Editor: View {
        @Bindable var settings: Settings
        var body: some View {
            VStack {
                Stepper("goal \(Int(settings.goal))", value: $settings.goal, in: 0...10)
                Toggle("miles", isOn: Binding(get: { settings.unit == "mi" }, set: { settings.unit = $0 ? "mi" : "km" }))
            }
        }
    }

    struct LocalBindable: View {
        @Environment(Settings.self) private var settings
        var body: some View {
            @Bindable var settings = settings
            Text("\(settings.unit)").onTapGesture { $settings.unit.wrappedValue = "yd" }
        }
    }

    @Test func bindableBindingsWriteTheObjectsProperties() {
        let settings = Settings()
        let binding = Bindable(settings).goal
        binding.wrappedValue = 8
        #expect(settings.goal == 8)
        let projected = Bindable(projectedValue: Bindable(settings))
        #expect(projected.wrappedValue === settings)
        #expect(projected.unit.wrappedValue == "km")

        let host = TestHost(LocalBindable().environment(settings))
        #expect(Self.texts(host.render()) == ["km"])
        #expect(host.tap(label: "km"))
        #expect(settings.unit == "yd")
        #expect(Self.texts(host.render()) == ["yd"])
    }

    @Test func aBindablePropertyDrivesAControl() {
        let settings = Settings()
        let host = TestHost(Editor(settings: settings), size: CGSize(width: 320, height: 200))
        _ = host.render()
        #expect(host.press(.tab))                 // focus the stepper
        #expect(host.press(.rightArrow))          // + 1
        #expect(settings.goal == 6)
        #expect(Self.texts(host.render()).contains("goal 6"))
    }
}
