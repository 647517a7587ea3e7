import Foundation
import Testing
import Declarative
@testable import Backends

/// Each chart's table follows the items once, where the chart first draws, with the data of its last item, however
/// the charts' items interleave (the renderer finds the charts in the items' pass, hashing an id only where it changes).
@MainActor
@Suite struct SVGChartTableTests {
    static let bar = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    /// A one-series chart of `categories`, each at `value`, drawn by the view at `path`.
    static func chart(_ path: String, title: String, categories: [String], value: Double) -> ChartDescription {
        var chart = ChartDescription(AXChartDescriptor(
            title: title, xAxis: AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: categories),
            yAxis: AXNumericDataAxisDescriptor(title: "Steps", range: 0...100, gridlinePositions: []) { String(Int($0)) },
            series: [AXDataSeriesDescriptor(name: "", isContinuous: false,
                                            dataPoints: categories.map { AXDataPoint(x: $0, y: value) })]))
        chart.id = DisplayItemID(path)
        return chart
    }

    /// The document's table titles and cells, in order.
    static func tables(_ svg: String) -> [String] {
        svg.split(separator: "\n").compactMap { line in
            if line.contains("role=\"table\"") { return String(line.trimmingCharacters(in: .whitespaces)) }
            if line.contains("role=\"cell\"") { return String(line.trimmingCharacters(in: .whitespaces)) }
            return nil
        }
    }

    @Test func interleavedChartsEachHaveOneTableInFirstDrawOrderWithTheirLastData() {
        let first = Self.chart("A", title: "First", categories: ["Mon"], value: 1)
        let firstLater = Self.chart("A", title: "First", categories: ["Tue"], value: 2)
        let second = Self.chart("B", title: "Second", categories: ["Wed"], value: 3)
        let svg = SVGFixture.svg([
            SVGFixture.shape("a1", Self.bar, accessibility: AccessibilityInfo(label: "a1", chart: first)),
            SVGFixture.shape("b1", Self.bar, accessibility: AccessibilityInfo(label: "b1", chart: second)),
            SVGFixture.shape("plain", Self.bar),
            SVGFixture.shape("a2", Self.bar, accessibility: AccessibilityInfo(label: "a2", chart: firstLater)),
            SVGFixture.shape("b2", Self.bar, accessibility: AccessibilityInfo(label: "b2", chart: second)),
        ])
        #expect(svg.contains("role=\"figure\""))
        #expect(Self.tables(svg) == [
            "<g role=\"table\" aria-label=\"First\">",
            "<g role=\"row\"><g role=\"cell\" aria-label=\"Tue\"/><g role=\"cell\" aria-label=\"2\"/></g>",
            "<g role=\"table\" aria-label=\"Second\">",
            "<g role=\"row\"><g role=\"cell\" aria-label=\"Wed\"/><g role=\"cell\" aria-label=\"3\"/></g>",
        ])
    }

    @Test func aListWithoutChartsIsAnImageWithoutTables() {
        let svg = SVGFixture.svg([SVGFixture.shape("a", Self.bar, accessibility: AccessibilityInfo(label: "a"))])
        #expect(svg.contains("role=\"img\""))
        #expect(Self.tables(svg).isEmpty)
    }
}
