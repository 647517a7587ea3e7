import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A `Link` draws its label in the tint colour and, when activated, calls the environment's `openURL`; the default
/// action opens nothing. A `ShareLink` draws "Share" with its symbol and does nothing when activated.
@Suite @MainActor struct LinkAndShareLinkTests {
    static let source = URL(string: "https://example.com/data?q=a&b=<c>")!

    @Test func activatingALinkCallsOpenURLWithItsDestination() {
        let opened = Box<[URL]>([])
        let host = TestHost.control(Link("Source", destination: Self.source)
            .environment(\.openURL, OpenURLAction { url in opened.value.append(url); return .handled }))
        #expect(host.tap(label: "Source"))
        #expect(opened.value == [Self.source])
        host.press(.tab)
        host.press(.return)
        #expect(opened.value == [Self.source, Self.source])
    }

    @Test func aLinkIsTintedAndMarkedAsALink() throws {
        let host = TestHost.control(Link(destination: Self.source) { Text("Docs") })
        let item = try #require(host.render().items.first { if case .text = $0.content { true } else { false } })
        guard case .text(let t) = item.content else { return }
        #expect(t.paint == Paint.color(Color.accentColor.resolve(in: .light)))
        #expect(host.render().items.contains { $0.accessibility.traits.contains(.isLink) })
    }

    @Test func theDefaultOpenURLActionDiscards() {
        let action = EnvironmentValues().openURL
        var accepted: Bool?
        action(Self.source) { accepted = $0 }
        #expect(accepted == false)
        let passing = OpenURLAction { _ in .systemAction }
        passing(Self.source) { accepted = $0 }
        #expect(accepted == false)
    }

    @Test func aShareLinkDrawsShareWithItsSymbolAndDoesNothing() {
        let host = TestHost.control(VStack {
            ShareLink(item: Self.source)
            ShareLink("Export", item: "a,b\n1,2", subject: Text("Data"))
            ShareLink(item: Self.source) { Text("Send") }
        })
        #expect(host.texts.contains("Share"))
        #expect(host.texts.contains("Export"))
        #expect(host.texts.contains("Send"))
        #expect(host.render().items.contains { $0.accessibility.label == "square and arrow up" || $0.id.path.contains("Image") })
        let before = host.render()
        #expect(host.tap(label: "Share"))
        #expect(host.render().items.map(\.frame) == before.items.map(\.frame))
    }
}
