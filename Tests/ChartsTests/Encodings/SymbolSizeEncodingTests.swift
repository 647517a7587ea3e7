import Foundation
import Testing
import Declarative
@testable import Charts

/// `symbolSize(by:)` and `chartSymbolSizeScale` (Swift Charts' documentation): numbers size symbols on a continuous
/// scale of areas, categories each get a size of their own; the legend shows the sizes; the scale's overloads set the
/// domain, the areas or a mapping.
@MainActor
@Suite struct SymbolSizeEncodingTests {
    struct City { let name: String, x: Double, y: Double, pop: Double, tier: String }
    static let cities = [City(name: "a", x: 1, y: 1, pop: 10, tier: "S"), City(name: "b", x: 2, y: 2, pop: 55, tier: "M"),
                         City(name: "c", x: 3, y: 3, pop: 100, tier: "L")]

    static func chart() -> Chart<some ChartContent> {
        Chart(cities, id: \.name) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(by: .value("Pop", $0.pop)) }
    }

    /// The area of each symbol drawn, from its diameter (circles).
    static func areas(_ view: some View) -> [CGFloat] {
        EncodedChart(view).symbols.map { let d = $0.frame.width; return .pi * d * d / 4 }
    }

    static func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.01 }
    }

    @Test func numbersSpreadLinearlyAcrossTheDefaultAreas() {
        let a = Self.areas(Self.chart())
        let lo = SymbolSizeScale.defaultBounds.lowerBound, hi = SymbolSizeScale.defaultBounds.upperBound
        #expect(Self.close(a, [lo, (lo + hi) / 2, hi]), "\(a)")
    }

    @Test func categoriesGetDistinctSizes() {
        let a = Self.areas(Chart(Self.cities, id: \.name) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(by: .value("Tier", $0.tier)) })
        #expect(Set(a.map { Int($0.rounded()) }).count == 3)
        #expect(a == a.sorted(), "in order of first appearance, smallest first")
    }

    @Test func theLegendShowsSizes() {
        let numbers = EncodedChart(Self.chart())
        #expect(numbers.legendIDs.filter { $0.hasPrefix("legend.symbolSize.") }.count == 3, "the ends and the middle")
        let cats = EncodedChart(Chart(Self.cities, id: \.name) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(by: .value("Tier", $0.tier)) })
        #expect(cats.legendIDs.isSuperset(of: ["legend.symbolSize.S", "legend.symbolSize.M", "legend.symbolSize.L"]))
        let widths = ["S", "M", "L"].map { cats.legend("legend.symbolSize." + $0).first?.frame.width ?? 0 }
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "a larger value has a larger swatch, all kept apart")
    }

    @Test func symbolsByTheirOwnValueGetAGroup() {
        let c = EncodedChart(Chart(Self.cities, id: \.name) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbol(by: .value("Tier", $0.tier)) })
        #expect(c.legendIDs == ["legend.symbol.S", "legend.symbol.M", "legend.symbol.L"])
        let shared = EncodedChart(Chart(Self.cities, id: \.name) {
            PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbol(by: .value("Tier", $0.tier)).foregroundStyle(by: .value("Tier", $0.tier))
        })
        #expect(shared.legendIDs == ["legend.S", "legend.M", "legend.L"], "one entry per value when symbols and colours agree")
    }

    @Test func domainAndRangeOverloadsAreHonoured() {
        #expect(Self.close(Self.areas(Self.chart().chartSymbolSizeScale(domain: 0...100, range: 10...110)), [20, 65, 110]))
        #expect(Self.close(Self.areas(Self.chart().chartSymbolSizeScale(range: 50...150)), [50, 100, 150]))
        #expect(Self.close(Self.areas(Self.chart().chartSymbolSizeScale(domain: 0...200)).prefix(1).map { $0 },
                           [SymbolSizeScale.defaultBounds.lowerBound + 0.05 * (SymbolSizeScale.defaultBounds.upperBound - SymbolSizeScale.defaultBounds.lowerBound)]))
        // A list domain makes the numbers categories, each taking the range's area in turn.
        #expect(Self.close(Self.areas(Self.chart().chartSymbolSizeScale(domain: [100.0, 55, 10], range: [30.0, 60, 90])), [90, 60, 30]))
    }

    @Test func pairsAndMappingsSetAreas() {
        let tiers = Chart(Self.cities, id: \.name) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(by: .value("Tier", $0.tier)) }
        #expect(Self.close(Self.areas(tiers.chartSymbolSizeScale(["S": 20, "M": 40, "L": 80])), [20, 40, 80]))
        #expect(Self.close(Self.areas(Self.chart().chartSymbolSizeScale(mapping: { (p: Double) in CGFloat(p) })), [10, 55, 100]))
        #expect(Self.close(Self.areas(tiers.chartSymbolSizeScale(domain: ["L", "M", "S"], mapping: { $0 == "L" ? 100 : 25 })), [25, 25, 100]))
    }

    @Test func anExplicitSizeWins() {
        let a = Self.areas(Chart(Self.cities, id: \.name) {
            PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(by: .value("Pop", $0.pop)).symbolSize(64)
        })
        #expect(Self.close(a, [64, 64, 64]))
    }

    @Test func theProxyAnswersSizesAndSymbols() throws {
        let p = try #require(proxy({
            ForEach(Self.cities, id: \.name) {
                PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(by: .value("Pop", $0.pop)).symbol(by: .value("Tier", $0.tier))
            }
        }, configure: { $0.chartSymbolScale(domain: ["L", "M", "S"], range: [.cross, .plus, .asterisk]) }))
        let lo = SymbolSizeScale.defaultBounds.lowerBound, hi = SymbolSizeScale.defaultBounds.upperBound
        #expect(abs((p.symbolSize(for: 100.0) ?? 0) - hi) < 1e-9)
        #expect(abs((p.symbolSize(for: 32.5) ?? 0) - (lo + (hi - lo) / 4)) < 1e-9, "numbers between the data's too")
        let unit = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(p.symbol(for: "L")?.path(in: unit) == BasicChartSymbolShape.cross.path(in: unit))
        #expect(p.symbol(for: "S")?.path(in: unit) == BasicChartSymbolShape.asterisk.path(in: unit))
        #expect(p.symbolSizeDomain(dataType: Double.self) == [10, 55, 100])
        #expect(p.symbolDomain(dataType: String.self) == ["L", "M", "S"])
    }
}
