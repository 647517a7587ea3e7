import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `searchable(text:)` puts a search field above the content, which filters itself by the text, and tells the
/// content it is being searched through `isSearching`.
@Suite @MainActor struct SearchableTests {
    static let fruits = ["Apple", "Banana", "Cherry"]

    struct Searching: View {
        @Environment(\.isSearching) private var isSearching
        let names: [String]
        var body: some View {
            VStack {
                Text(isSearching ? "searching" : "idle")
                ForEach(names, id: \.self) { Text($0) }
            }
        }
    }

    struct Fruits: View {
        @State private var query = ""
        let prompt: String?
        var body: some View {
            let names = SearchableTests.fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
            if let prompt {
                Searching(names: names).searchable(text: $query, prompt: prompt)
            } else {
                Searching(names: names).searchable(text: $query)
            }
        }
    }

    func type(_ text: String, into host: TestHost) {
        for character in text { host.host.press(KeyPress(key: KeyEquivalent(character))) }
        host.render()
    }

    @Test func theFieldShowsItsPromptAboveTheContent() {
        let host = TestHost.control(Fruits(prompt: nil))
        #expect(host.texts == ["⌕", "Search", "idle", "Apple", "Banana", "Cherry"])   // the magnifying glass first
        let field = host.frame(ofText: "idle")
        #expect((field?.minY ?? 0) > 20)                     // below the field
        #expect(TestHost.control(Fruits(prompt: "Find a fruit")).texts.dropFirst().first == "Find a fruit")
    }

    @Test func typingFiltersTheContentWhichSeesItIsSearched() {
        let host = TestHost.control(Fruits(prompt: nil))
        #expect(host.press(.tab))                            // the search field takes focus
        #expect(host.texts.contains("searching"))
        type("an", into: host)
        #expect(host.texts.suffix(2) == ["searching", "Banana"])
        #expect(host.tap(label: "Cancel"))                   // clears the text and leaves the field
        #expect(host.texts == ["⌕", "Search", "idle", "Apple", "Banana", "Cherry"])
    }

    struct Done: View {
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View { Text("done").onTapGesture { dismissSearch() } }
    }

    @Test func dismissSearchClearsTheTextAndLeavesTheField() {
        let query = Box("")
        let host = TestHost.control(Stateful(query) { Done().searchable(text: $0) })
        #expect(host.press(.tab))
        type("ba", into: host)
        #expect(query.value == "ba")
        #expect(host.tap(label: "done"))
        host.render()
        #expect(query.value == "")
        type("x", into: host)                                  // the field has no focus any more
        #expect(query.value == "")
        EnvironmentValues().dismissSearch()                    // outside a searchable view it does nothing
    }

    @Test func isPresentedFollowsTheFieldsFocus() {
        let presented = Box(false)
        let view = Stateful(presented) { isPresented in
            Text("content").searchable(text: .constant(""), isPresented: isPresented)
        }
        let host = TestHost.control(view)
        #expect(host.press(.tab))
        host.render()
        #expect(presented.value)
    }
}
