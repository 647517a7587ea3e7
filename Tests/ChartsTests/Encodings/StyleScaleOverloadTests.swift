import Foundation
import Testing
import Declarative
@testable import Charts

/// The rest of the style scales' overloads (Swift Charts' `chartSymbolScale(domain:range:)`, `(domain:)`, `(range:)`,
/// `(mapping:)`, `(domain:mapping:)`; `chartForegroundStyleScale(domain:mapping:)`, `(type:)`): each reaches the
/// chart, as `ChartProxy`'s look-ups and the legend report.
@MainActor
@Suite struct StyleScaleOverloadTests {
    struct Reading { let x: Double, y: Double, kind: String, level: Double }
    static let data = [Reading(x: 1, y: 1, kind: "a", level: 1), Reading(x: 2, y: 2, kind: "b", level: 2), Reading(x: 3, y: 3, kind: "c", level: 3)]
    static let unit = CGRect(x: 0, y: 0, width: 10, height: 10)

    /// The proxy of a chart of the readings' points with a symbol by kind, with the chart modifiers of `configure`
    /// (which read the environment, so they apply to the chart inside a type-erased view too).
    static func symbols<V: View>(_ configure: (AnyView) -> V) -> ChartProxy? {
        proxy(of: configure(AnyView(Chart(data, id: \.x) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbol(by: .value("Kind", $0.kind)) })))
    }

    static func shape(_ p: ChartProxy?, _ value: String) -> Path? { p?.symbol(for: value)?.path(in: unit) }
    static func basic(_ s: BasicChartSymbolShape) -> Path { s.path(in: unit) }

    @Test func theDefaultCycleWithoutAScale() {
        let p = Self.symbols { $0 }
        #expect(Self.shape(p, "a") == Self.basic(.circle))
        #expect(Self.shape(p, "b") == Self.basic(.square))
        #expect(Self.shape(p, "c") == Self.basic(.triangle))
    }

    @Test func rangeDomainAndMappingOverloads() {
        let ranged = Self.symbols { $0.chartSymbolScale(range: [BasicChartSymbolShape.cross, BasicChartSymbolShape.plus]) }
        #expect(Self.shape(ranged, "a") == Self.basic(.cross))
        #expect(Self.shape(ranged, "c") == Self.basic(.cross), "the range cycles")
        let ordered = Self.symbols { $0.chartSymbolScale(domain: ["c", "b", "a"]) }
        #expect(Self.shape(ordered, "c") == Self.basic(.circle), "the domain's first value takes the first shape")
        #expect(ordered?.symbolDomain(dataType: String.self) == ["c", "b", "a"])
        let mapped = Self.symbols { $0.chartSymbolScale(mapping: { (k: String) in k == "b" ? BasicChartSymbolShape.diamond : .pentagon }) }
        #expect(Self.shape(mapped, "b") == Self.basic(.diamond))
        #expect(Self.shape(mapped, "a") == Self.basic(.pentagon))
        let both = Self.symbols { $0.chartSymbolScale(domain: ["a", "b", "c"], mapping: { $0 == "a" ? BasicChartSymbolShape.asterisk : .square }) }
        #expect(Self.shape(both, "a") == Self.basic(.asterisk))
        let pairs = Self.symbols { $0.chartSymbolScale(["a": BasicChartSymbolShape.plus, "b": .cross, "c": .diamond]) }
        #expect(Self.shape(pairs, "c") == Self.basic(.diamond))
    }

    @Test func symbolsWithoutColoursHaveALegendInTheScalesShapes() {
        let c = EncodedChart(Chart(Self.data, id: \.x) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbol(by: .value("Kind", $0.kind)) }
            .chartSymbolScale(domain: ["c", "b", "a"]))
        let order = c.list.items.filter { $0.id.path.contains("/l:legend.symbol.") && !$0.id.path.contains("#") }.map(\.frame.minX)
        #expect(order.count == 3 && order == order.sorted())
        #expect(c.legend("legend.symbol.c").first?.frame.minX == order.first, "the domain orders the legend")
    }

    @Test func foregroundDomainMappingAndCategoryType() throws {
        let mapped = proxy({ ForEach(Self.data, id: \.x) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("Kind", $0.kind)) } },
                           configure: { $0.chartForegroundStyleScale(domain: ["c", "a", "b"], mapping: { $0 == "a" ? Color.red : Color.gray }) })
        #expect(mapped?.foregroundStyleDomain(dataType: String.self) == ["c", "a", "b"])
        #expect(mapped?.foregroundStyle(for: "a") != nil && mapped?.foregroundStyle(for: "z") == nil)
        let legend = EncodedChart(Chart(Self.data, id: \.x) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("Kind", $0.kind)) }
            .chartForegroundStyleScale(domain: ["c", "a", "b"], mapping: { $0 == "a" ? Color.red : Color.gray }))
        let swatch = try #require(legend.legend("legend.a").first)
        guard case .shape(let s) = swatch.content else { Issue.record("the swatch is a shape"); return }
        #expect(s.fill == .color(Color.red.resolve(in: .light)))
        // Numbers take a gradient legend unless the scale is categorical.
        let gradient = EncodedChart(Chart(Self.data, id: \.x) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("Level", $0.level)) })
        #expect(gradient.legendIDs == ["legend.gradient"])
        let categorical = EncodedChart(Chart(Self.data, id: \.x) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("Level", $0.level)) }
            .chartForegroundStyleScale(type: .category))
        #expect(categorical.legendIDs.count == 3)
    }
}
