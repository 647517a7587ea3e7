import Foundation
import Testing
import Declarative
import DeclarativeTesting
import Backends
@testable import Charts

/// A line or area with more points than pixel columns is drawn through each column's first, last, lowest and highest
/// point (`SeriesDecimation`); the chart's data keeps every point.
@Suite struct DenseLinesAreThinnedPerPixelColumnTests {
    /// `n` points, 100 per column of 1 pt, zigzagging.
    static func zigzag(_ n: Int) -> [CGPoint] {
        (0..<n).map { i in CGPoint(x: Double(i) / 100, y: Double((i * 7919) % 97)) }
    }

    @Test func eachColumnKeepsItsFirstLastLowestAndHighestPointInOrder() {
        let points = Self.zigzag(1_000)
        let thinned = SeriesDecimation.line(points, curve: .linear, columnWidth: 1, origin: 0)
        #expect(thinned.count <= 4 * 10 && thinned.count >= 2 * 10)
        for c in 0..<10 {
            let all = points[(c * 100)..<(c * 100 + 100)]
            let kept = thinned.filter { Int($0.x.rounded(.down)) == c }
            #expect(kept.first == all.first && kept.last == all.last)
            #expect(kept.map(\.y).min() == all.map(\.y).min() && kept.map(\.y).max() == all.map(\.y).max())
            #expect(kept.allSatisfy { all.contains($0) })
            #expect(kept.map(\.x) == kept.map(\.x).sorted())               // data order kept
        }
    }

    @Test func gapsSurviveAndRunsOfGapsBecomeOne() {
        var points = Self.zigzag(1_000)
        for i in 450..<460 { points[i].y = .nan }
        let thinned = SeriesDecimation.line(points, curve: .linear, columnWidth: 1, origin: 0)
        #expect(thinned.filter { !$0.y.isFinite }.count == 1)
        let gap = thinned.firstIndex { !$0.y.isFinite }!
        #expect(thinned[gap - 1] == points[449] && thinned[gap + 1] == points[460])
    }

    @Test func sparseLinesAndSplinesAreLeftAlone() {
        let sparse = (0..<50).map { CGPoint(x: Double($0) * 3, y: Double($0 % 7)) }
        #expect(SeriesDecimation.line(sparse, curve: .linear, columnWidth: 1, origin: 0) == sparse)
        let dense = Self.zigzag(1_000)
        #expect(SeriesDecimation.line(dense, curve: .catmullRom(alpha: 0.5), columnWidth: 1, origin: 0) == dense)
        #expect(SeriesDecimation.line(dense, curve: .cardinal(tension: 0), columnWidth: 1, origin: 0) == dense)
        #expect(SeriesDecimation.line(dense, curve: .linear, columnWidth: 0, origin: 0) == dense)
        #expect(SeriesDecimation.line(dense, curve: .linear, columnWidth: .nan, origin: 0) == dense)
    }

    @Test func anAreaKeepsTheSameIndicesOnBothEdges() {
        let top = Self.zigzag(1_000)
        let base = top.enumerated().map { CGPoint(x: $0.element.x, y: 200 - Double(($0.offset * 31) % 13)) }
        let (t, b) = SeriesDecimation.area(top: top, baseline: base, curve: .linear, columnWidth: 1, origin: 0)
        #expect(t.count == b.count && t.count < 6 * 10 + 1)
        for (p, q) in zip(t, b) {
            let i = top.firstIndex(of: p)!
            #expect(base[i] == q)
        }
        #expect(b.map(\.y).max() == base.map(\.y).max() && b.map(\.y).min() == base.map(\.y).min())
    }

    @Test func pointsOutOfXOrderAreKeptWhereTheyCannotBeMerged() {
        let shuffled = (0..<1_000).map { i in CGPoint(x: Double((i * 37) % 1_000) / 100, y: Double(i % 5)) }
        let thinned = SeriesDecimation.line(shuffled, curve: .linear, columnWidth: 1, origin: 0)
        #expect(Set(thinned.map { "\($0)" }).isSubset(of: Set(shuffled.map { "\($0)" })))
        #expect(thinned.first == shuffled.first && thinned.last == shuffled.last)
    }

    @MainActor @Test func aChartDrawsFewerPointsButKeepsEveryMark() {
        let values = (0..<20_000).map { Double(($0 * 7919) % 97) }
        let chart = Chart { ForEach(0..<values.count, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", values[$0])) } }
        let host = ChartRender.svgHost(chart)
        let svg = SVGRenderer().render(host.render())
        let full = SVGRenderer().render(ChartRender.svgHost(chart.environment(\.displayScale, 1_000)).render())
        #expect(svg.utf8.count * 2 < full.utf8.count)
        #expect(ChartModel(marks: ChartContentResolver.marks(of: chart.content), configuration: ChartConfiguration()).marks.count == 20_000)
    }

    @MainActor @Test func aTerminalFrameLightsTheSameDots() {
        let values = (0..<20_000).map { Double(($0 * 7919) % 97) + Double($0) / 500 }
        let chart = Chart { ForEach(0..<values.count, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", values[$0])) } }
        func frame(displayScale: CGFloat) -> String {
            var env = EnvironmentValues()
            env.textMetrics = TerminalTextMetrics()
            env.displayScale = displayScale
            let list = TestHost(chart, size: CGSize(width: 60 * 8, height: 16 * 16), environment: env).render()
            return TerminalRenderer(rasterizer: TerminalRasterizer(), colorLevel: .none).render(list)
        }
        #expect(frame(displayScale: TerminalRasterizer().displayScale) == frame(displayScale: 1_000))
    }
}
