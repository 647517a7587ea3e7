import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `tabViewStyle(.page)`: one page at a time, turned by a swipe or by `←`/`→` on the dots, which show the page;
/// no tab bar.
@Suite @MainActor struct TabViewPageStyleTests {
    /// Three pages whose selection is `@State` (see `Stateful`), mirrored into the box.
    func pages(selection: Box<Int>, mode: PageTabViewStyle.IndexDisplayMode) -> some View {
        Stateful(selection) { selection in
            TabView(selection: selection) {
                Text("Steps").tag(0)
                Text("Heart").tag(1)
                Text("Sleep").tag(2)
            }
            .tabViewStyle(.page(indexDisplayMode: mode))
        }
    }

    func dots(_ host: TestHost) -> [DisplayItem] { host.items(named: "PageIndicator") }

    @Test func onePageShowsWithDotsAndNoTabBar() {
        let host = TestHost.control(pages(selection: Box(1), mode: .automatic))
        #expect(host.texts == ["Heart"])
        #expect(dots(host).count == 3)
        #expect(host.items(named: "TabBar").isEmpty)
        #expect(dots(TestHost.control(pages(selection: Box(1), mode: .never))).isEmpty)
    }

    @Test func aSwipeTurnsThePage() {
        let selection = Box(0)
        let host = TestHost.control(pages(selection: selection, mode: .always))
        host.drag([CGPoint(x: 300, y: 150), CGPoint(x: 250, y: 150), CGPoint(x: 150, y: 150)])
        #expect(selection.value == 1)
        host.drag([CGPoint(x: 100, y: 150), CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150)])
        #expect(selection.value == 0)
        host.drag([CGPoint(x: 100, y: 150), CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150)])
        #expect(selection.value == 0)                          // no page before the first
    }

    @Test func theArrowKeysTurnPagesWhileTheDotsHaveFocus() {
        let selection = Box(0)
        let host = TestHost.control(pages(selection: selection, mode: .always))
        #expect(host.press(.tab))
        #expect(host.press(.rightArrow))
        #expect(host.press(.rightArrow))
        #expect(selection.value == 2)
        host.press(.rightArrow)
        #expect(selection.value == 2)                          // no page after the last
        #expect(host.render().items.contains { $0.accessibility.label == "Page 3 of 3" })
        // Two keys before the next render (a terminal reads its input in batches) move two pages.
        #expect(host.host.press(KeyPress(key: .leftArrow)))
        #expect(host.host.press(KeyPress(key: .leftArrow)))
        #expect(selection.value == 0)
    }
}
