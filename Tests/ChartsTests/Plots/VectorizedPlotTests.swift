import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// A vectorized plot draws exactly as a `ForEach` over its data of the matching mark with the same values and
/// modifiers (Swift Charts' `BarPlot`, `LinePlot`, … documentation): for each plot kind, the SVG of a chart of the
/// plot is the SVG of the chart of the `ForEach`.
@MainActor
@Suite struct VectorizedPlotTests {
    struct Reading {
        let day: String, hour: Double, value: Double, low: Double, kind: String
        let width: CGFloat, alpha: CGFloat, color: Color, stroke: StrokeStyle
    }

    static let data: [Reading] = [
        Reading(day: "Mon", hour: 1, value: 5, low: 1, kind: "A", width: 8, alpha: 1, color: .red, stroke: StrokeStyle(lineWidth: 1)),
        Reading(day: "Tue", hour: 2, value: 9, low: 3, kind: "B", width: 12, alpha: 0.5, color: .green, stroke: StrokeStyle(lineWidth: 3)),
        Reading(day: "Wed", hour: 3, value: 4, low: 2, kind: "A", width: 6, alpha: 0.8, color: .blue, stroke: StrokeStyle(lineWidth: 2)),
        Reading(day: "Thu", hour: 4, value: .nan, low: 0, kind: "B", width: 10, alpha: 1, color: .orange, stroke: StrokeStyle(lineWidth: 1)),
        Reading(day: "Fri", hour: 5, value: 7, low: 4, kind: "C", width: 9, alpha: 0.3, color: .purple, stroke: StrokeStyle(lineWidth: 4)),
    ]
    static let d = data
    static let n = data.count

    /// Both charts as SVG, after checking that the plot drew marks at all.
    func expectSameDrawing(_ plot: some View, _ marks: some View, markCount: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let svg = ChartRender.svg(plot)
        #expect(svg == ChartRender.svg(marks), sourceLocation: sourceLocation)
        #expect(ChartRender.list(plot).items.filter(ChartRender.isMark).count == markCount, sourceLocation: sourceLocation)
    }

    @Test func barPlotDrawsAsForEachOfBarMarks() {
        let d = Self.d
        expectSameDrawing(
            Chart { BarPlot(d, x: .value("Day", \.day), y: .value("Value", \.value), width: .fixed(\.width)) },
            Chart { ForEach(0..<Self.n) { i in BarMark(x: .value("Day", d[i].day), y: .value("Value", d[i].value), width: .fixed(d[i].width)) } },
            markCount: 4)   // the NaN bar draws nothing
        expectSameDrawing(
            Chart { BarPlot(d, x: .value("Day", \.day), yStart: .value("Low", \.low), yEnd: .value("High", \.hour)) },
            Chart { ForEach(0..<Self.n) { i in BarMark(x: .value("Day", d[i].day), yStart: .value("Low", d[i].low), yEnd: .value("High", d[i].hour)) } },
            markCount: 5)   // floating bars: every low…high is finite
    }

    @Test func barPlotKeyPathModifiersMatchPerMarkModifiers() {
        let d = Self.d
        expectSameDrawing(
            Chart {
                BarPlot(d, x: .value("Day", \.day), y: .value("Value", \.value))
                    .foregroundStyle(by: .value("Kind", \.kind))
                    .opacity(\.alpha)
                    .cornerRadius(3)
            },
            Chart {
                ForEach(0..<Self.n) { i in
                    BarMark(x: .value("Day", d[i].day), y: .value("Value", d[i].value))
                        .foregroundStyle(by: .value("Kind", d[i].kind))
                        .opacity(Double(d[i].alpha))
                }
                .cornerRadius(3)
            },
            markCount: 4)
    }

    @Test func linePlotDrawsAsForEachOfLineMarks() {
        let d = Self.d
        expectSameDrawing(
            Chart { LinePlot(d, x: .value("Hour", \.hour), y: .value("Value", \.value)).interpolationMethod(.monotone) },
            Chart { ForEach(0..<Self.n) { i in LineMark(x: .value("Hour", d[i].hour), y: .value("Value", d[i].value)) }.interpolationMethod(.monotone) },
            markCount: 1)   // one path, in two runs around the NaN point
        expectSameDrawing(
            Chart { LinePlot(d, x: .value("Hour", \.hour), y: .value("Value", \.low), series: .value("Kind", \.kind)).foregroundStyle(\.color) },
            Chart {
                ForEach(0..<Self.n) { i in
                    LineMark(x: .value("Hour", d[i].hour), y: .value("Value", d[i].low), series: .value("Kind", d[i].kind)).foregroundStyle(d[i].color)
                }
            },
            markCount: 3)
    }

    @Test func pointPlotDrawsAsForEachOfPointMarks() {
        let d = Self.d
        expectSameDrawing(
            Chart {
                PointPlot(d, x: .value("Hour", \.hour), y: .value("Low", \.low))
                    .symbol(by: .value("Kind", \.kind))
                    .symbolSize(\.width)
            },
            Chart {
                ForEach(0..<Self.n) { i in
                    PointMark(x: .value("Hour", d[i].hour), y: .value("Low", d[i].low)).symbol(by: .value("Kind", d[i].kind)).symbolSize(d[i].width)
                }
            },
            markCount: 5)
        expectSameDrawing(
            Chart { PointPlot(d, x: .value("Hour", \.hour), y: .value("Low", \.low)).foregroundStyle(by: .value("Series", "Measured")) },
            Chart { ForEach(0..<Self.n) { i in PointMark(x: .value("Hour", d[i].hour), y: .value("Low", d[i].low)) }.foregroundStyle(by: .value("Series", "Measured")) },
            markCount: 5)
        expectSameDrawing(
            Chart { PointPlot(d, x: .value("Hour", \.hour)) },
            Chart { ForEach(0..<Self.n) { i in PointMark(x: .value("Hour", d[i].hour)) } },
            markCount: 5)
    }

    @Test func areaPlotDrawsAsForEachOfAreaMarks() {
        let d = Self.d
        expectSameDrawing(
            Chart { AreaPlot(d, x: .value("Hour", \.hour), y: .value("Low", \.low), stacking: .unstacked).foregroundStyle(by: .value("Kind", \.kind)) },
            Chart {
                ForEach(0..<Self.n) { i in
                    AreaMark(x: .value("Hour", d[i].hour), y: .value("Low", d[i].low), stacking: .unstacked).foregroundStyle(by: .value("Kind", d[i].kind))
                }
            },
            markCount: 3)
        expectSameDrawing(
            Chart { AreaPlot(d, x: .value("Hour", \.hour), yStart: .value("Low", \.low), yEnd: .value("High", \.hour)) },
            Chart { ForEach(0..<Self.n) { i in AreaMark(x: .value("Hour", d[i].hour), yStart: .value("Low", d[i].low), yEnd: .value("High", d[i].hour)) } },
            markCount: 1)
    }

    @Test func rulePlotDrawsAsForEachOfRuleMarks() {
        let d = Self.d
        expectSameDrawing(
            Chart { RulePlot(d, y: .value("Low", \.low)).lineStyle(\.stroke) },
            Chart { ForEach(0..<Self.n) { i in RuleMark(y: .value("Low", d[i].low)).lineStyle(d[i].stroke) } },
            markCount: 5)
        expectSameDrawing(
            Chart { RulePlot(d, x: .value("Hour", \.hour), yStart: .value("Low", \.low), yEnd: .value("High", \.hour)) },
            Chart { ForEach(0..<Self.n) { i in RuleMark(x: .value("Hour", d[i].hour), yStart: .value("Low", d[i].low), yEnd: .value("High", d[i].hour)) } },
            markCount: 5)
    }

    @Test func rectanglePlotDrawsAsForEachOfRectangleMarks() {
        let d = Self.d
        expectSameDrawing(
            Chart { RectanglePlot(d, x: .value("Day", \.day), y: .value("Kind", \.kind)).foregroundStyle(by: .value("Low", \.low)) },
            Chart { ForEach(0..<Self.n) { i in RectangleMark(x: .value("Day", d[i].day), y: .value("Kind", d[i].kind)).foregroundStyle(by: .value("Low", d[i].low)) } },
            markCount: 5)
        expectSameDrawing(
            Chart { RectanglePlot(d, xStart: .value("From", \.low), xEnd: .value("To", \.hour), yStart: .value("Low", \.low), yEnd: .value("High", \.hour)) },
            Chart {
                ForEach(0..<Self.n) { i in
                    RectangleMark(xStart: .value("From", d[i].low), xEnd: .value("To", d[i].hour), yStart: .value("Low", d[i].low), yEnd: .value("High", d[i].hour))
                }
            },
            markCount: 5)
    }

    @Test func sectorPlotDrawsAsForEachOfSectorMarks() {
        let d = Self.d
        expectSameDrawing(
            Chart {
                SectorPlot(d, angle: .value("Low", \.low), innerRadius: .ratio(0.5), angularInset: \.alpha)
                    .foregroundStyle(by: .value("Day", \.day))
            },
            Chart {
                ForEach(0..<Self.n) { i in
                    SectorMark(angle: .value("Low", d[i].low), innerRadius: .ratio(0.5), angularInset: d[i].alpha)
                        .foregroundStyle(by: .value("Day", d[i].day))
                }
            },
            markCount: 4)   // Thu's 0 gets no slice
    }

    @Test func plotsAmongOtherContentKeepTheirPlaceAndEmptyDataDrawsNothing() {
        let d = Self.d
        let empty: [Reading] = []
        expectSameDrawing(
            Chart {
                RuleMark(y: .value("Target", 6))
                BarPlot(d, x: .value("Day", \.day), y: .value("Value", \.value))
                BarPlot(empty, x: .value("Day", \.day), y: .value("Value", \.value))
            },
            Chart {
                RuleMark(y: .value("Target", 6))
                ForEach(0..<Self.n) { i in BarMark(x: .value("Day", d[i].day), y: .value("Value", d[i].value)) }
                ForEach(0..<0) { _ in BarMark(x: .value("Day", ""), y: .value("Value", 0)) }
            },
            markCount: 5)
    }

    @Test func projectionsReadConstantsIntervalsAndDates() {
        struct Event { let start: Date, end: Date, lane: String }
        let t0 = Date(timeIntervalSinceReferenceDate: 0)
        let events = [Event(start: t0, end: t0 + 3_600, lane: "A"), Event(start: t0 + 1_800, end: t0 + 7_200, lane: "B")]
        expectSameDrawing(
            Chart { BarPlot(events, x: .value("Time", \.start, \.end), y: .value("Lane", \.lane)) },
            Chart { ForEach(0..<2) { i in BarMark(x: .value("Time", events[i].start..<events[i].end), y: .value("Lane", events[i].lane)) } },
            markCount: 2)
        expectSameDrawing(
            Chart { PointPlot(events, x: .value("Day", \.start, unit: .day), y: .value("Lane", "Fixed")) },
            Chart { ForEach(0..<2) { i in PointMark(x: .value("Day", events[i].start, unit: .day), y: .value("Lane", "Fixed")) } },
            markCount: 2)
    }
}
