import Foundation
import Testing
import Declarative
@testable import Charts

/// A continuous colour scale whose range is a gradient (`chartForegroundStyleScale(range: Gradient(colors:))`)
/// shows that gradient in its legend, as it colours the marks: the legend's bar was the default blue while a
/// contributions heat map was drawn white to green.
@MainActor
@Suite struct GradientRangeLegendTests {
    struct Cell { let x: Int; let level: Int }
    static let cells = (0..<6).map { Cell(x: $0, level: $0) }

    /// The colours of the gradient fills drawn in the legend.
    func legendGradientColors(_ chart: EncodedChart) -> [[Color.Resolved]] {
        chart.legend("legend.gradient").compactMap { item in
            guard case .shape(let s) = item.content, case .linearGradient(let g, _, _)? = s.fill else { return nil }
            return g.stops.map(\.color)
        }
    }

    @Test func theLegendBarRunsBetweenTheGradientsEnds() throws {
        let chart = EncodedChart(Chart(Self.cells, id: \.x) {
            RectangleMark(x: .value("X", $0.x), y: .value("Y", 0)).foregroundStyle(by: .value("Level", $0.level))
        }.chartForegroundStyleScale(range: Gradient(colors: [.white, .green])))
        let bars = legendGradientColors(chart)
        let stops = try #require(bars.first)
        #expect(stops.first == Color.white.resolve(in: .light))
        #expect(stops.last == Color.green.resolve(in: .light))
        // The marks go from the gradient's start to its end too.
        let fills = chart.list.items.filter(ChartRender.isMark).compactMap { item -> Paint? in
            if case .shape(let s) = item.content { s.fill } else { nil }
        }
        #expect(fills.contains(.color(Color.green.resolve(in: .light))))
    }
}
