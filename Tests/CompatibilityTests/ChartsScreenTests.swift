import Testing
import Declarative
import TestTools

/// The chart screens of `Screens/Charts…`: each compiles (Swift 5 mode) and renders once to both backends without a
/// diagnostic. Between them they use scale types, legends, sector styling, annotation overflow, axis titles and
/// labels, every number type as a plottable, custom chart content and builders, and accessibility descriptors.
@MainActor
@Suite struct ChartsScreenTests {
    @Test func logScale() async { await checkScreen(ChartsLogScaleScreen()) }
    @Test func scaleTypes() async { await checkScreen(ChartsScaleTypesScreen()) }
    @Test func accessibilityDescriptor() async { await checkScreen(ChartsAccessibilityScreen()) }
    @Test func legends() async { await checkScreen(ChartsLegendScreen()) }
    @Test func donut() async { await checkScreen(ChartsDonutScreen()) }
    @Test func annotationOverflow() async { await checkScreen(ChartsAnnotationOverflowScreen()) }
    @Test func axes() async { await checkScreen(ChartsAxesScreen()) }
    @Test func plottableTypes() async { await checkScreen(ChartsPlottableTypesScreen()) }
    @Test func customContent() async { await checkScreen(ChartsCustomContentScreen()) }
    @Test func gradients() async { await checkScreen(ChartsGradientScreen()) }
    @Test func hollowSymbols() async {
        let render = await checkScreen(ChartsHollowSymbolScreen())
        // Each of the five points of the line is a ring: the circle's outline, then the outline 3 pt inside it traced
        // back, so that the middle stays empty.
        let rings = render.chartElements("p").filter { item in
            guard case .shape(let s) = item.content else { return false }
            return s.path.elements.filter { if case .move = $0 { true } else { false } }.count == 2
        }
        #expect(rings.count == 5)
        #expect(render.texts.filter { $0 == "★" }.count == 1, "the best day's symbol is a view")
        #expect(render.texts.contains("cardinal") && render.texts.contains("stepCenter"))
    }
    @Test func scaleDomainEdits() async {
        let render = await checkScreen(ChartsScaleDomainEditScreen())
        // The edited categories are sorted, with a band added for the product that sold nothing.
        let products = render.texts.filter { ["Earbuds", "Glasses", "Tablet", "Watch"].contains($0) }
        #expect(Array(products.prefix(4)) == ["Earbuds", "Tablet", "Watch", "Glasses"])
        let bars = render.chartElements("r").map(\.frame).sorted { $0.minX < $1.minX }
        let points = render.chartElements("p").map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }.sorted { $0.x < $1.x }
        guard bars.count == 3, points.count == 3 else {
            Issue.record("three bars and three points: \(bars), \(points)")
            return
        }
        #expect(bars[1].height < bars[0].height && bars[0].height < bars[2].height, "Earbuds 31, Tablet 12, Watch 48")
        // Four bands share the first plot, three the second: the bars step three quarters as far as the points.
        #expect(abs((bars[1].minX - bars[0].minX) / (points[1].x - points[0].x) - 0.75) < 0.02)
        // [0, 60] is a number domain, not two categories: 48, 31 and 12 units sit at proportional heights.
        #expect(["0", "20", "40", "60"].allSatisfy(render.texts.contains))
        let ratio = (points[1].y - points[0].y) / (points[2].y - points[1].y)
        #expect(abs(ratio - 17.0 / 19.0) < 0.01, "\(points)")
    }
    @Test func storageScales() async {
        let render = await checkScreen(ChartsStorageScalesScreen())
        // One bar of three stacked segments from the plot's leading edge, 2 pt a gigabyte (0…128 over 0…256 pt).
        let bars = render.chartElements("r").map(\.frame).sorted { $0.minX < $1.minX }
        #expect(bars.map { ($0.width * 2).rounded() / 2 } == [80, 48, 32], "\(bars)")
        #expect(bars.count == 3 && abs(bars[1].minX - bars[0].maxX) < 0.01 && abs(bars[2].minX - bars[1].maxX) < 0.01)
        #expect(Set(bars.map(\.minY)).count == 1, "one bar across, not three columns")
        // The cities take the gradient's colours: its start, a mix, its end.
        let strokes = render.chartElements("c").map { item -> String in
            guard case .shape(let shape) = item.content else { return "" }
            return String(describing: shape.stroke?.paint)
        }
        #expect(strokes.count == 3)
        #expect(strokes.first?.contains("FFCC00") == true && strokes.last?.contains("007AFF") == true, "\(strokes)")
        #expect(strokes.count == 3 && strokes[1] != strokes[0] && strokes[1] != strokes[2])
    }
    @Test func candleRanges() async {
        let render = await checkScreen(ChartsCandleRangeScreen())
        // Each day's two bars are as wide as asked and centred on one another: a 2 pt wick behind a 10 pt body.
        let bars = render.chartElements("r").map(\.frame).filter { $0.height > 1.5 }
        let wicks = bars.filter { abs($0.width - 2) < 0.1 }, bodies = bars.filter { abs($0.width - 10) < 0.1 }
        #expect(wicks.count == 5 && bodies.count == 5, "\(bars.map(\.width))")
        for (wick, body) in zip(wicks.sorted { $0.minX < $1.minX }, bodies.sorted { $0.minX < $1.minX }) {
            #expect(abs(wick.midX - body.midX) < 0.5)
        }
        // The average's label starts at the plot's leading edge; the percentages read down the trailing side.
        #expect(render.texts.contains("avg 24"))
        #expect(render.texts.contains("50%") && render.texts.contains("150%"))
    }
    @Test func riskBandAxis() async {
        let render = await checkScreen(ChartsRiskBandAxisScreen())
        // Only the two named hours are marked on the x axis (the y axis reads 0, 5, 10): EmptyAxisMark leaves 12 and 18
        // bare.
        #expect(render.texts == ["0", "5", "10", "Morning", "Afternoon"], "\(render.texts)")
    }
    @Test func histogram() async {
        let render = await checkScreen(ChartsHistogramScreen())
        // Bins of 5 minutes from 10 to 45: seven bars side by side, each as wide as its bin, the busiest in the middle.
        let bars = render.chartElements("r").map(\.frame).sorted { $0.minX < $1.minX }
        #expect(bars.count == 7, "\(bars)")
        guard bars.count == 7 else { return }
        #expect(zip(bars, bars.dropFirst()).allSatisfy { abs($1.minX - $0.maxX) < 1.5 && abs($1.width - $0.width) < 0.5 })
        // Up from zero, as tall as the bins' counts: 2, 2, 4, 3, 2, 1, 1.
        #expect(Set(bars.map(\.maxY)).count == 1, "every bar stands on the baseline")
        #expect(bars.map { ($0.height / bars[5].height).rounded() } == [2, 2, 4, 3, 2, 1, 1])
    }
    @Test func functionPlots() async {
        let render = await checkScreen(ChartsFunctionPlotScreen())
        #expect(render.chartElements("p").count == 33)     // every measured sample of the PointPlot
        #expect(render.chartElements("c").count == 3)      // the model curve, the circle and the band
    }
}
