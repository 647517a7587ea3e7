import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// A chart's accessibility descriptor: the one every chart makes of its marks, one set with
/// `accessibilityChartDescriptor(_:)`, and how SVG and the terminal show it.
@MainActor
@Suite struct ChartDescriptorTests {
    struct Sale { let month: String, product: String, units: Double }
    static let sales = [Sale(month: "Jan", product: "Cups", units: 12), Sale(month: "Feb", product: "Cups", units: 19),
                        Sale(month: "Jan", product: "Plates", units: 8), Sale(month: "Feb", product: "Plates", units: .nan)]

    /// A chart with its own descriptor, in the style of Apple's audio-graph sample.
    struct Described: View, AXChartDescriptorRepresentable {
        var body: some View {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200))
                BarMark(x: .value("Day", "Tue"), y: .value("Steps", 6100))
            }
            .accessibilityChartDescriptor(self)
        }

        func makeChartDescriptor() -> AXChartDescriptor {
            let x = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue"])
            let y = AXNumericDataAxisDescriptor(title: "Steps", range: 0...8000, gridlinePositions: [0, 4000, 8000]) {
                "\(Int($0)) steps"
            }
            let series = AXDataSeriesDescriptor(name: "Steps", isContinuous: false,
                                                dataPoints: [AXDataPoint(x: "Mon", y: 4200), AXDataPoint(x: "Tue", y: 6100, label: "<best> & \"most\"")])
            return AXChartDescriptor(title: "Steps this week", summary: "Tuesday had the most steps.", xAxis: x, yAxis: y,
                                     series: [series])
        }
    }

    @Test func everyChartDescribesItsSeriesAndAxes() throws {
        let chart = Chart(Self.sales, id: \.month) { s in
            BarMark(x: .value("Month", s.month), y: .value("Units", s.units)).foregroundStyle(by: .value("Product", s.product))
        }
        let charts = ChartRender.list(chart).charts
        let d = try #require(charts.first)
        #expect(charts.count == 1)
        #expect(d.axes.map(\.title) == ["Month", "Units"])
        #expect(d.axes[0].extent == "Jan, Feb")
        #expect(d.series.map(\.name) == ["Cups", "Plates"])
        #expect(d.series.allSatisfy { !$0.isContinuous })
        // The NaN bar draws nothing and is left out.
        #expect(d.rows == [["Cups", "Jan", "12"], ["Cups", "Feb", "19"], ["Plates", "Jan", "8"]])
        #expect(d.columns == ["Series", "Month", "Units"])
    }

    @Test func aLongCategoryAxisNamesTheFirstTheLastAndTheCount() throws {
        let names = (0..<250).map { "c\($0)" }
        let d = try #require(ChartRender.list(Chart(names, id: \.self) { name in
            BarMark(x: .value("Item", name), y: .value("Units", 1))
        }).charts.first)
        #expect(d.axes[0].extent == names.prefix(99).joined(separator: ", ") + ", …, c249 (250 categories)")
        #expect(d.rowCount == 250)    // the table still holds every point
        let exactly100 = (0..<100).map { "c\($0)" }
        #expect(ChartAccessibility.list(exactly100) == exactly100.joined(separator: ", "))
    }

    @Test func linesAreContinuousAndHorizontalBarsPutTheirCategoryFirst() throws {
        let line = ChartRender.list(Chart {
            LineMark(x: .value("Hour", 1), y: .value("°C", 12.5))
            LineMark(x: .value("Hour", 2), y: .value("°C", 14))
        }).charts
        #expect(line.first?.series.first?.isContinuous == true)
        #expect(line.first?.rows == [["1", "12.5"], ["2", "14"]])
        let bars = ChartRender.list(Chart { BarMark(x: .value("Units", 7), y: .value("Shop", "North")) }).charts
        #expect(bars.first?.axes.map(\.title) == ["Shop", "Units"])
        #expect(bars.first?.rows == [["North", "7"]])
    }

    @Test func aDescriptorSetOutsideTheChartReplacesItsOwn() throws {
        let d = try #require(ChartRender.list(Described()).charts.first)
        #expect(d.title == "Steps this week")
        #expect(d.notes == ["Tuesday had the most steps.", "x axis: Day (Mon, Tue)", "y axis: Steps (0 steps to 8000 steps)"])
        #expect(d.rows == [["", "Mon", "4200 steps"], ["<best> & \"most\"", "Tue", "6100 steps"]])
    }

    @Test func emptyChartsAndHostileValuesDescribeWithoutTrapping() {
        let empty = ChartRender.list(Chart { ForEach([Double](), id: \.self) { BarMark(x: .value("X", "a"), y: .value("Y", $0)) } })
        #expect(empty.charts.first?.rows == [])
        let odd = ChartRender.list(Chart {
            PointMark(x: .value("X", Double.infinity), y: .value("Y", 1))
            PointMark(x: .value("X", 2), y: .value("Y", -Double.greatestFiniteMagnitude))
            BarMark(x: .value("Name\u{1B}[31m", "a\u{7}b"), y: .value("Y", 1))
        })
        #expect(odd.charts.count == 1)
        for line in odd.charts.flatMap(\.textLines) { #expect(!line.unicodeScalars.contains { $0.value < 0x20 }) }
    }

    @Test func svgCarriesTheDescriptorAsAnEscapedTable() {
        let svg = ChartRender.svg(Described())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"200\" viewBox=\"0 0 320 200\" role=\"figure\">"))
        let table = svg[svg.range(of: "  <g role=\"table\"")!.lowerBound...]
        #expect(String(table) == Self.describedSVGTable)
    }

    /// The whole SVG of the described chart: the chart as drawn, then its descriptor as a table (the golden the
    /// terminal's `terminalShowsTheChartThenItsData` matches on the other backend).
    @Test func describedChartSVGGolden() throws {
        try checkGolden(ChartRender.svg(Described()), named: "described-chart.svg")
    }

    @Test func terminalShowsTheChartThenItsData() throws {
        let host = ChartRender.terminalHost(Described(), columns: 40, rows: 12)
        let list = host.render()
        try checkGolden(ChartRender.terminal(Described()), named: "described-chart.txt")
        let screen = ChartDataScreen.buffer(for: list.charts, columns: 40, rows: 12).lines
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        try checkGolden(screen.joined(separator: "\n"), named: "described-chart-data.txt")
        // Too many lines for the screen: the last row says how many are left out.
        let short = ChartDataScreen.buffer(for: list.charts, columns: 40, rows: 5).lines
        #expect(short.last?.hasPrefix("… 5 more lines") == true)
    }

    static let describedSVGTable = #"""
  <g role="table" aria-label="Steps this week">
    <title>Steps this week</title>
    <desc>Tuesday had the most steps.; x axis: Day (Mon, Tue); y axis: Steps (0 steps to 8000 steps)</desc>
    <g role="row"><g role="columnheader" aria-label="Label"/><g role="columnheader" aria-label="Day"/><g role="columnheader" aria-label="Steps"/></g>
    <g role="row"><g role="cell" aria-label=""/><g role="cell" aria-label="Mon"/><g role="cell" aria-label="4200 steps"/></g>
    <g role="row"><g role="cell" aria-label="&lt;best&gt; &amp; &quot;most&quot;"/><g role="cell" aria-label="Tue"/><g role="cell" aria-label="6100 steps"/></g>
  </g>
</svg>

"""#

    /// Compares with a golden file in `Tests/ChartsTests/Goldens`; `RECORD_GOLDENS=1` writes it instead.
    func checkGolden(_ text: String, named name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), "\(name) differs from its golden")
    }
}
