import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// The deprecated `NavigationLink(destination:tag:selection:)` and `isActive:` forms push their destination and
/// write their binding when activated.
@Suite @MainActor struct NavigationLinkSelectionTests {
    enum Page: Hashable { case sales, expenses }

    @Test func aTaggedLinkSelectsItsTagAndPushes() {
        let selection = Box<Page?>(nil)
        let host = TestHost.control(NavigationStack {
            List {
                NavigationLink(destination: Text("Sales page"), tag: Page.sales, selection: selection.binding) {
                    Text("Sales")
                }
                NavigationLink("Expenses", destination: Text("Expenses page"), tag: Page.expenses,
                               selection: selection.binding)
            }
        })
        host.tap(label: "Expenses")
        #expect(selection.value == .expenses)
        #expect(host.texts.contains("Expenses page"))
        #expect(host.press(.escape))
        host.tap(label: "Sales")
        #expect(selection.value == .sales)
        #expect(host.texts.contains("Sales page"))
    }

    @Test func anActiveLinkSetsItsBindingAndPushes() {
        let active = Box(false)
        let host = TestHost.control(NavigationStack {
            NavigationLink(isActive: active.binding) { Text("Detail") } label: { Text("Open") }
        })
        #expect(!active.value)
        host.tap(label: "Open")
        #expect(active.value)
        #expect(host.texts.contains("Detail"))
    }
}
