import Foundation
import Declarative

/// Rules for a whole collection of data, as Swift Charts' `RulePlot`: the same rules as `RuleMark` makes for each
/// element, from one declaration whose values are key paths.
/// ```swift
/// RulePlot(thresholds, y: .value("Limit", \.limit)).foregroundStyle(\.color)
/// ```
/// The plot draws as a `ForEach` of those marks (see `VectorizedChartContent`).
public struct RulePlot<Content: ChartContent> {
    let content: Content
}

extension RulePlot: ChartContent, VectorizedPlot {
    /// A plot is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("RulePlot is resolved by Chart") }
}

extension RulePlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The type of one data element.
    public typealias DataElement = Content.DataElement
}

extension RulePlot: VectorizedResolvable where Content: VectorizedResolvable {}

/// The marks of a `RulePlot` over `Data`, as Swift Charts' opaque `VectorizedRulePlotContent`.
public struct VectorizedRulePlotContent<Data: RandomAccessCollection> {
    let marks: VectorizedMarks<Data, RuleMark>
}

extension VectorizedRulePlotContent: VectorizedChartContent, VectorizedMarksContent {
    /// The type of one data element.
    public typealias DataElement = Data.Element
    /// Plot content is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("VectorizedRulePlotContent is resolved by Chart") }
}

extension RulePlot {
    /// One plot of a mark per element.
    private init<Data>(_ data: Data, _ mark: @escaping (Data.Element) -> RuleMark) where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedRulePlotContent(marks: VectorizedMarks(data: data, mark: mark))
    }

    /// A vertical rule per element at `x`, spanning `yStart…yEnd` points of the plot (nil: the plot's edge).
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
        where Content == VectorizedRulePlotContent<Data> {
        self.init(data) { e in RuleMark(x: x.value(of: e), yStart: yStart, yEnd: yEnd) }
    }

    /// A vertical rule per element from `yStart` to `yEnd`, `x` points across the plot (nil: centred).
    nonisolated public init<Data, Y: Plottable>(_ data: Data, x: CGFloat? = nil, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedRulePlotContent<Data> {
        self.init(data) { e in RuleMark(x: x, yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) }
    }

    /// A vertical rule per element at `x` from `yStart` to `yEnd`.
    nonisolated public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedRulePlotContent<Data> {
        self.init(data) { e in RuleMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) }
    }

    /// A horizontal rule per element at `y`, spanning `xStart…xEnd` points of the plot (nil: the plot's edge).
    nonisolated public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == VectorizedRulePlotContent<Data> {
        self.init(data) { e in RuleMark(xStart: xStart, xEnd: xEnd, y: y.value(of: e)) }
    }

    /// A horizontal rule per element from `xStart` to `xEnd`, `y` points down the plot (nil: centred).
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, y: CGFloat? = nil)
        where Content == VectorizedRulePlotContent<Data> {
        self.init(data) { e in RuleMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y) }
    }

    /// A horizontal rule per element at `y` from `xStart` to `xEnd`.
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == VectorizedRulePlotContent<Data> {
        self.init(data) { e in RuleMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y.value(of: e)) }
    }
}
