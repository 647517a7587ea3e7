import Foundation
import Testing
import Declarative
import Backends
@testable import Charts
import DeclarativeTesting

/// Function plots (`LinePlot(x:y:domain:function:)` and kin, Swift Charts' iOS 18 API): where and how finely they
/// are sampled, how undefined values break them, and what they draw with no domain anywhere (see `FunctionSampling`).
@MainActor
@Suite struct FunctionPlotTests {
    /// The chart's accessibility description (which lists every sample as a point).
    func description(_ view: some View, size: CGSize = CGSize(width: 400, height: 300)) throws -> ChartDescription {
        try #require(ChartRender.list(view, size: size).charts.first)
    }

    func xs(_ d: ChartDescription) -> [Double] { d.rows.compactMap { Double($0[$0.count - 2]) } }
    func ys(_ d: ChartDescription) -> [Double] { d.rows.compactMap { Double($0[$0.count - 1]) } }

    @Test func parametersAreEvenlySpacedAndEndExactlyAtTheDomain() {
        #expect(FunctionSampling.parameters(over: 0...1, count: 5) == [0, 0.25, 0.5, 0.75, 1])
        #expect(FunctionSampling.parameters(over: 2...2, count: 9) == [2])
        #expect(FunctionSampling.parameters(over: 0...Double.infinity, count: 9).isEmpty)
        #expect(FunctionSampling.parameters(over: -1...1, count: 0) == [-1, 1])
    }

    @Test func oneSamplePerDevicePixelColumnThePlotSpansCapped() {
        let f = FunctionPlot(shape: .line { $0 }, domain: nil, xLabel: "x", yLabel: "y")
        let size = CGSize(width: 300, height: 200)
        #expect(FunctionSampling.sampleCount(for: f, domain: 0...10, scaleDomain: 0...10, plot: size, displayScale: 1) == 301)
        #expect(FunctionSampling.sampleCount(for: f, domain: 0...10, scaleDomain: 0...10, plot: size, displayScale: 2) == 601)
        // A terminal's braille dots: 2 per 8-pt cell.
        #expect(FunctionSampling.sampleCount(for: f, domain: 0...10, scaleDomain: 0...10, plot: size, displayScale: 0.25) == 76)
        // A domain over half the scale spans half the columns.
        #expect(FunctionSampling.sampleCount(for: f, domain: 0...5, scaleDomain: 0...10, plot: size, displayScale: 1) == 151)
        #expect(FunctionSampling.sampleCount(for: f, domain: 0...10, scaleDomain: 0...10, plot: size, displayScale: 1_000)
                == FunctionSampling.maximumSamples)
        #expect(FunctionSampling.sampleCount(for: f, domain: 0...10, scaleDomain: 0...10, plot: .zero, displayScale: 1) == 2)
        let circle = FunctionPlot(shape: .parametric { (cos($0), sin($0)) }, domain: 0...1, xLabel: "x", yLabel: "y")
        #expect(FunctionSampling.sampleCount(for: circle, domain: 0...1, scaleDomain: nil, plot: size, displayScale: 1) == 1_001)
    }

    @Test func withoutADomainItSamplesTheChartsXScale() throws {
        let d = try description(Chart { LinePlot(x: "x", y: "y") { x in x * x } }.chartXScale(domain: -2...2))
        let x = xs(d)
        #expect(x.first == -2)
        #expect(x.last == 2)
        #expect(x.count > 300)                      // about one per point of a ~370-pt plot
        #expect(zip(x, x.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ys(d).max() == 4)
        #expect(d.axes.map(\.title) == ["x", "y"])
    }

    @Test func theScaleDomainMayComeFromOtherMarks() throws {
        let chart = Chart {
            PointMark(x: .value("x", 0.5), y: .value("y", 1))
            PointMark(x: .value("x", 9.5), y: .value("y", 2))
            LinePlot(x: "x", y: "f") { x in x / 2 }
        }
        let d = try description(chart)
        let line = try #require(d.series.first { $0.name == "f" })
        #expect(line.isContinuous)
        let x = xs(d)
        #expect(x.min() == 0)           // the nice domain of 0.5…9.5 (with zero)
        #expect(x.max() == 10)
    }

    @Test func anOwnDomainWidensTheScale() throws {
        let d = try description(Chart { LinePlot(x: "x", y: "y", domain: -3...3) { x in x } })
        #expect(xs(d).first == -3)
        #expect(xs(d).last == 3)
        #expect(d.axes[0].extent.contains("-3") || d.axes[0].extent.contains("−3"))
    }

    @Test func aLonePlotWithNoDomainAnywhereDrawsOverZeroToOne() throws {
        let d = try description(Chart { LinePlot(x: "x", y: "y") { x in 1 - x } })
        #expect(xs(d).first == 0)
        #expect(xs(d).last == 1)
        #expect(ys(d).first == 1)
    }

    @Test func undefinedAndInfiniteValuesBreakTheLine() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: -1...1) { x in abs(x) < 0.25 ? .nan : (x > 0.75 ? .infinity : x) }
        }
        // One stroked path of two runs, -1…-0.25 and 0.25…0.75: two move-tos.
        let svg = ChartRender.svg(chart)
        let line = try #require(svg.split(separator: "\n").first { $0.contains("stroke=\"#007AFF\"") })
        #expect(line.filter { $0 == "M" }.count == 2)
        let d = try description(chart)
        #expect(xs(d).allSatisfy { abs($0) >= 0.25 && $0 <= 0.75 })
        #expect(ys(d).allSatisfy { $0.isFinite })
    }

    @Test func aParametricPlotFollowsTInItsDomain() throws {
        let d = try description(Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
        })
        let points = zip(xs(d), ys(d)).map { ($0, $1) }
        #expect(points.count > 100)
        #expect(points.allSatisfy { abs($0.0 * $0.0 + $0.1 * $0.1 - 1) < 0.03 })   // (values are printed to 2 decimals)
        #expect(points.first.map { $0.0 == 1 && $0.1 == 0 } == true)
    }

    @Test func areaPlotsFillFromZeroOrBetweenTwoFunctions() throws {
        let chart = Chart {
            AreaPlot(x: "x", y: "y", domain: 0...1) { x in x }
            AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...1) { x in (yStart: x + 2, yEnd: x + 3) }
                .foregroundStyle(.orange)
        }
        let list = ChartRender.list(chart)
        #expect(list.items.filter(ChartRender.isMark).count == 2)     // two areas, not stacked into one
        let d = try description(chart)
        #expect(d.series.count == 2)
        #expect(d.axes[1].extent.contains("4"))     // the band's top, 4, is on the y scale
    }

    @Test func eachPlotIsItsOwnLineNamedByItsSeriesOrLabel() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: 0...1) { sin($0) }.foregroundStyle(by: .value("expression", "sin"))
            LinePlot(x: "x", y: "y", domain: 0...1) { cos($0) }.foregroundStyle(by: .value("expression", "cos"))
            LinePlot(x: "x", y: "y", domain: 0...1) { $0 }
            LinePlot(x: "x", y: "y", domain: 0...1) { -$0 }
        }
        let d = try description(chart)
        #expect(d.series.map(\.name) == ["sin", "cos", "y", "y (2)"])
        #expect(ChartRender.list(chart).items.filter(ChartRender.isMark).count == 4)
    }

    @Test func badDomainsAndCategoryScalesDrawNothingAndDoNotCrash() throws {
        // (Swift itself refuses a NaN bound: `Double.nan...1` traps. An infinite one is a valid range.)
        let infiniteX = Chart { LinePlot(x: "x", y: "y", domain: -Double.infinity...0) { $0 } }
        #expect(ChartRender.list(infiniteX).items.filter(ChartRender.isMark).isEmpty)
        let infinite = Chart { LinePlot(x: "x", y: "y", t: "t", domain: 0...Double.infinity) { (x: $0, y: $0) } }
        #expect(ChartRender.list(infinite).items.filter(ChartRender.isMark).isEmpty)
        let categories = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("y", 1))
            LinePlot(x: "x", y: "y") { $0 }
        }
        #expect(ChartRender.list(categories).items.filter(ChartRender.isMark).count == 1)
        _ = ChartRender.list(Chart { LinePlot(x: "x", y: "y") { _ in .nan } }, size: .zero)
        let widest = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        #expect(FunctionSampling.parameters(over: widest, count: 3) == [widest.lowerBound, 0, widest.upperBound])
        let huge = Chart { LinePlot(x: "x", y: "y", domain: widest) { $0 } }
        #expect(ChartRender.list(huge).items.filter(ChartRender.isMark).count == 1)
    }

    @Test func aTerminalSamplesOncePerBrailleDotColumn() throws {
        let chart = Chart { LinePlot(x: "x", y: "y") { x in x } }.chartXScale(domain: 0...1)
        let text = ChartRender.terminal(chart)
        #expect(text.contains { ("\u{2801}"..."\u{28FF}").contains($0) })     // drawn in braille
        var env = EnvironmentValues()
        env.textMetrics = TerminalTextMetrics()
        env.displayScale = TerminalRasterizer().displayScale
        let list = TestHost(chart, size: CGSize(width: 320, height: 192), environment: env).render()
        let rows = try #require(list.charts.first).rowCount
        #expect(rows > 40 && rows <= 81)     // 2 dots per 8-pt cell over a plot narrower than 40 cells
    }
}
