import Foundation
import Declarative
import Charts
import Backends

/// Every demo, in the order the gallery lists them.
@MainActor
enum DemoCatalogue {
    static let all: [Demo] = [
        Demo(name: "workouts", title: "Workouts", summary: "Bars grow one after another (seed 000). Enter: other week.",
             changesData: true, exportSize: CGSize(width: 360, height: 320),
             makeView: { AnyView(WorkoutsDemo(step: $0)) }),
        Demo(name: "expenses", title: "Monthly expenses",
             summary: "Bars rise after a second (seed 004). Click a bar to select its month.",
             exportSize: CGSize(width: 420, height: 440),
             scenario: ExportScenario().tap(label: "Oct", at: 2.5),
             makeView: { _ in AnyView(ExpensesDemo()) }),
        Demo(name: "equalizer", title: "Equalizer", summary: "Capsules swing forever, each a little later (seed 001).",
             exportSize: CGSize(width: 160, height: 90), stillTime: 1.2,
             loop: (4 * Equalizer.phaseStep)...(4 * Equalizer.phaseStep + 2 * Equalizer.swingDuration),
             makeView: { _ in AnyView(EqualizerDemo()) }),
        Demo(name: "donut", title: "Spending", summary: "A donut of shares. Enter: next month.",
             changesData: true, exportSize: CGSize(width: 320, height: 260),
             makeView: { AnyView(DonutDemo(step: $0)) }),
        Demo(name: "progress", title: "Goals", summary: "Rings fill to their progress. Enter: new progress.",
             changesData: true, exportSize: CGSize(width: 360, height: 160),
             makeView: { AnyView(ProgressDemo(step: $0)) }),
        Demo(name: "sparklines", title: "Markets", summary: "Sparklines beside prices. Enter: next day.",
             changesData: true, exportSize: CGSize(width: 360, height: 200),
             makeView: { AnyView(SparklineDemo(step: $0)) }),
        Demo(name: "sales", title: "Sales (Chart)", summary: "BarMark stacked by product. Enter: next year.",
             changesData: true, exportSize: CGSize(width: 420, height: 280),
             makeView: { AnyView(SalesBarsDemo(step: $0)) }),
        Demo(name: "temperatures", title: "Temperatures", summary: "LineMark + PointMark per city. Enter: next week.",
             changesData: true, exportSize: CGSize(width: 420, height: 280), dataChangeTime: 0.5,
             makeView: { AnyView(TemperatureLinesDemo(step: $0)) }),
        Demo(name: "market-share", title: "Market share", summary: "SectorMark donut with a legend. Enter: next quarter.",
             changesData: true, exportSize: CGSize(width: 360, height: 300), dataChangeTime: 0.5,
             makeView: { AnyView(MarketShareDemo(step: $0)) }),
        Demo(name: "selection", title: "Selection",
             summary: "Drag, hover, or Tab then ←/→ to read a day's steps; Esc clears (chartXSelection).",
             exportSize: CGSize(width: 420, height: 280),
             makeView: { _ in AnyView(SelectionDemo()) }, defaultSelection: "2026-01-14",
             makeSelectedView: { value in SelectionDemo.date(named: value).map { AnyView(SelectionDemo(selected: $0)) } }),
        Demo(name: "scrolling", title: "Scrolling", summary: "A year of daily bars, a month at a time: drag, wheel or ←/→.",
             exportSize: CGSize(width: 420, height: 260),
             makeView: { _ in AnyView(ScrollingDemo()) }),
        Demo(name: "controls", title: "Controls", summary: "A chart in a form: Tab to a control, ←/→ or Space to change it.",
             exportSize: CGSize(width: 390, height: 560),
             makeView: { _ in AnyView(ControlsDemo()) }),
        Demo(name: "navigation", title: "Navigation", summary: "A list of charts: Tab, Enter to open one, Esc to go back.",
             exportSize: CGSize(width: 390, height: 400),
             makeView: { _ in AnyView(NavigationDemo()) }),
        Demo(name: "split-view", title: "Split view",
             summary: "A sidebar beside its chart; narrow, one stack. \"Figures\" slides up a sheet, Esc lowers it.",
             exportSize: CGSize(width: 390, height: 400),     // an iPhone's width: the columns collapse
             scenario: ExportScenario().tap(label: "Sleep", at: 0.5),
             makeView: { _ in AnyView(SplitViewDemo()) }),
    ]

    /// The demo with a name, if any.
    static func demo(named name: String) -> Demo? { all.first { $0.name == name } }
}
