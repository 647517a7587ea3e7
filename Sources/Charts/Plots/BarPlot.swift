import Foundation
import Declarative

/// Bars for a whole collection of data, as Swift Charts' `BarPlot`: the same bars as `BarMark` makes for each element,
/// from one declaration whose values are key paths.
/// ```swift
/// BarPlot(votes, x: .value("Party", \.party), y: .value("Vote count", \.voteCount))
///     .foregroundStyle(by: .value("Party", \.party))
///     .cornerRadius(4)
/// ```
/// Every initialiser takes the labels of the `BarMark` initialiser of the same name, with projections
/// (`.value("Label", \.keyPath)`) for plottable values and `MarkDimensions` for widths and heights. The plot draws as
/// a `ForEach` of those marks (see ``VectorizedChartContent``).
public struct BarPlot<Content: ChartContent> {
    let content: Content
}

extension BarPlot: ChartContent, VectorizedPlot {
    /// A plot is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("BarPlot is resolved by Chart") }
}

extension BarPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The type of one data element.
    public typealias DataElement = Content.DataElement
}

extension BarPlot: VectorizedResolvable where Content: VectorizedResolvable {}

/// The bars of a `BarPlot` over `Data`, as Swift Charts' opaque `VectorizedBarPlotContent`.
public struct VectorizedBarPlotContent<Data: RandomAccessCollection> {
    let marks: VectorizedMarks<Data, BarMark>
}

extension VectorizedBarPlotContent: VectorizedChartContent, VectorizedMarksContent {
    /// The type of one data element.
    public typealias DataElement = Data.Element
    /// Plot content is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("VectorizedBarPlotContent is resolved by Chart") }
}

extension BarPlot {
    /// One plot of a mark per element.
    private init<Data>(_ data: Data, _ mark: @escaping (Data.Element) -> BarMark) where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedBarPlotContent(marks: VectorizedMarks(data: data, mark: mark))
    }

    /// A bar per element at `x`, from zero (or the top of its stack) to `y`.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                  y: PlottableProjection<Data.Element, some Plottable>,
                                  width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic,
                                  stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in
            BarMark(x: x.value(of: e), y: y.value(of: e), width: width.dimension(of: e), height: height.dimension(of: e), stacking: stacking)
        }
    }

    /// A vertical bar per element at `x`, spanning `yStart…yEnd` points of the plot (nil: the plot's edge).
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil,
                                  yEnd: CGFloat? = nil, width: MarkDimensions<Data.Element> = .automatic,
                                  stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(x: x.value(of: e), yStart: yStart, yEnd: yEnd, width: width.dimension(of: e), stacking: stacking) }
    }

    /// A vertical bar per element at `x`, spanning the points of the plot at two key paths.
    nonisolated public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                  yStart: KeyPath<Data.Element, CGFloat>, yEnd: KeyPath<Data.Element, CGFloat>,
                                  width: MarkDimensions<Data.Element> = .automatic,
                                  stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in
            BarMark(x: x.value(of: e), yStart: e[keyPath: yStart], yEnd: e[keyPath: yEnd], width: width.dimension(of: e), stacking: stacking)
        }
    }

    /// A horizontal bar per element at `y`, spanning `xStart…xEnd` points of the plot (nil: the plot's edge).
    nonisolated public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                                  y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic,
                                  stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(xStart: xStart, xEnd: xEnd, y: y.value(of: e), height: height.dimension(of: e), stacking: stacking) }
    }

    /// A horizontal bar per element at `y`, spanning the points of the plot at two key paths.
    nonisolated public init<Data>(_ data: Data, xStart: KeyPath<Data.Element, CGFloat>, xEnd: KeyPath<Data.Element, CGFloat>,
                                  y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic,
                                  stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in
            BarMark(xStart: e[keyPath: xStart], xEnd: e[keyPath: xEnd], y: y.value(of: e), height: height.dimension(of: e), stacking: stacking)
        }
    }

    /// A floating vertical bar per element at `x`, from `yStart` to `yEnd` (not stacked).
    nonisolated public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                                yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
                                                width: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e), width: width.dimension(of: e)) }
    }

    /// A floating horizontal bar per element at `y`, from `xStart` to `xEnd` (not stacked).
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                xEnd: PlottableProjection<Data.Element, X>,
                                                y: PlottableProjection<Data.Element, some Plottable>,
                                                height: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y.value(of: e), height: height.dimension(of: e)) }
    }

    /// A bar per element from `xStart` to `xEnd`, spanning `yStart…yEnd` points of the plot.
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                xEnd: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
        where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), yStart: yStart, yEnd: yEnd) }
    }

    /// A bar per element from `xStart` to `xEnd`, spanning the points of the plot at two key paths.
    nonisolated public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                xEnd: PlottableProjection<Data.Element, X>,
                                                yStart: KeyPath<Data.Element, CGFloat>, yEnd: KeyPath<Data.Element, CGFloat>)
        where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), yStart: e[keyPath: yStart], yEnd: e[keyPath: yEnd]) }
    }

    /// A bar per element from `yStart` to `yEnd`, spanning `xStart…xEnd` points of the plot.
    nonisolated public init<Data, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                                                yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(xStart: xStart, xEnd: xEnd, yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) }
    }

    /// A bar per element from `yStart` to `yEnd`, spanning the points of the plot at two key paths.
    nonisolated public init<Data, Y: Plottable>(_ data: Data, xStart: KeyPath<Data.Element, CGFloat>, xEnd: KeyPath<Data.Element, CGFloat>,
                                                yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedBarPlotContent<Data> {
        self.init(data) { e in BarMark(xStart: e[keyPath: xStart], xEnd: e[keyPath: xEnd], yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) }
    }
}
