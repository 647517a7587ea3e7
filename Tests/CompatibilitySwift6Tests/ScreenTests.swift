import Testing
import Declarative
import TestTools

/// Screens compiled in Swift 6 language mode, with strict concurrency: the same code must compile there too.
@MainActor
@Suite struct Swift6ScreenTests {
    @Test func seedIdioms() async { await checkScreen(Swift6SeedIdiomsScreen()) }
    /// A time sheet's rule at a shift's middle, from a helper overloaded on its return type (`Date` and `CGFloat`):
    /// unambiguous because, as in Swift Charts, a CGFloat is not plottable.
    @Test func shiftTimeline() async {
        let render = await checkScreen(Swift6ShiftTimelineScreen())
        // The rule stands at the middle of the second shift's bar.
        // (A rule is drawn as a thin rectangle, "r", as bars are.)
        let rects = render.chartElements("r").map(\.frame)
        let bars = rects.filter { $0.width > 10 }.sorted { $0.minX < $1.minX }
        let rules = rects.filter { $0.width <= 3 }
        guard bars.count == 2, let rule = rules.last else {
            Issue.record("two bars and a rule: \(bars), \(rules)")
            return
        }
        #expect(abs(rule.midX - bars[1].midX) < 1.5, "\(rule) \(bars[1])")
    }
    @Test func waveShape() async { await checkScreen(Swift6WaveShapeScreen()) }
    @Test func observableModel() async { await checkScreen(Swift6ObservableModelScreen()) }
    /// `phaseAnimator`, `keyframeAnimator`, `PhaseAnimator`, `KeyframeAnimator` and `KeyframeTimeline` as Apple's
    /// documentation writes them.
    @Test func animators() async {
        let r = await checkScreen(Swift6AnimatorsScreen(), height: 700)
        #expect(["Animators", "Likes 0", "Saved"].allSatisfy(r.texts.contains), "\(r.texts)")
        #expect(swift6BounceHeights().first == 0 && swift6BounceHeights()[2] == 30)
    }
    /// Free `@ViewBuilder` functions, an enum's `@ViewBuilder` properties and free chart-content and axis builders,
    /// using stacks, shapes, symbols, `Canvas`, `GeometryReader`, `Chart` and some forty modifiers.
    @Test func nonisolatedHelpers() async {
        let r = await checkScreen(Swift6NonisolatedHelpersScreen(), height: 900)
        #expect(["Steps", "Heart rate", "Sleep", "Morning", "Evening", "Day", "Value"].allSatisfy(r.texts.contains))
        #expect(r.chartElements("c").count == 2, "a line per kind")
        #expect(r.chartElements("tr").count == 1, "the leading y-axis title is turned")
    }
    /// Line styles and symbol sizes by data with their scales, and the graphics modifiers of chart content, written
    /// as Swift Charts code is: each chart draws, the dashed city's line carries its dash into the SVG.
    @Test func encodingsAndMarkEffects() async {
        let r = await checkScreen(Swift6EncodingsScreen(), height: 560)
        #expect(r.chartElements("c").count == 2, "a line per city")
        #expect(r.svg.contains("stroke-dasharray=\"5"), "city B's dash")
        #expect(r.chartElements("p").count == 3, "a symbol per town")
        #expect(r.texts.contains("sizes"))
    }
    /// Controls, gestures, containers, focus and chart interaction used from free `@ViewBuilder` functions and an
    /// enum's `@ViewBuilder` property: they render, and the chart's bars and the controls' labels are there.
    @Test func nonisolatedControls() async {
        let r = await checkScreen(Swift6NonisolatedControlsScreen(), height: 1400)
        #expect(["Settings", "Activity", "Alerts", "Count 2", "Vanilla", "Mint", "Save", "Delete", "Actions", "Status",
                 "Battery", "Upload", "Details", "Nothing to add", "Rows", "Alpha", "Beta", "Add", "List", "Legacy"]
                .allSatisfy(r.texts.contains),
                "\(r.texts)")
        #expect(r.chartElements("r").count == 7, "a visible domain of 6 hours shows the bars of hours 0…6 of 12")
    }
    /// `DatePicker`s in a form, `sensoryFeedback` on a chart's selection and `onGeometryChange` reading its width.
    @Test func dateRangeAndFeedback() async {
        let r = await checkScreen(Swift6DateRangeFeedbackScreen(), height: 700)
        #expect(["From", "To"].allSatisfy(r.texts.contains), "\(r.texts)")
        // The third label wraps ("Reminde r"): its row also holds the date and the time, which never shrink.
        #expect(r.texts.joined().filter { $0 != " " }.contains("ReminderJan7,202612:00AM"), "\(r.texts)")
        #expect(r.chartElements("r").count == 7)
        #expect(r.texts.contains { $0.hasPrefix("Chart ") && $0 != "Chart 0 wide" }, "the width was read: \(r.texts)")
    }
}
