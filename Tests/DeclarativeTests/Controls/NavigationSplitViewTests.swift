import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A split view shows its columns side by side — the sidebar 260 wide, the detail the rest — a sidebar list's
/// selection drives the detail, and `columnVisibility` hides columns. In a compact width it collapses into one
/// stack, as an iPhone's does: the sidebar first, a chosen row pushing the next column.
@Suite @MainActor struct NavigationSplitViewTests {
    struct Metrics: View {
        @State var selected: String? = "Steps"
        @State var visibility = NavigationSplitViewVisibility.all
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(["Steps", "Sleep"], id: \.self, selection: $selected) { Text($0) }
                    .navigationTitle("Metrics")
                    .navigationSplitViewColumnWidth(200)
            } detail: {
                VStack {
                    Text("Detail: \(selected ?? "none")")
                    Button("Hide sidebar") { visibility = .detailOnly }
                }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    @Test func columnsSitSideBySideAndTheSelectionDrivesTheDetail() {
        let host = TestHost(Metrics(), size: CGSize(width: 800, height: 400))
        host.render()
        let sidebarRow = host.frame(ofText: "Sleep"), detail = host.frame(ofText: "Detail: Steps")
        #expect(sidebarRow.map { $0.maxX <= 260 } == true)
        #expect(detail.map { $0.minX > 260 } == true)
        #expect(host.tap(label: "Sleep"))
        #expect(host.frame(ofText: "Detail: Sleep") != nil)
    }

    @Test func detailOnlyHidesTheSidebar() {
        let host = TestHost(Metrics(), size: CGSize(width: 800, height: 400))
        host.render()
        #expect(host.tap(label: "Hide sidebar"))
        #expect(host.frame(ofText: "Sleep") == nil)
        #expect(host.frame(ofText: "Detail: Steps").map { $0.minX < 10 } == true, "the detail takes the whole width")
    }

    @Test func threeColumnsShowTheContentColumnBetween() {
        let host = TestHost(NavigationSplitView {
            Text("Side")
        } content: {
            Text("Middle")
        } detail: {
            Text("Right")
        }, size: CGSize(width: 900, height: 300))
        host.render()
        let side = host.frame(ofText: "Side"), middle = host.frame(ofText: "Middle"), right = host.frame(ofText: "Right")
        #expect(side.map { $0.maxX <= 260 } == true)
        #expect(middle.map { $0.minX > 260 && $0.maxX <= 581 } == true)
        #expect(right.map { $0.minX > 581 } == true)
    }

    @Test func aCompactWidthCollapsesTheColumnsIntoOneStack() {
        let host = TestHost(Metrics(), size: CGSize(width: 390, height: 600))
        host.render()
        // The sidebar alone, the whole width.
        #expect(host.texts.contains("Sleep"))
        #expect(host.frame(ofText: "Detail: Steps") == nil, "the detail is not made until it is pushed")
        // A tap on a row chooses it and pushes the detail, which reads the new selection.
        #expect(host.tap(label: "Sleep"))
        host.advance(by: 1)      // the push or pop slides
        #expect(host.texts.contains("Detail: Sleep"))
        #expect(!host.texts.contains("Steps"), "the sidebar is covered")
        // Back pops to the sidebar; choosing the row already chosen pushes the detail again.
        #expect(host.tap(label: "‹ Back"))
        host.advance(by: 1)      // the push or pop slides
        #expect(!host.texts.contains("Detail: Sleep"))
        #expect(host.tap(label: "Sleep"))
        host.advance(by: 1)      // the push or pop slides
        #expect(host.texts.contains("Detail: Sleep"))
    }

    @Test func aCompactThreeColumnViewPushesTheContentThenTheDetail() {
        struct Library: View {
            @State var group: String?
            @State var item: String?
            var body: some View {
                NavigationSplitView {
                    List(["Fruit", "Vegetables"], id: \.self, selection: $group) { Text($0) }
                } content: {
                    List(group == "Fruit" ? ["Apple", "Pear"] : ["Leek"], id: \.self, selection: $item) { Text($0) }
                } detail: {
                    Text("Chosen: \(item ?? "none")")
                }
            }
        }
        let host = TestHost(Library(), size: CGSize(width: 390, height: 600))
        host.render()
        #expect(host.tap(label: "Fruit"))
        host.advance(by: 1)      // the push or pop slides
        #expect(host.texts.contains("Pear"))
        #expect(!host.texts.contains("Vegetables"))
        #expect(host.tap(label: "Pear"))
        host.advance(by: 1)      // the push or pop slides
        #expect(host.texts.contains("Chosen: Pear"))
        #expect(host.tap(label: "‹ Back"))
        host.advance(by: 1)      // the push or pop slides
        #expect(host.texts.contains("Apple"))
        #expect(!host.texts.contains("Chosen: Pear"))
    }

    @Test func returnOnTheSelectedRowPushesOnATerminal() {
        var environment = EnvironmentValues()
        environment.terminalCellSize = CGSize(width: 8, height: 16)
        let host = TestHost(Metrics(), size: CGSize(width: 400, height: 320), environment: environment)
        host.render()
        host.press(.tab)                 // focus the list; "Steps" is selected
        host.press(.downArrow)           // ↓ moves the selection without pushing
        host.advance(by: 1)
        #expect(!host.texts.contains("Detail: Sleep"))
        host.press(.return)
        host.advance(by: 1)
        #expect(host.texts.contains("Detail: Sleep"))
    }

    @Test func anExplicitSizeClassOverridesTheWindows() {
        let host = TestHost(Metrics().environment(\.horizontalSizeClass, .regular), size: CGSize(width: 390, height: 600))
        host.render()
        #expect(host.frame(ofText: "Detail: Steps") != nil, "side by side, as asked")
    }

    @Test func aPreferredCompactColumnPicksTheColumnShownAndFollowsPops() {
        struct Screen: View {
            @State var column = NavigationSplitViewColumn.detail
            var body: some View {
                NavigationSplitView(preferredCompactColumn: $column) {
                    Text(column == .sidebar ? "Sidebar, chosen" : "Sidebar")
                } detail: {
                    Text("Detail")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.render()
        host.advance(by: 1)
        #expect(host.texts.contains("Detail"))
        #expect(host.tap(label: "‹ Back"))
        host.advance(by: 1)
        #expect(host.texts.contains("Sidebar, chosen"))
        #expect(!host.texts.contains("Detail"))
    }
}
