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
    @Test func functionPlots() async {
        let render = await checkScreen(ChartsFunctionPlotScreen())
        #expect(render.chartElements("p").count == 33)     // every measured sample of the PointPlot
        #expect(render.chartElements("c").count == 3)      // the model curve, the circle and the band
    }
}
