import Foundation
import Declarative

/// An area over a whole collection of data, as Swift Charts' `AreaPlot` over data: the same area as `AreaMark`
/// makes for each element, from one declaration whose values are key paths; or the area under a function (see the
/// function initialisers).
/// ```swift
/// AreaPlot(usage, x: .value("Hour", \.hour), y: .value("kWh", \.kwh))
///     .foregroundStyle(by: .value("Source", \.source))
/// ```
/// The data plot draws as a `ForEach` of those marks (see `VectorizedChartContent`).
public struct AreaPlot<Content: ChartContent> {
    let content: Content
}

extension AreaPlot: ChartContent, VectorizedPlot {
    /// A plot is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("AreaPlot is resolved by Chart") }
}

extension AreaPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The type of one data element.
    public typealias DataElement = Content.DataElement
}

extension AreaPlot: VectorizedResolvable where Content: VectorizedResolvable {}

/// The marks of a `AreaPlot` over `Data`, as Swift Charts' opaque `VectorizedAreaPlotContent`.
public struct VectorizedAreaPlotContent<Data: RandomAccessCollection> {
    let marks: VectorizedMarks<Data, AreaMark>
}

extension VectorizedAreaPlotContent: VectorizedChartContent, VectorizedMarksContent {
    /// The type of one data element.
    public typealias DataElement = Data.Element
    /// Plot content is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("VectorizedAreaPlotContent is resolved by Chart") }
}

extension AreaPlot {
    /// One plot of a mark per element.
    private init<Data>(_ data: Data, _ mark: @escaping (Data.Element) -> AreaMark) where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedAreaPlotContent(marks: VectorizedMarks(data: data, mark: mark))
    }

    /// An area from zero (or the series below) up to `y` at each element's `x`.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedAreaPlotContent<Data> {
        self.init(data) { e in AreaMark(x: x.value(of: e), y: y.value(of: e), stacking: stacking) }
    }

    /// An area per `series` from zero (or the series below) up to `y` at each element's `x`.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedAreaPlotContent<Data> {
        self.init(data) { e in AreaMark(x: x.value(of: e), y: y.value(of: e), series: series.value(of: e), stacking: stacking) }
    }

    /// A band between `yStart` and `yEnd` at each element's `x` (not stacked).
    nonisolated public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
                                                yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedAreaPlotContent<Data> {
        self.init(data) { e in AreaMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) }
    }

    /// A band per `series` between `yStart` and `yEnd` at each element's `x`.
    nonisolated public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
                                                yEnd: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, some Plottable>)
        where Content == VectorizedAreaPlotContent<Data> {
        self.init(data) { e in AreaMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e), series: series.value(of: e)) }
    }

    /// A horizontal band between `xStart` and `xEnd` at each element's `y`.
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedAreaPlotContent<Data> {
        self.init(data) { e in AreaMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y.value(of: e)) }
    }

    /// A horizontal band per `series` between `xStart` and `xEnd` at each element's `y`.
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>)
        where Content == VectorizedAreaPlotContent<Data> {
        self.init(data) { e in AreaMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y.value(of: e), series: series.value(of: e)) }
    }
}
