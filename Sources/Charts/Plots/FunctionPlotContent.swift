import Foundation
import Declarative

/// What a function plot graphs, as its initialiser was given it.
enum FunctionPlotShape: Sendable {
    /// y = f(x), a line.
    case line(@Sendable (Double) -> Double)
    /// (x, y) = f(t), a line in the order of t.
    case parametric(@Sendable (Double) -> (x: Double, y: Double))
    /// The area between zero and y = f(x).
    case area(@Sendable (Double) -> Double)
    /// The area between yStart = f(x).yStart and yEnd = f(x).yEnd.
    case band(@Sendable (Double) -> (yStart: Double, yEnd: Double))
}

/// A function plot: what it graphs, over which domain, with which labels. The chart samples it once it knows its x
/// scale and plot size (see `FunctionSampling`).
struct FunctionPlot: Sendable {
    var shape: FunctionPlotShape
    /// The domain of x (of t for a parametric plot); nil: the chart's x scale's.
    var domain: ClosedRange<Double>?
    var xLabel: String
    /// The y label (the yStart label of a band).
    var yLabel: String
    /// The label of t, or of yEnd for a band.
    var otherLabel: String?

    /// Whether the plot is drawn as an area.
    var isArea: Bool {
        switch shape {
        case .area, .band: true
        case .line, .parametric: false
        }
    }
}

/// The mark a function plot resolves to until it is sampled: it carries the plot, with the styles and identity of
/// where it stands in the chart's content, and draws nothing (its values are NaN, which every pass skips).
struct FunctionPlotMarker: ChartMark {
    let plot: FunctionPlot
    var xValues: [any Plottable] { [] }
    var yValues: [any Plottable] { [] }
    func path(in chart: ChartProxy) -> Path { Path() }
}

extension FunctionPlot {
    /// The placeholder mark of this plot.
    var placeholder: ResolvedMark {
        var m = ResolvedMark(kind: isArea ? .area : .line, x: .value(.number(.nan)), y: .value(.number(.nan)), xLabel: xLabel,
                             yLabel: yLabel)
        m.custom = FunctionPlotMarker(plot: self)
        return m
    }
}

/// The graph of a function as a line, as Swift Charts' opaque `FunctionLinePlotContent`: made by
/// `LinePlot(x:y:domain:function:)` and `LinePlot(x:y:t:domain:function:)`.
public struct FunctionLinePlotContent {
    let plot: FunctionPlot
}

/// The area under (or between) functions, as Swift Charts' opaque `FunctionAreaPlotContent`: made by
/// `AreaPlot(x:y:domain:function:)` and `AreaPlot(x:yStart:yEnd:domain:function:)`.
public struct FunctionAreaPlotContent {
    let plot: FunctionPlot
}

extension FunctionLinePlotContent: ChartContent, ResolvableChartContent {
    /// Function content is sampled by `Chart`; it has no body.
    public var body: Never { fatalError("FunctionLinePlotContent is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) { resolver.add(plot.placeholder) }
}

extension FunctionAreaPlotContent: ChartContent, ResolvableChartContent {
    /// Function content is sampled by `Chart`; it has no body.
    public var body: Never { fatalError("FunctionAreaPlotContent is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) { resolver.add(plot.placeholder) }
}
