import Foundation
import Declarative

/// Rectangles for a whole collection of data, as Swift Charts' `RectanglePlot`: the same rectangles as
/// `RectangleMark` makes for each element, from one declaration whose values are key paths (a heat map in one line).
/// ```swift
/// RectanglePlot(cells, x: .value("Hour", \.hour), y: .value("Day", \.day))
///     .foregroundStyle(by: .value("Count", \.count))
/// ```
/// The plot draws as a `ForEach` of those marks (see `VectorizedChartContent`).
public struct RectanglePlot<Content: ChartContent> {
    let content: Content
}

extension RectanglePlot: ChartContent, VectorizedPlot {
    /// A plot is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("RectanglePlot is resolved by Chart") }
}

extension RectanglePlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The type of one data element.
    public typealias DataElement = Content.DataElement
}

extension RectanglePlot: VectorizedResolvable where Content: VectorizedResolvable {}

/// The marks of a `RectanglePlot` over `Data`, as Swift Charts' opaque `VectorizedRectanglePlotContent`.
public struct VectorizedRectanglePlotContent<Data: RandomAccessCollection> {
    let marks: VectorizedMarks<Data, RectangleMark>
}

extension VectorizedRectanglePlotContent: VectorizedChartContent, VectorizedMarksContent {
    /// The type of one data element.
    public typealias DataElement = Data.Element
    /// Plot content is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("VectorizedRectanglePlotContent is resolved by Chart") }
}

extension RectanglePlot {
    /// One plot of a mark per element.
    private init<Data>(_ data: Data, _ mark: @escaping (Data.Element) -> RectangleMark) where Content == VectorizedRectanglePlotContent<Data> {
        content = VectorizedRectanglePlotContent(marks: VectorizedMarks(data: data, mark: mark))
    }

    /// A rectangle per element centred on `x`, `y`.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in RectangleMark(x: x.value(of: e), y: y.value(of: e), width: width.dimension(of: e), height: height.dimension(of: e)) }
    }

    /// A rectangle per element at `x` from `yStart` to `yEnd`.
    nonisolated public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in RectangleMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e), width: width.dimension(of: e)) }
    }

    /// A rectangle per element at `x` spanning `yStart…yEnd` points of the plot (nil: the plot's edge).
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in RectangleMark(x: x.value(of: e), yStart: yStart, yEnd: yEnd, width: width.dimension(of: e)) }
    }

    /// A rectangle per element at `y` from `xStart` to `xEnd`.
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in RectangleMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y.value(of: e), height: height.dimension(of: e)) }
    }

    /// A rectangle per element at `y` spanning `xStart…xEnd` points of the plot (nil: the plot's edge).
    nonisolated public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in RectangleMark(xStart: xStart, xEnd: xEnd, y: y.value(of: e), height: height.dimension(of: e)) }
    }

    /// A rectangle per element from `xStart`…`xEnd` to `yStart`…`yEnd`.
    nonisolated public init<Data, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in
            RectangleMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e))
        }
    }

    /// A rectangle per element from `xStart` to `xEnd`, spanning `yStart…yEnd` points of the plot.
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in RectangleMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), yStart: yStart, yEnd: yEnd) }
    }

    /// A rectangle per element from `yStart` to `yEnd`, spanning `xStart…xEnd` points of the plot.
    nonisolated public init<Data, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedRectanglePlotContent<Data> {
        self.init(data) { e in RectangleMark(xStart: xStart, xEnd: xEnd, yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) }
    }
}
