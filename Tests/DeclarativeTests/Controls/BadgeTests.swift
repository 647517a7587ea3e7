import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `.badge(…)` trails a list row in the secondary colour and follows a tab's label; zero, nil and views outside a
/// list or tab view show none.
@Suite @MainActor struct BadgeTests {
    func item(_ host: TestHost, _ text: String) -> DisplayItem? {
        host.render().items.first { item in
            if case .text(let t) = item.content { t.lines.map(\.text).joined() == text } else { false }
        }
    }

    @Test func aListRowsBadgeTrailsTheRowInTheSecondaryColour() throws {
        let host = TestHost.control(List {
            Text("Alerts").badge(3)
            Text("Drafts").badge("New")
            Text("Archive").badge(0)
            Text("Sent").badge(nil as Text?)
        }, size: CGSize(width: 390, height: 400))
        let alerts = try #require(item(host, "Alerts"))
        let three = try #require(item(host, "3"))
        #expect(three.frame.minX > alerts.frame.maxX + 100)
        #expect(abs(three.frame.midY - alerts.frame.midY) < 1)
        #expect(three.frame.maxX > 300)
        guard case .text(let t) = three.content else { return }
        #expect(t.paint != Paint.color(Color.primary.resolve(in: .light)))
        #expect(item(host, "New") != nil)
        #expect(item(host, "0") == nil)
        #expect(host.texts.filter { !["Alerts", "Drafts", "Archive", "Sent", "3", "New"].contains($0) }.isEmpty)
    }

    @Test func aTabsBadgeFollowsItsLabel() throws {
        let host = TestHost.control(TabView {
            Text("Charts page").tabItem { Text("Charts") }.badge(5)
            Text("Data page").tabItem { Text("Data") }
        }, size: CGSize(width: 390, height: 300))
        let charts = try #require(item(host, "Charts"))
        let five = try #require(item(host, "5"))
        #expect(five.frame.minX >= charts.frame.maxX)
        #expect(abs(five.frame.midY - charts.frame.midY) < 2)
    }

    @Test func aBadgeOutsideAListOrTabViewDrawsNothing() {
        let host = TestHost.control(VStack { Text("Alone").badge(7) })
        #expect(host.texts == ["Alone"])
    }

    @Test func aNegativeCountIsShownAsWritten() {
        let host = TestHost.control(List { Text("Balance").badge(-2) })
        #expect(host.texts.contains("-2"))
    }
}
