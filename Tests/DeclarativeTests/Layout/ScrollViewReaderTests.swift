import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `ScrollViewReader`'s proxy scrolls to a view by id — with an anchor, lining the anchors up; without one, as little
/// as shows it — and the scroll modifiers start at an anchor, add margins and stop the user scrolling.
@Suite @MainActor struct ScrollViewReaderTests {
    /// Twenty 40-point rows in a 300 × 200 scroll view below a row of buttons 40 high.
    struct Rows: View {
        var anchor: UnitPoint?
        var margins: CGFloat = 0
        var disabled = false

        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    HStack {
                        Button("Top 15") { proxy.scrollTo(15, anchor: .top) }
                        Button("Show 12") { proxy.scrollTo(12) }
                        Button("Centre 10") { proxy.scrollTo("ten", anchor: .center) }
                        Button("Nowhere") { proxy.scrollTo(99, anchor: .top) }
                    }
                    .frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { i in
                                if i == 10 {
                                    Text("Row \(i)").frame(height: 40).id("ten")
                                } else {
                                    Text("Row \(i)").frame(height: 40)
                                }
                            }
                        }
                    }
                    .frame(height: 200)
                    .defaultScrollAnchor(anchor)
                    .contentMargins(.vertical, margins)
                    .scrollDisabled(disabled)
                    Spacer(minLength: 0)
                }
            }
        }
    }

    static func host(_ rows: Rows) -> TestHost {
        let host = TestHost(rows, size: CGSize(width: 300, height: 300), environment: .layoutCases)
        host.render()
        return host
    }

    /// The top of row `i` (root coordinates).
    static func top(_ host: TestHost, _ i: Int) -> CGFloat? { host.frame(ofText: "Row \(i)").map { (($0.midY - 20) * 1_000).rounded() / 1_000 } }

    @Test func scrollToWithAnAnchorLinesTheAnchorsUp() {
        let host = Self.host(Rows())
        #expect(Self.top(host, 0) == 40)
        host.tap(label: "Top 15")
        host.render()
        #expect(Self.top(host, 15) == 40, "row 15's top at the viewport's top")
        host.tap(label: "Centre 10")
        host.render()
        #expect(Self.top(host, 10) == CGFloat(40 + 100 - 20), "row 10's centre at the viewport's centre")
    }

    @Test func scrollToWithoutAnAnchorScrollsAsLittleAsShowsTheView() {
        let host = Self.host(Rows())
        host.tap(label: "Show 12")
        host.render()
        #expect(Self.top(host, 12) == CGFloat(40 + 200 - 40), "row 12's bottom at the viewport's bottom")
        host.tap(label: "Nowhere")
        host.render()
        #expect(Self.top(host, 12) == CGFloat(200), "an unknown id scrolls nothing")
    }

    @Test func aDefaultAnchorStartsAtTheEndUntilTheUserScrolls() {
        let host = Self.host(Rows(anchor: .bottom))
        #expect(Self.top(host, 19) == CGFloat(40 + 200 - 40), "the last row at the bottom")
        #expect(host.host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: -80)))
        host.render()
        #expect(Self.top(host, 19) == CGFloat(40 + 200 - 40 + 80))
    }

    @Test func contentMarginsAddRoomInsideTheScrolledArea() {
        let host = Self.host(Rows(margins: 12))
        #expect(Self.top(host, 0) == CGFloat(40 + 12))
        host.host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 10_000))
        host.render()
        #expect(Self.top(host, 19) == CGFloat(40 + 200 - 40 - 12), "the end keeps its margin")
    }

    @Test func scrollDisabledStopsTheUserButNotAProgram() {
        let host = Self.host(Rows(disabled: true))
        #expect(!host.host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 80)))
        host.render()
        #expect(Self.top(host, 0) == 40)
        host.tap(label: "Top 15")
        host.render()
        #expect(Self.top(host, 15) == 40)
    }

    @Test func refreshableHandsItsActionToTheViewsInside() {
        struct Probe: View {
            @Environment(\.refresh) var refresh
            var body: some View { Text(refresh == nil ? "none" : "can refresh") }
        }
        let host = TestHost(VStack { Probe().refreshable {}; Probe() })
        host.render()
        #expect(host.frame(ofText: "can refresh") != nil)
        #expect(host.frame(ofText: "none") != nil)
    }

    /// Twenty 40-point rows under a "Go" button that scrolls as `go` says, as published code writes it.
    struct ScrollingRows: View {
        let go: @MainActor (ScrollViewProxy) -> Void
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { go(proxy) }.frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                        }
                    }
                    .frame(height: 200)
                    Spacer(minLength: 0)
                }
            }
        }

        static func tapped(_ go: @escaping @MainActor (ScrollViewProxy) -> Void) -> TestHost {
            let host = TestHost(ScrollingRows(go: go), size: CGSize(width: 300, height: 300), environment: .layoutCases)
            host.render()
            host.tap(label: "Go")
            return host
        }
    }

    @Test func aScrollToInsideWithAnimationMovesTheContentOverTheAnimation() {
        let host = ScrollingRows.tapped { proxy in withAnimation(.linear(duration: 1)) { proxy.scrollTo(15, anchor: .top) } }
        host.advance(by: 0.5)
        // Halfway through a linear second the content has scrolled half of the 600 points: row 8 (at 40 + 320 before)
        // is at 60.
        #expect(Self.top(host, 8).map { abs($0 - 60) < 1 } == true, "row 8 at \(String(describing: Self.top(host, 8)))")
        host.advance(by: 0.6)
        #expect(Self.top(host, 15) == 40)
    }

    @Test func aTransactionsScrollTargetAnchorPlacesAScrollWithoutAnAnchor() {
        let host = ScrollingRows.tapped { proxy in withTransaction(\.scrollTargetAnchor, .center) { proxy.scrollTo(12) } }
        host.render()
        #expect(Self.top(host, 12) == CGFloat(40 + 100 - 20), "row 12's centre at the viewport's centre")
    }
}
