import Foundation
import Declarative

/// Points for a whole collection of data, as Swift Charts' `PointPlot`: the same points as `PointMark` makes for
/// each element, from one declaration whose values are key paths.
/// ```swift
/// PointPlot(samples, x: .value("Height", \.height), y: .value("Weight", \.weight))
///     .symbol(by: .value("Species", \.species))
/// ```
/// The plot draws as a `ForEach` of those marks (see `VectorizedChartContent`).
public struct PointPlot<Content: ChartContent> {
    let content: Content
}

extension PointPlot: ChartContent, VectorizedPlot {
    /// A plot is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("PointPlot is resolved by Chart") }
}

extension PointPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The type of one data element.
    public typealias DataElement = Content.DataElement
}

extension PointPlot: VectorizedResolvable where Content: VectorizedResolvable {}

/// The marks of a `PointPlot` over `Data`, as Swift Charts' opaque `VectorizedPointPlotContent`.
public struct VectorizedPointPlotContent<Data: RandomAccessCollection> {
    let marks: VectorizedMarks<Data, PointMark>
}

extension VectorizedPointPlotContent: VectorizedChartContent, VectorizedMarksContent {
    /// The type of one data element.
    public typealias DataElement = Data.Element
    /// Plot content is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("VectorizedPointPlotContent is resolved by Chart") }
}

extension PointPlot {
    /// One plot of a mark per element.
    private init<Data>(_ data: Data, _ mark: @escaping (Data.Element) -> PointMark) where Content == VectorizedPointPlotContent<Data> {
        content = VectorizedPointPlotContent(marks: VectorizedMarks(data: data, mark: mark))
    }

    /// A point per element at `x`, `y`.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPointPlotContent<Data> {
        self.init(data) { e in PointMark(x: x.value(of: e), y: y.value(of: e)) }
    }

    /// A point per element at `x`, `y` points down the plot (nil: centred).
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: CGFloat? = nil) where Content == VectorizedPointPlotContent<Data> {
        self.init(data) { e in PointMark(x: x.value(of: e), y: y) }
    }

    /// A point per element at `x`, at the points down the plot that a key path reads.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: KeyPath<Data.Element, CGFloat>) where Content == VectorizedPointPlotContent<Data> {
        self.init(data) { e in PointMark(x: x.value(of: e), y: e[keyPath: y]) }
    }

    /// A point per element at `y`, `x` points across the plot (nil: centred).
    nonisolated public init<Data>(_ data: Data, x: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPointPlotContent<Data> {
        self.init(data) { e in PointMark(x: x, y: y.value(of: e)) }
    }

    /// A point per element at `y`, at the points across the plot that a key path reads.
    nonisolated public init<Data>(_ data: Data, x: KeyPath<Data.Element, CGFloat>, y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPointPlotContent<Data> {
        self.init(data) { e in PointMark(x: e[keyPath: x], y: y.value(of: e)) }
    }
}
