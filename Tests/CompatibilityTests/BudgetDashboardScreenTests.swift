import Testing
import Foundation
import Declarative
import TestTools

/// The budget dashboard screen (Swift 5 mode): a scroll view of a header and two charts compiles unchanged and draws
/// them one below the other; the bar chart labels both edges of its y axis and none of its values outside the
/// domain; the rule's label sits at the plot's leading edge; the line chart's symbol scale mixes two kinds of hollow
/// symbol; `DateBins` picks a month.
@MainActor
@Suite struct BudgetDashboardScreenTests {
    func frame(_ r: ScreenRender, _ text: String) -> CGRect? {
        r.list.items.first {
            if case .text(let t) = $0.content { return t.lines.map(\.text).joined(separator: " ") == text }
            return false
        }?.frame
    }

    @Test func theScrollViewStacksTheHeaderAndBothCharts() async throws {
        let r = await checkScreen(ChartsBudgetDashboardScreen(), height: 700)
        let header = try #require(frame(r, "Spending"))
        let average = try #require(frame(r, "Average"))
        let legend = try #require(frame(r, "Supplies"))
        #expect(header.maxY + 20 <= average.minY, "the first chart below the header and its spacer")
        #expect(average.maxY < legend.minY, "the second chart below the first")
    }

    @Test func theBarChartLabelsBothEdgesWithinItsDomain() async throws {
        let r = await checkScreen(ChartsBudgetDashboardScreen(), height: 700)
        let leading = try #require(frame(r, "5,000")), trailing = try #require(frame(r, "7 K"))
        #expect(leading.maxX < 100 && trailing.minX > 290, "\(leading) \(trailing)")
        #expect(r.texts.contains("2 K") && r.texts.contains("10,000"))
        #expect(!r.texts.contains("15,000"), "15,000 is above the 0…12,000 domain")
        let average = try #require(frame(r, "Average"))
        #expect(average.minX < leading.maxX + 30, "the rule's label at the plot's leading edge: \(average)")
    }

    @Test func monthsAreBinnedByTheCalendar() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        func day(_ m: Int, _ d: Int) -> Date { utc.date(from: DateComponents(year: 2024, month: m, day: d))! }
        #expect(ChartsBudgetDashboardScreen.monthIndex(of: day(3, 14), from: day(1, 1), to: day(6, 1), calendar: utc) == 2)
        #expect(ChartsBudgetDashboardScreen.monthIndex(of: day(6, 30), from: day(1, 1), to: day(6, 1), calendar: utc) == 5)
    }
}
