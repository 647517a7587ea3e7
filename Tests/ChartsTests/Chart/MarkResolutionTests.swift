import Foundation
import Testing
import Declarative
@testable import Charts
import DeclarativeTesting

/// Content resolves into marks with data-id identities; stacking, grouping, palette, legend,
/// scales and custom marks behave as Swift Charts does by default.
@MainActor
@Suite struct MarkResolutionTests {
    @Test func forEachIdsBecomeMarkKeys() {
        let marks = ChartContentResolver.marks(of: ForEach(sales, id: \.month) { BarMark(x: .value("M", $0.month), y: .value("S", $0.total)) })
        #expect(marks.map(\.key) == ["Jan", "Feb", "Mar"])
    }

    @Test func builderKeepsPositionsAndBranches() {
        let flag = true
        let chart = Chart {
            RuleMark(y: .value("Goal", 8))
            if flag { PointMark(x: .value("X", 1), y: .value("Y", 2)) } else { LineMark(x: .value("X", 1), y: .value("Y", 2)) }
        }
        let marks = ChartContentResolver.marks(of: chart.content)
        #expect(marks.map(\.kind) == [.rule, .point])
        #expect(marks.map(\.key) == ["0", "1/t"])
    }

    @Test func innermostForegroundStyleWins() {
        let content = Plot { BarMark(x: .value("M", "a"), y: .value("S", 1)).foregroundStyle(.red) }.foregroundStyle(.green)
        let marks = ChartContentResolver.marks(of: content)
        #expect(marks.count == 1 && marks[0].style.foreground != nil)
    }

    @Test func sameCategoryBarsStackFromZero() {
        let model = ChartModel(marks: ChartContentResolver.marks(of: GoldenChartsContent.stacked), configuration: ChartConfiguration())
        #expect(model.measured.compactMap { $0 } == [0...3, 3...5, 0...4, 4...9, 0...2, 2...5])
        #expect(model.seriesDomain == [.string("Fruit"), .string("Veg")])
    }

    @Test func groupedBarsSitSideBySide() {
        let list = ChartRender.list(GoldenCharts.grouped)
        let rects = ChartRender.markRects(list)
        #expect(rects.count == 6)
        #expect(rects[0].maxX <= rects[1].minX + 0.001)            // Jan Fruit left of Jan Veg
        #expect(abs(rects[0].maxY - rects[1].maxY) < 0.001)        // both from the baseline
    }

    @Test func paletteFollowsFirstAppearance() {
        let model = ChartModel(marks: ChartContentResolver.marks(of: GoldenChartsContent.stacked), configuration: ChartConfiguration())
        let g = MarkGeometry(model: model, configuration: ChartConfiguration(), x: .empty(range: (0, 1)), y: .empty(range: (0, 1)), plot: .zero)
        let env = EnvironmentValues()
        #expect(Self.color(g.seriesPaint(.string("Fruit")).style, env) == Self.color(AnyShapeStyle(Color.blue), env))
        #expect(Self.color(g.seriesPaint(.string("Veg")).style, env) == Self.color(AnyShapeStyle(Color.green), env))
    }

    static func color(_ s: AnyShapeStyle, _ env: EnvironmentValues) -> String {
        let list = TestHost(Rectangle().fill(s), size: CGSize(width: 1, height: 1)).render()
        guard case .shape(let d)? = list.items.first?.content else { return "" }
        return "\(String(describing: d.fill))"
    }

    @Test func legendSitsBelowThePlotLeadingAligned() {
        let list = ChartRender.list(GoldenCharts.stacked)
        let legendTexts = list.items.filter { $0.id.path.contains("legend.") && { if case .text = $0.content { true } else { false } }($0) }
        #expect(legendTexts.count == 2)
        let plotBottom = ChartRender.markRects(list).map(\.maxY).max() ?? 0
        #expect(legendTexts.allSatisfy { $0.frame.minY > plotBottom })
        #expect((legendTexts.map(\.frame.minX).min() ?? 99) < 20)
    }

    @Test func hiddenLegendAndAxesDrawNoText() {
        let list = ChartRender.list(GoldenCharts.stacked.chartLegend(.hidden).chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(!list.items.contains { if case .text = $0.content { true } else { false } })
    }

    @Test func explicitDomainAndStrideTicks() {
        let chart = GoldenCharts.bar.chartYScale(domain: 0...100).chartYAxis { AxisMarks(values: .stride(by: 25)) }
        let labels = ChartRender.list(chart).items.compactMap { item -> String? in
            guard item.id.path.contains("y0.label"), case .text(let t) = item.content else { return nil }
            return t.lines.first?.text
        }
        #expect(labels == ["0", "25", "50", "75", "100"])
    }

    @Test func sectorsStartAtTwelveClockwise() {
        let model = ChartModel(marks: ChartContentResolver.marks(of: GoldenChartsContent.sectors), configuration: ChartConfiguration())
        #expect(model.isSectorChart)
        let f = model.sectorFractions
        #expect(f[0]! == (0, 5.0 / 30) && f[2]! == (15.0 / 30, 1))
    }

    struct Bullet: ChartMark {
        var name: String, value: Double
        var xValues: [any Plottable] { [value] }
        var yValues: [any Plottable] { [name] }
        func path(in chart: ChartProxy) -> Path {
            guard let band = chart.positionRange(forY: name), let x = chart.position(forX: value), let x0 = chart.position(forX: 0.0) else { return Path() }
            return Path(CGRect(x: x0, y: band.lowerBound, width: x - x0, height: band.upperBound - band.lowerBound))
        }
    }

    @Test func customMarkDrawsWithTheChartScales() {
        let list = ChartRender.list(Chart { Bullet(name: "A", value: 10); Bullet(name: "B", value: 5).foregroundStyle(.red) })
        let shapes = list.items.filter { ChartRender.isMark($0) }
        #expect(shapes.count == 2)
    }
}

/// Chart content used directly by model tests.
@MainActor
enum GoldenChartsContent {
    static var stacked: some ChartContent {
        ForEach(GoldenCharts.cells) { BarMark(x: .value("Month", $0.month), y: .value("Value", $0.value)).foregroundStyle(by: .value("Type", $0.type)) }
    }
    static var sectors: some ChartContent {
        ForEach(sales) { SectorMark(angle: .value("Sales", $0.total)) }
    }
}
