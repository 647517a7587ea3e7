import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A tab view shows the chosen tab's view and switches by tap on the bar and by arrow keys.
@Suite @MainActor struct TabViewTests {
    enum Tab: Hashable { case charts, settings }

    @Test func aTapOnTheBarSwitchesAndTheBindingFollows() {
        let tab = Box(Tab.charts)
        let host = TestHost.control(Stateful(tab) { selection in
            TabView(selection: selection) {
                Text("Chart view").tabItem { Label("Charts", systemImage: "chart.bar") }.tag(Tab.charts)
                Text("Settings view").tag(Tab.settings).tabItem { Text("Settings") }
            }
        })
        #expect(host.texts.contains("Chart view"))
        #expect(!host.texts.contains("Settings view"))
        #expect(host.texts.contains("Settings"))
        host.tap(label: "Settings")
        #expect(tab.value == .settings)
        #expect(host.texts.contains("Settings view"))
        #expect(!host.texts.contains("Chart view"))
    }

    @Test func withoutASelectionArrowsMoveBetweenTabs() {
        let host = TestHost.control(TabView {
            Text("One").tabItem { Text("1") }
            Text("Two").tabItem { Text("2") }
        })
        #expect(host.texts.contains("One"))
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.texts.contains("Two"))
        #expect(!host.press(.rightArrow), "the last tab stays")
        host.press(.leftArrow)
        #expect(host.texts.contains("One"))
    }

    @Test func aSelectionMatchingNoTagShowsNoTabAndAnEmptyTabViewDrawsItsBar() {
        let host = TestHost.control(TabView(selection: .constant(9)) {
            Text("One").tabItem { Text("1") }.tag(1)
        })
        #expect(!host.texts.contains("One"))
        #expect(host.texts.contains("1"))
        let empty = TestHost.control(TabView {})
        #expect(empty.texts.isEmpty)
    }
}
