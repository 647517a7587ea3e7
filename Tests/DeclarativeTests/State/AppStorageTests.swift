import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `@AppStorage` reads and writes `UserDefaults`, and every view reading the key updates when one writes it.
@Suite @MainActor struct AppStorageTests {
    /// A store of its own for each test, so tests do not see each other's keys.
    func store(_ name: String = #function) -> UserDefaults {
        let suite = "AppStorageTests.\(name)"
        let defaults = UserDefaults(suiteName: suite)!
        defaults.removePersistentDomain(forName: suite)
        return defaults
    }

    enum Theme: String { case light, dark }

    struct Counter: View {
        @AppStorage var count: Int
        init(store: UserDefaults) { _count = AppStorage(wrappedValue: 1, "count", store: store) }
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    struct Reader: View {
        @AppStorage var count: Int
        init(store: UserDefaults) { _count = AppStorage(wrappedValue: 1, "count", store: store) }
        var body: some View { Text("Seen \(count)") }
    }

    @Test func theDefaultIsReadUntilAValueIsWrittenAndIsNotStored() {
        let defaults = store()
        let count = AppStorage(wrappedValue: 5, "count", store: defaults)
        #expect(count.wrappedValue == 5)
        #expect(defaults.object(forKey: "count") == nil)
        count.wrappedValue = 8
        #expect(defaults.integer(forKey: "count") == 8)
        #expect(AppStorage(wrappedValue: 5, "count", store: defaults).wrappedValue == 8)
    }

    @Test func everyViewReadingTheKeyUpdatesWhenOneWritesIt() {
        let defaults = store()
        let host = TestHost.control(VStack { Counter(store: defaults); Reader(store: defaults) })
        #expect(host.texts == ["Count 1", "Seen 1"])
        host.tap(label: "Count 1")
        #expect(host.texts == ["Count 2", "Seen 2"])
        #expect(defaults.integer(forKey: "count") == 2)
    }

    @Test func theStoredTypesRoundTrip() {
        let defaults = store()
        let flag = AppStorage(wrappedValue: false, "flag", store: defaults)
        flag.wrappedValue = true
        #expect(AppStorage(wrappedValue: false, "flag", store: defaults).wrappedValue)
        let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: defaults)
        ratio.wrappedValue = 0.25
        #expect(AppStorage(wrappedValue: 0.5, "ratio", store: defaults).wrappedValue == 0.25)
        let name = AppStorage(wrappedValue: "", "name", store: defaults)
        name.projectedValue.wrappedValue = "Ada"
        #expect(AppStorage(wrappedValue: "", "name", store: defaults).wrappedValue == "Ada")
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: defaults)
        theme.wrappedValue = .dark
        #expect(defaults.string(forKey: "theme") == "dark")
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: defaults).wrappedValue == .dark)
        defaults.set("sepia", forKey: "theme")
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: defaults).wrappedValue == .light)
    }

    @Test func anOptionalIsNilUntilWrittenAndWritingNilRemovesTheKey() {
        let defaults = store()
        let last = AppStorage<String?>("last", store: defaults)
        #expect(last.wrappedValue == nil)
        last.wrappedValue = "Sales"
        #expect(defaults.string(forKey: "last") == "Sales")
        last.wrappedValue = nil
        #expect(defaults.object(forKey: "last") == nil)
        let theme = AppStorage<Theme?>("theme", store: defaults)
        theme.wrappedValue = .dark
        #expect(AppStorage<Theme?>("theme", store: defaults).wrappedValue == .dark)
    }

    /// As in SwiftUI, `@AppStorage` compiles inside an `ObservableObject`, storing its value there too.
    final class Preferences: ObservableObject {
        @AppStorage("rows") var rows: Int = 1
    }

    @Test func aModelsStorageBindsThroughItsProjectedValue() {
        let model = Preferences()
        let binding: Binding<Int> = model.$rows
        binding.wrappedValue = model.rows
        #expect(binding.wrappedValue == model.rows)
    }
}
