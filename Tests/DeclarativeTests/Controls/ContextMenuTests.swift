import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `.contextMenu` opens its items on a long press (not on a tap), floating over the content; choosing one runs it
/// and closes the menu, and a tap outside closes it.
@Suite @MainActor struct ContextMenuTests {
    static func card(_ log: Box<[String]>) -> TestHost {
        TestHost.control(VStack {
            Text("Revenue chart")
                .frame(width: 200, height: 100)
                .contextMenu {
                    Button("Copy") { log.value.append("copy") }
                    Button("Remove", role: .destructive) { log.value.append("remove") }
                }
            Spacer()
        }, size: CGSize(width: 390, height: 400))
    }

    func longPress(_ host: TestHost, _ label: String) throws {
        let frame = try #require(host.render().items.first { item in
            if case .text(let t) = item.content { t.lines.first?.text == label } else { false }
        }).frame
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        host.press(at: centre)
        host.advance(by: 0.6)
        host.release(at: centre)
    }

    @Test func aLongPressOpensTheMenuAndATapDoesNot() throws {
        let host = Self.card(Box([]))
        host.tap(label: "Revenue chart")
        #expect(host.menuRows.isEmpty)
        try longPress(host, "Revenue chart")
        #expect(host.menuRows == ["Copy", "Remove"])
    }

    @Test func choosingAnItemRunsItAndCloses() throws {
        let log = Box<[String]>([])
        let host = Self.card(log)
        try longPress(host, "Revenue chart")
        #expect(host.tap(label: "Remove"))
        #expect(log.value == ["remove"])
        #expect(host.menuRows.isEmpty)
    }

    @Test func aTapOutsideClosesWithoutRunningAnything() throws {
        let log = Box<[String]>([])
        let host = Self.card(log)
        try longPress(host, "Revenue chart")
        host.tap(at: CGPoint(x: 380, y: 390))
        #expect(host.menuRows.isEmpty)
        #expect(log.value.isEmpty)
    }

    @Test func aPreviewIsDrawnAboveTheItems() throws {
        let host = TestHost.control(VStack {
            Text("Card")
                .contextMenu { Button("Copy") {} } preview: { Text("Big card") }
            Spacer()
        })
        try longPress(host, "Card")
        let texts = host.render().items.compactMap { item -> (String, CGFloat)? in
            if case .text(let t) = item.content { return (t.lines[0].text, item.frame.minY) }
            return nil
        }
        let preview = try #require(texts.first { $0.0 == "Big card" })
        let copy = try #require(texts.first { $0.0 == "Copy" })
        #expect(preview.1 < copy.1)
    }

    @Test func emptyItemsOpenNothing() throws {
        let host = TestHost.control(VStack { Text("Card").contextMenu { EmptyView() }; Spacer() })
        try longPress(host, "Card")
        #expect(host.items(named: "MenuList").isEmpty)
    }
}
