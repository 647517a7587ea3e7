import Testing
import Foundation
import Declarative
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `ExpenseBarChart` never crashes, never draws a bar outside its track and keeps taps sensible, whatever the data.
    @MainActor
    struct ExpenseBarChartBadDataTests {
        func host(_ view: some View) async -> TestHost {
            let host = TestHost(view, size: CGSize(width: 400, height: 480), environment: SeedChartSupport.terminalEnvironment())
            host.render(at: 0)
            await host.waitForTasks()
            host.render(at: 5)
            return host
        }

        func bars(_ list: DisplayList) -> [DisplayItem] { SeedChartSupport.shapes(list, matching: "ZStack/0.TupleView/1.") }
        func tracks(_ list: DisplayList) -> [DisplayItem] { SeedChartSupport.shapes(list, matching: "ZStack/0.TupleView/0.") }
        func header(_ list: DisplayList) -> String? { SeedChartSupport.texts(list).first { $0.hasPrefix("Selected:") } }

        @Test func emptyDataShowsOnlyTheHeader() async {
            let host = await host(ExpenseBarChart(expenses: []))
            let list = host.render(at: 5)
            #expect(bars(list).isEmpty)
            #expect(header(list) == "Selected: None")
        }

        @Test func allZeroDrawsEmptyTracks() async {
            let host = await host(ExpenseBarChart(expenses: [Expense(label: "a", value: 0), Expense(label: "b", value: 0)]))
            let list = host.render(at: 5)
            #expect(bars(list).map(\.frame.height) == [0, 0])
            #expect(tracks(list).count == 2)
        }

        @Test func nonFiniteAndNegativeAmountsDrawNoBar() async {
            let expenses = [Expense(label: "a", value: .nan), Expense(label: "b", value: -1),
                            Expense(label: "c", value: .infinity), Expense(label: "d", value: 10)]
            let host = await host(ExpenseBarChart(expenses: expenses))
            let list = host.render(at: 5)
            #expect(bars(list).map(\.frame.height) == [0, 0, 0, 250])
            #expect(host.tap(label: "a"))
            #expect(header(host.render(at: 5)) == "Selected: a –")
            #expect(host.tap(label: "b"))
            #expect(header(host.render(at: 5)) == "Selected: b $-1")
        }

        @Test func hugeAmountsStayInTheirTracks() async {
            let expenses = [Expense(label: "a", value: .greatestFiniteMagnitude), Expense(label: "b", value: 1)]
            let host = await host(ExpenseBarChart(expenses: expenses))
            let heights = bars(host.render(at: 5)).map(\.frame.height)
            #expect(heights[0] == 250 && heights[1] >= 0 && heights[1] < 1e-300)
        }

        @Test func sharedIDsAreToldApartByPosition() async {
            let expenses = [Expense(label: "Jan", value: 1), Expense(label: "Jan", value: 2)]
            let host = await host(ExpenseBarChart(expenses: expenses))
            #expect(host.graph.diagnostics.isEmpty)
            let second = tracks(host.render(at: 5))[1].frame
            #expect(host.tap(at: CGPoint(x: second.midX, y: second.midY)))
            #expect(header(host.render(at: 5)) == "Selected: Jan $2")
        }

        @Test func badSizesNeverCrash() async {
            let host = await host(ExpenseBarChart(expenses: Expense.sampleData, barWidth: .nan, plotHeight: -.infinity,
                                                  barHeight: .infinity))
            for item in host.render(at: 5).items {
                let f = item.frame
                let finite = [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
                #expect(finite, "\(item.id)")
            }
        }

        /// A parent that drops the selected month when "Drop" is tapped.
        struct Dropper: View {
            @State private var expenses = Expense.sampleData
            var body: some View {
                VStack {
                    Text("Drop").onTapGesture { expenses.removeAll { $0.label == "Oct" } }
                    ExpenseBarChart(expenses: expenses)
                }
            }
        }

        @Test func aSelectionThatLeavesTheDataShowsNone() async {
            let host = await host(Dropper())
            #expect(host.tap(label: "Oct"))
            #expect(header(host.render(at: 5)) == "Selected: Oct $9067")
            #expect(host.tap(label: "Drop"))
            let list = host.render(at: 5)
            #expect(header(list) == "Selected: None")
            // Jul, now the largest, fills 250 pt; the data change itself is not animated.
            #expect(SeedChartSupport.close(bars(list)[6].frame.height, 250))
        }
    }
}
