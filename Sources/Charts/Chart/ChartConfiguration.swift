import Foundation
import Declarative

/// The settings of one position scale, collected from `chartXScale`/`chartYScale`.
struct ScaleConfiguration {
    /// Explicit continuous domain, used as given (no nicing).
    var continuousDomain: (PlottablePrimitive, PlottablePrimitive)?
    /// Explicit categorical domain, in display order.
    var categories: [String]?
    /// Whether an inferred numeric domain includes zero (nil: yes).
    var includesZero: Bool?
    /// Whether the scale runs backwards.
    var reversed = false
    /// Empty space at the start and end of the plot dimension, in points.
    var padding: (start: CGFloat, end: CGFloat) = (0, 0)
    /// Explicit positions for the domain's start and end, in points from the plot's edge where the domain starts
    /// (`chartXScale(range: 0...128)`); nil: the plot dimension less `padding`.
    var points: (start: CGFloat, end: CGFloat)?
    /// The requested scale type, if any.
    var type: ScaleType?
    /// Edits the domain inferred from the data (`AutomaticScaleDomain.automatic(…modifyInferredDomain:)`).
    var modifyInferredDomain: InferredDomainEdit?
}

/// An axis title from `chartXAxisLabel`/`chartYAxisLabel`: its text and where it goes.
struct AxisTitle {
    var text: String
    /// `.top` or `.bottom` (x; `.automatic` is the bottom); for y, `.top` (the default) or `.bottom` of the plot, with
    /// `.leading`/`.trailing` choosing the side.
    var position: AnnotationPosition
    /// Horizontal alignment along the plot (nil: centred for x, the axis's side for y).
    var alignment: Alignment?
    /// The gap to the plot or the axis labels (nil: 4 pt).
    var spacing: CGFloat?
}

/// How marks are coloured by data, from `chartForegroundStyleScale`.
struct ForegroundStyleScale {
    var domain: [PlottablePrimitive]?
    /// The styles, with the plain colour each is when it is one (those animate).
    var range: [(style: AnyShapeStyle, color: Color?)]?
    var mapping: ((PlottablePrimitive) -> AnyShapeStyle?)?
    /// A gradient range (`chartForegroundStyleScale(range: Gradient(…))`): values take its colours by position.
    var gradient: Gradient?
    /// The scale type asked for: `.category` makes numbers categories (palette colours, not a gradient).
    var type: ScaleType?

    init() {}

    /// A scale over `domain` (nil: order of appearance) coloured by `styles`.
    init<S: ShapeStyle>(domain: [PlottablePrimitive]?, styles: [S]) {
        self.domain = domain
        range = Self.range(styles)
    }

    /// `styles` as a range.
    static func range<S: ShapeStyle>(_ styles: [S]) -> [(style: AnyShapeStyle, color: Color?)] {
        styles.map { (AnyShapeStyle($0), $0 as? Color) }
    }
}

/// Everything the chart modifiers say about a chart. Carried to `Chart` by the environment.
struct ChartConfiguration {
    var xScale = ScaleConfiguration()
    var yScale = ScaleConfiguration()
    var xAxisVisibility = Visibility.automatic
    var yAxisVisibility = Visibility.automatic
    var xAxis: [AxisMarksDescription]?
    var yAxis: [AxisMarksDescription]?
    var xAxisLabel: AxisTitle?
    var yAxisLabel: AxisTitle?
    var legendVisibility = Visibility.automatic
    var legendPosition = AnnotationPosition.automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    var legendContent: AnyView?
    var foregroundStyleScale = ForegroundStyleScale()
    var symbolScale = SymbolScale()
    var symbolSizeScale = SymbolSizeScale()
    var lineStyleScale = LineStyleScale()
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// Selection, overlays and gestures (`chartXSelection`, `chartOverlay`, `chartGesture` …).
    var interaction = ChartInteraction()
}

struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    /// The chart settings set by chart modifiers on or above a `Chart`.
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Changes the chart configuration seen by charts in this view.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}

// @unchecked: the configuration holds views and closures (a custom legend, axis content), so the compiler cannot prove
// it Sendable. It travels only as an environment value, made and read while the graph updates on the main actor, and
// never crosses to another thread.
extension ChartConfiguration: @unchecked Sendable {}
