import Testing
import Foundation
import Declarative
import TestTools

/// Chart screens in the style of published Swift Charts examples (Swift 5 mode). Each compiles unchanged, renders
/// to both backends without a diagnostic, and draws what its example is about:
///
/// | screen | APIs |
/// |---|---|
/// | heatMap | `RectangleMark(x:y:)` on two category axes, numeric `foregroundStyle(by:)` (continuous colour, gradient legend), `AxisMarks(position: .leading)`, `.title3.bold()` |
/// | range | `BarMark(xStart:xEnd:y:)`, `.teal.gradient`, `cornerRadius`, `annotation(position: .trailing)`, `RuleMark(x:)` with `lineStyle(StrokeStyle(dash:))`, `chartXAxisLabel` |
/// | candlestick | `RuleMark(x:yStart:yEnd:)` + `RectangleMark(x:yStart:yEnd:width:)`, per-mark `foregroundStyle` ternary, `chartYScale(domain:)`, `AxisValueLabel(format: .currency(code:).precision(.fractionLength(0)))`, `.automatic(desiredCount:)` |
/// | multiSeriesLine | `LineMark` over dates with `unit: .day`, `foregroundStyle(by:)` + `symbol(by:)`, `interpolationMethod(.catmullRom)`, `.stride(by: .day)`, `AxisValueLabel(format:centered:)`, `chartLegend(position:alignment:)` |
/// | styleScale | stacked `BarMark`s, `chartForegroundStyleScale([key: Color])`, `Label(_:systemImage:)` |
/// | streamArea | `AreaMark(x:y:stacking: .normalized)` and `.center`, `AxisMarks(format: .percent)`, `.cardinal`, `chartYAxis(.hidden)`, `chartLegend(.hidden)` |
/// | turnedLabels | `AxisValueLabel(orientation: .vertical)`, `AxisValueLabel(collisionResolution: .truncate)`, `chartYAxisLabel(_:position: .leading)`, `PointMark` on categories |
@MainActor
@Suite struct ChartExampleScreenTests {
    @Test func heatMap() async {
        let r = await checkScreen(ChartsHeatMapScreen())
        #expect(r.chartElements("r").count == 20, "a cell per weekday and hour")
        #expect(Set(r.chartElements("r").compactMap(\.fillPaint)).count >= 6, "cells are coloured by their count")
        #expect(r.texts.suffix(2) == ["0", "10"], "a gradient legend from the least count to the most: \(r.texts)")
    }

    @Test func range() async {
        let r = await checkScreen(ChartsRangeScreen())
        // Four bars, then the rule (a rule is a thin rectangle).
        let bars = r.chartElements("r")
        #expect(bars.count == 5)
        // "Build" runs from 3 to 10, so it is 7/4 as long as "Design" (0 to 4).
        let widths = bars.map(\.frame.width)
        #expect(abs(widths[1] / widths[0] - 7.0 / 4.0) < 0.05)
        #expect(["4d", "7d", "4d", "1d", "Week"].allSatisfy(r.texts.contains))
    }

    @Test func candlestick() async {
        let r = await checkScreen(ChartsCandlestickScreen())
        #expect(r.chartElements("r").count == 10, "a wick and a body per day")
        #expect(Set(r.chartElements("r").compactMap(\.fillPaint)).count == 2, "up days and down days differ")
        #expect(r.texts.contains { $0.hasSuffix("$100") } && r.texts.contains { $0.hasSuffix("$120") }, "\(r.texts)")
    }

    @Test func multiSeriesLine() async {
        let r = await checkScreen(ChartsMultiSeriesLineScreen())
        #expect(r.chartElements("c").count == 2, "a line per city")
        #expect(r.chartElements("p").count == 14, "a symbol per point")
        #expect(r.list.items.contains { $0.accessibility.label == "Cupertino" })
        #expect(r.texts.contains("Tue") && r.texts.contains("Wed"))
    }

    @Test func styleScale() async {
        let r = await checkScreen(ChartsStyleScaleScreen())
        #expect(r.chartElements("r").count == 12)
        var legend: [String] = []
        for label in r.list.items.compactMap(\.accessibility.label) where ["Gas", "Grid", "Solar"].contains(label) {
            if legend.last != label { legend.append(label) }
        }
        #expect(legend == ["Gas", "Grid", "Solar"], "the legend follows the mapping")
    }

    @Test func streamArea() async {
        let r = await checkScreen(ChartsStreamAreaScreen())
        #expect(r.chartElements("c").count == 6, "three areas in each chart")
        #expect(r.texts.contains("100%"), "the normalized chart's axis reads in percent")
    }

    @Test func turnedLabels() async {
        let r = await checkScreen(ChartsTurnedLabelsScreen())
        let turned = r.chartElements("tr")
        #expect(turned.count == 6, "five country labels and the y-axis title run vertically")
        #expect(r.svg.contains("matrix(0 -1 1 0 "))
        #expect(r.texts.contains { $0.hasSuffix("…") }, "the narrow chart truncates its labels")
    }
}

extension DisplayItem {
    /// The paint of a filled shape.
    var fillPaint: Paint? {
        guard case .shape(let s) = content else { return nil }
        return s.fill
    }
}
