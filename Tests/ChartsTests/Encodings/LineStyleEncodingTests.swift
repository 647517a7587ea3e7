import Foundation
import Testing
import Declarative
@testable import Charts

/// `lineStyle(by:)` and `chartLineStyleScale` (Swift Charts' documentation): each distinct value strokes its line
/// with the next dash pattern, solid first; marks with the same value join one line; the default legend shows a line
/// sample per value; the scale's overloads replace the styles.
@MainActor
@Suite struct LineStyleEncodingTests {
    struct Sale { let day: Int, sales: Double, city: String, kind: String }
    static let data: [Sale] = [
        Sale(day: 1, sales: 3, city: "A", kind: "x"), Sale(day: 2, sales: 5, city: "A", kind: "x"), Sale(day: 3, sales: 4, city: "A", kind: "y"),
        Sale(day: 1, sales: 6, city: "B", kind: "x"), Sale(day: 2, sales: 2, city: "B", kind: "y"), Sale(day: 3, sales: 7, city: "B", kind: "y"),
    ]

    static func chart() -> some View {
        Chart(data, id: \.day) { LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)).lineStyle(by: .value("City", $0.city)) }
    }

    @Test func eachValueIsOneLineWithItsOwnDashSolidFirst() {
        let c = EncodedChart(Self.chart())
        #expect(c.lines.count == 2, "the marks of one city join one line")
        #expect(c.dashes[0].isEmpty, "the first value is solid")
        #expect(!c.dashes[1].isEmpty, "the second is dashed")
        #expect(c.lines.allSatisfy { $0.stroke!.style.lineWidth == 2 }, "the default line's width")
    }

    @Test func theDefaultLegendShowsALineSamplePerValue() {
        let c = EncodedChart(Self.chart())
        #expect(c.legendSample("legend.lineStyle.A")?.dash == [])
        #expect(c.legendSample("legend.lineStyle.B")?.dash == LineStyleScale.defaultRange[1].dash)
        #expect(c.list.items.contains { if case .text(let t) = $0.content { t.lines.map(\.text).joined() == "B" } else { false } })
        let hidden = EncodedChart(Self.chart().chartLegend(.hidden))
        #expect(hidden.legendIDs.isEmpty)
    }

    @Test func keyValuePairsSetTheStyles() {
        let c = EncodedChart(Self.chart().chartLineStyleScale(["A": StrokeStyle(lineWidth: 2), "B": StrokeStyle(lineWidth: 3, dash: [5, 3])]))
        #expect(c.dashes == [[], [5, 3]])
        #expect(c.lines.map { $0.stroke!.style.lineWidth } == [2, 3])
    }

    @Test func domainRangeAndMappingOverloadsAreHonoured() {
        let dotted = StrokeStyle(lineWidth: 1, dash: [1, 2]), solid = StrokeStyle(lineWidth: 4)
        // The domain orders the values: B takes the first style.
        let byDomain = EncodedChart(Self.chart().chartLineStyleScale(domain: ["B", "A"], range: [dotted, solid]))
        #expect(byDomain.dashes == [[], [1, 2]], "A (drawn first) is the domain's second value")
        #expect(byDomain.legendIDs.contains("legend.lineStyle.B"))
        let byRange = EncodedChart(Self.chart().chartLineStyleScale(range: [dotted, solid]))
        #expect(byRange.dashes == [[1, 2], []])
        let byMapping = EncodedChart(Self.chart().chartLineStyleScale(mapping: { (city: String) in city == "A" ? solid : dotted }))
        #expect(byMapping.lines.map { $0.stroke!.style.lineWidth } == [4, 1])
        let domainOnly = EncodedChart(Self.chart().chartLineStyleScale(domain: ["B", "A"]))
        #expect(domainOnly.dashes == [LineStyleScale.defaultRange[1].dash, []])
        let domainMapping = EncodedChart(Self.chart().chartLineStyleScale(domain: ["A", "B"], mapping: { $0 == "B" ? dotted : solid }))
        #expect(domainMapping.dashes == [[], [1, 2]])
    }

    @Test func anExplicitLineStyleWins() {
        let c = EncodedChart(Chart(Self.data, id: \.day) {
            LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
                .lineStyle(by: .value("City", $0.city))
                .lineStyle(StrokeStyle(lineWidth: 5))
        })
        #expect(c.lines.map { $0.stroke!.style.lineWidth } == [5, 5])
    }

    @Test func aSharedColourValueMergesTheLegend() {
        let c = EncodedChart(Chart(Self.data, id: \.day) {
            LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
                .lineStyle(by: .value("City", $0.city))
        })
        #expect(c.lines.count == 2)
        #expect(c.legendSample("legend.B")?.dash == LineStyleScale.defaultRange[1].dash, "the colour entry shows the dash")
        #expect(!c.legendIDs.contains { $0.hasPrefix("legend.lineStyle.") }, "no second group")
    }

    @Test func twoEncodingsSplitLinesByBothValues() {
        let c = EncodedChart(Chart(Self.data, id: \.day) {
            LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
                .lineStyle(by: .value("Kind", $0.kind))
        })
        #expect(c.lines.count == 4, "A·x, A·y, B·x, B·y")
        #expect(c.legendIDs.isSuperset(of: ["legend.A", "legend.B", "legend.lineStyle.x", "legend.lineStyle.y"]))
    }

    @Test func aLinePlotDrawsAsAForEachOfLineMarks() {
        let plot = ChartRender.svg(Chart { LinePlot(Self.data, x: .value("Day", \.day), y: .value("Sales", \.sales)).lineStyle(by: .value("City", \.city)) })
        #expect(plot == ChartRender.svg(Self.chart()))
        #expect(plot.contains("stroke-dasharray"))
    }

    @Test func theProxyAnswersLineStyles() throws {
        let p = try #require(proxy({ ForEach(Self.data, id: \.sales) { LineMark(x: .value("Day", $0.day), y: .value("S", $0.sales)).lineStyle(by: .value("City", $0.city)) } },
                                   configure: { $0 }))
        #expect(p.lineStyle(for: "A")?.dash == [])
        #expect(p.lineStyle(for: "B")?.dash == LineStyleScale.defaultRange[1].dash)
        #expect(p.lineStyle(for: "Z") == nil)
        #expect(p.lineStyleDomain(dataType: String.self) == ["A", "B"])
    }
}
