import Testing
import Declarative
import TestTools

/// The gesture and interactive-chart screens of `Screens/Gestures*.swift` compile in Swift 5 mode and render once
/// to both backends without a diagnostic.
@MainActor
@Suite struct GesturesScreenTests {
    @Test func overlayDrag() async { await checkScreen(GesturesOverlayDragScreen()) }
    @Test func selection() async { await checkScreen(GesturesSelectionScreen()) }
    @Test func hover() async { await checkScreen(GesturesHoverScreen()) }
    @Test func scrolling() async { await checkScreen(GesturesScrollingScreen()) }
    @Test func rangeSelection() async { await checkScreen(GesturesRangeSelectionScreen()) }
    @Test func donutSelection() async { await checkScreen(GesturesDonutSelectionScreen()) }
    @Test func chartGesture() async { await checkScreen(GesturesChartGestureScreen()) }
}
