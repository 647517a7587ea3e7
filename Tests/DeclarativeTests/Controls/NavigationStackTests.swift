import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A navigation stack pushes values and views, and goes back with Esc or the back label.
@Suite @MainActor struct NavigationStackTests {
    struct Screen: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Numbers", value: 7)
                    NavigationLink("Plain view") { Text("Pushed view") }
                }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { n in
                    Text("Number \(n)").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
                }
            }
        }
    }

    @Test func theRootShowsALargeTitle() {
        let host = TestHost.control(Screen())
        #expect(host.texts.first == "Home")
        #expect(host.texts.contains("Numbers"))
    }

    @Test func aTapPushesAValueAndEscapeGoesBack() {
        let host = TestHost.control(Screen())
        host.tap(label: "Numbers")
        #expect(host.texts.contains("Number 7"))
        #expect(host.texts.contains("Detail"))
        #expect(host.texts.contains("‹ Back"))
        #expect(!host.texts.contains("Numbers"))
        #expect(host.press(.escape))
        #expect(host.texts.contains("Numbers"))
        #expect(!host.press(.escape))
    }

    @Test func keysPushAViewAndTheBackLabelPops() {
        let host = TestHost.control(Screen())
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.texts.contains("Pushed view"))
        host.tap(label: "‹ Back")
        #expect(host.texts.contains("Plain view"))
    }

    @Test func toolbarItemsAreDrawnInTheBar() {
        let count = Box(0)
        let host = TestHost.control(NavigationStack {
            Text("Body")
                .navigationTitle("Title")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { count.value += 1 } }
                }
        })
        host.tap(label: "Add")
        #expect(count.value == 1)
    }
}
