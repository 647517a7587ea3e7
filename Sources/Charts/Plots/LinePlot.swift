import Foundation
import Declarative

/// A line through a whole collection of data, as Swift Charts' `LinePlot` over data: the same line as `LineMark`
/// makes for each element, from one declaration whose values are key paths; or the graph of a function (see the
/// function initialisers).
/// ```swift
/// LinePlot(stocks, x: .value("Date", \.date), y: .value("Price", \.price), series: .value("Asset", \.symbol))
///     .foregroundStyle(by: .value("Asset", \.symbol))
/// ```
/// The data plot draws as a `ForEach` of those marks (see `VectorizedChartContent`).
public struct LinePlot<Content: ChartContent> {
    let content: Content
}

extension LinePlot: ChartContent, VectorizedPlot {
    /// A plot is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("LinePlot is resolved by Chart") }
}

extension LinePlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The type of one data element.
    public typealias DataElement = Content.DataElement
}

extension LinePlot: VectorizedResolvable where Content: VectorizedResolvable {}

/// The marks of a `LinePlot` over `Data`, as Swift Charts' opaque `VectorizedLinePlotContent`.
public struct VectorizedLinePlotContent<Data: RandomAccessCollection> {
    let marks: VectorizedMarks<Data, LineMark>
}

extension VectorizedLinePlotContent: VectorizedChartContent, VectorizedMarksContent {
    /// The type of one data element.
    public typealias DataElement = Data.Element
    /// Plot content is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("VectorizedLinePlotContent is resolved by Chart") }
}

extension LinePlot {
    /// One plot of a mark per element.
    private init<Data>(_ data: Data, _ mark: @escaping (Data.Element) -> LineMark) where Content == VectorizedLinePlotContent<Data> {
        content = VectorizedLinePlotContent(marks: VectorizedMarks(data: data, mark: mark))
    }

    /// A point of the chart's line per element (or of the line its `foregroundStyle(by:)` selects).
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedLinePlotContent<Data> {
        self.init(data) { e in LineMark(x: x.value(of: e), y: y.value(of: e)) }
    }

    /// A point per element of the line named by `series`.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedLinePlotContent<Data> {
        self.init(data) { e in LineMark(x: x.value(of: e), y: y.value(of: e), series: series.value(of: e)) }
    }
}
