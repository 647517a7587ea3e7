import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `@SceneStorage`: a value under a key that outlives the views showing it and is shared by every view that names
/// the key (a scene here lasts as long as the process, so the store is in memory).
@Suite @MainActor struct SceneStorageTests {
    enum Tab: String { case summary, details }

    struct Picker: View {
        let key: String
        @SceneStorage private var tab: Tab
        init(key: String) {
            self.key = key
            _tab = SceneStorage(wrappedValue: .summary, key)
        }
        var body: some View { Text(tab.rawValue).onTapGesture { tab = tab == .summary ? .details : .summary } }
    }

    struct Two: View {
        let key: String
        @State private var showsFirst = true
        var body: some View {
            VStack {
                if showsFirst { Picker(key: key) }
                Picker(key: key)
                Text("hide").onTapGesture { showsFirst.toggle() }
            }
        }
    }

    @Test func aValueIsSharedByTheKeyAndOutlivesItsViews() {
        let key = "tab-\(UUID())"
        let host = TestHost.control(Two(key: key))
        #expect(host.texts == ["summary", "summary", "hide"])
        #expect(host.tap(label: "summary"))
        #expect(host.texts == ["details", "details", "hide"])     // both views read the key
        #expect(host.tap(label: "hide"))
        #expect(host.tap(label: "hide"))                          // the first view comes back with the value
        #expect(host.texts == ["details", "details", "hide"])
        #expect(TestHost.control(Picker(key: key)).texts == ["details"])
    }

    @Test func optionalsStartNilAndWritingNilRemovesTheValue() {
        let storage = SceneStorage<String?>("draft-\(UUID())")
        #expect(storage.wrappedValue == nil)
        storage.wrappedValue = "Q3 notes"
        #expect(storage.wrappedValue == "Q3 notes")
        storage.wrappedValue = nil
        #expect(storage.wrappedValue == nil)
        let count = SceneStorage(wrappedValue: 3, "count-\(UUID())")
        count.projectedValue.wrappedValue = 4
        #expect(count.wrappedValue == 4)
    }
}
