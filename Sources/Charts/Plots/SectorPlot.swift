import Foundation
import Declarative

/// Sectors of a pie or donut for a whole collection of data, as Swift Charts' `SectorPlot`: the same sectors as
/// `SectorMark` makes for each element, from one declaration whose values are key paths.
/// ```swift
/// SectorPlot(votes, angle: .value("Vote count", \.voteCount), angularInset: 1)
///     .foregroundStyle(by: .value("Party", \.party))
///     .cornerRadius(4)
/// ```
/// The plot draws as a `ForEach` of those marks (see `VectorizedChartContent`).
public struct SectorPlot<Content: ChartContent> {
    let content: Content
}

extension SectorPlot: ChartContent, VectorizedPlot {
    /// A plot is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("SectorPlot is resolved by Chart") }
}

extension SectorPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The type of one data element.
    public typealias DataElement = Content.DataElement
}

extension SectorPlot: VectorizedResolvable where Content: VectorizedResolvable {}

/// The marks of a `SectorPlot` over `Data`, as Swift Charts' opaque `VectorizedSectorPlotContent`.
public struct VectorizedSectorPlotContent<Data: RandomAccessCollection> {
    let marks: VectorizedMarks<Data, SectorMark>
}

extension VectorizedSectorPlotContent: VectorizedChartContent, VectorizedMarksContent {
    /// The type of one data element.
    public typealias DataElement = Data.Element
    /// Plot content is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("VectorizedSectorPlotContent is resolved by Chart") }
}

extension SectorPlot {
    /// One plot of a mark per element.
    private init<Data>(_ data: Data, _ mark: @escaping (Data.Element) -> SectorMark) where Content == VectorizedSectorPlotContent<Data> {
        content = VectorizedSectorPlotContent(marks: VectorizedMarks(data: data, mark: mark))
    }

    /// A sector per element whose size is `angle`'s share of the total.
    nonisolated public init<Data>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>, innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic,
                                  angularInset: CGFloat? = nil) where Content == VectorizedSectorPlotContent<Data> {
        self.init(data) { e in
            SectorMark(angle: angle.value(of: e), innerRadius: innerRadius.dimension(of: e), outerRadius: outerRadius.dimension(of: e),
                       angularInset: angularInset)
        }
    }

    /// A sector per element whose size is `angle`'s share of the total, with the gap a key path reads.
    nonisolated public init<Data>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>, innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic,
                                  angularInset: KeyPath<Data.Element, CGFloat>) where Content == VectorizedSectorPlotContent<Data> {
        self.init(data) { e in
            SectorMark(angle: angle.value(of: e), innerRadius: innerRadius.dimension(of: e), outerRadius: outerRadius.dimension(of: e),
                       angularInset: e[keyPath: angularInset])
        }
    }
}
