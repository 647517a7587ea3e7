import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `ContentUnavailableView` centres a symbol, a bold title, a secondary description and actions in its space;
/// `.search` says there are no results.
@Suite @MainActor struct ContentUnavailableViewTests {
    func item(_ host: TestHost, _ text: String) -> DisplayItem? {
        host.render().items.first { item in
            if case .text(let t) = item.content { t.lines.map(\.text).joined(separator: " ") == text } else { false }
        }
    }

    @Test func symbolTitleAndDescriptionAreCentredTopToBottom() throws {
        let size = CGSize(width: 390, height: 500)
        let host = TestHost.control(ContentUnavailableView("No Data", systemImage: "chart.bar",
                                                           description: Text("Add a measurement to see the chart.")),
                                    size: size)
        let title = try #require(item(host, "No Data"))
        let description = try #require(item(host, "Add a measurement to see the chart."))
        let symbol = try #require(host.render().items.first { $0.id.path.contains("Image") })
        #expect(abs(title.frame.midX - size.width / 2) < 1)
        #expect(abs(description.frame.midX - size.width / 2) < 1)
        #expect(symbol.frame.maxY <= title.frame.minY)
        #expect(title.frame.maxY <= description.frame.minY)
        #expect(title.frame.minY > 100 && description.frame.maxY < 400)
        guard case .text(let t) = title.content, case .text(let d) = description.content else { return }
        #expect(t.font.weight == .bold)
        #expect(t.font.size > d.font.size)
        #expect(d.paint != t.paint)
    }

    @Test func actionsAreDrawnBelowAndWork() throws {
        let log = Box(0)
        let host = TestHost.control(ContentUnavailableView {
            Label("Empty", systemImage: "tray")
        } description: {
            Text("Nothing yet")
        } actions: {
            Button("Refresh") { log.value += 1 }
        })
        let description = try #require(item(host, "Nothing yet"))
        let refresh = try #require(item(host, "Refresh"))
        #expect(refresh.frame.minY >= description.frame.maxY)
        #expect(host.tap(label: "Refresh"))
        #expect(log.value == 1)
    }

    @Test func searchSaysThereAreNoResults() {
        // The first text is the magnifying glass's glyph.
        #expect(TestHost.control(ContentUnavailableView.search).texts.dropFirst()
                == ["No Results", "Check the spelling or try a new search."])
        #expect(TestHost.control(ContentUnavailableView.search(text: "NaN")).texts.dropFirst().first == "No Results for “NaN”")
        #expect(TestHost.control(ContentUnavailableView.search(text: "")).texts.dropFirst().first == "No Results")
    }

    @Test func anEmptyTitleAndAZeroSizeDoNotCrash() {
        let host = TestHost.control(ContentUnavailableView("", systemImage: "no.such.symbol"), size: .zero)
        _ = host.render()
    }
}
