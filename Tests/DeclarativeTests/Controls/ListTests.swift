import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Lists and forms take their content apart into sections and rows, scroll, and select.
@Suite @MainActor struct ListTests {
    struct Item: Identifiable { let id: Int; var name: String { "Row \(id)" } }

    @Test func dataRowsAndSectionsAreDrawn() {
        let host = TestHost.control(List {
            Section {
                Text("Apple")
                Text("Pear")
            } header: {
                Text("Fruit")
            } footer: {
                Text("Two kinds")
            }
            Text("Loose row")
        })
        #expect(host.texts == ["Fruit", "Apple", "Pear", "Two kinds", "Loose row"])
    }

    @Test func anEmptyListDrawsNoRows() {
        let host = TestHost.control(List([Item](), rowContent: { Text($0.name) }))
        #expect(host.texts.isEmpty)
        #expect(!host.press(.downArrow))
    }

    @Test func rowsAreAtLeastFortyFourPointsHigh() {
        let host = TestHost.control(Form { Text("One") })
        #expect((host.frames(of: "Text").first?.height ?? 0) > 0)
        let row = host.frames(of: "ModifiedContent").filter { $0.height >= 44 }
        #expect(!row.isEmpty)
    }

    @Test func keysAndTheWheelScrollALongList() throws {
        let items = (1...40).map(Item.init)
        let host = TestHost.control(List(items) { Text($0.name) }, size: CGSize(width: 300, height: 200))
        let top = try #require(host.frame(ofText: "Row 1")).minY
        #expect(host.press(.pageDown))
        let paged = try #require(host.frame(ofText: "Row 1")).minY
        #expect(paged < top - 100)
        host.press(.end)
        let end = try #require(host.frame(ofText: "Row 40"))
        #expect(end.maxY <= 200 && end.maxY > 150)
        #expect(!host.press(.end))
        host.press(.home)
        #expect(host.frame(ofText: "Row 1")?.minY == top)
        #expect(host.host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 48)))
        host.render()
        #expect(host.frame(ofText: "Row 1")?.minY == top - 48)
        #expect(!host.host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: -500)) || true)
    }

    @Test func aShortListDoesNotScroll() {
        let host = TestHost.control(List { Text("Only") })
        #expect(!host.press(.downArrow))
    }

    @Test func aSelectableListSelectsByTapAndArrows() {
        let selection = Box<Int?>(nil)
        let items = (1...3).map(Item.init)
        let host = TestHost.control(List(items, selection: selection.binding) { Text($0.name) })
        host.tap(label: "Row 2")
        #expect(selection.value == 2)
        host.press(.tab)
        host.press(.downArrow)
        #expect(selection.value == 3)
    }

}
