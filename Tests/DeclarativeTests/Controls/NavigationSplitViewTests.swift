import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A split view shows its columns side by side — the sidebar 260 wide, the detail the rest — a sidebar list's
/// selection drives the detail, and `columnVisibility` hides columns.
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
}
