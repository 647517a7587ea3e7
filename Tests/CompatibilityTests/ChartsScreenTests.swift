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
    @Test func functionPlots() async {
        let render = await checkScreen(ChartsFunctionPlotScreen())
        #expect(render.chartElements("p").count == 33)     // every measured sample of the PointPlot
        #expect(render.chartElements("c").count == 3)      // the model curve, the circle and the band
    }
}
