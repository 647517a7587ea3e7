import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `swipeActions(edge:allowsFullSwipe:content:)`: a drag across a row reveals its buttons at the edge the drag
/// uncovers; choosing one runs it and closes the row, and a drag back closes it.
@Suite @MainActor struct SwipeActionsTests {
    struct Row: View {
        let log: Box<[String]>
        var body: some View {
            List {
                Text("Monday")
                    .swipeActions { Button("Archive") { log.value.append("archive") } }
                    .swipeActions(edge: .leading) { Button("Pin") { log.value.append("pin") } }
            }
        }
    }

    func swipe(_ host: TestHost, from: CGFloat, to: CGFloat) {
        let row = host.frame(ofText: "Monday")!
        host.drag([CGPoint(x: from, y: row.midY), CGPoint(x: (from + to) / 2, y: row.midY), CGPoint(x: to, y: row.midY)])
        host.advance(by: 1)
    }

    @Test func aSwipeTowardsTheLeadingEdgeRevealsTheTrailingActions() {
        let log = Box<[String]>([])
        let host = TestHost.control(Row(log: log))
        #expect(!host.texts.contains("Archive"))
        swipe(host, from: 300, to: 200)
        #expect(host.texts.contains("Archive"))
        let archive = try! #require(host.frame(ofText: "Archive"))
        let monday = try! #require(host.frame(ofText: "Monday"))
        #expect(archive.minX > monday.maxX)                     // at the trailing edge
        #expect(host.tap(label: "Archive"))
        host.advance(by: 1)
        #expect(log.value == ["archive"])
        #expect(!host.texts.contains("Archive"))                // choosing closes the row
    }

    @Test func aSwipeBackClosesTheRowAndTheOtherWayRevealsTheLeadingActions() {
        let host = TestHost.control(Row(log: Box([])))
        swipe(host, from: 300, to: 200)
        #expect(host.texts.contains("Archive"))
        swipe(host, from: 150, to: 250)
        #expect(!host.texts.contains("Archive"))
        swipe(host, from: 100, to: 200)
        #expect(host.texts.contains("Pin"))
        swipe(host, from: 100, to: 110)                          // too short to change anything
        #expect(host.texts.contains("Pin"))
    }
}
