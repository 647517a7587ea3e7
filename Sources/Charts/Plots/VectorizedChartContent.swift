import Foundation
import Declarative

/// Chart content drawn from a whole collection of data elements, as Swift Charts' `VectorizedChartContent`: the
/// vectorized plots (`BarPlot`, `LinePlot`, …) and their key-path modifiers.
///
/// Its primary associated type is the data element. Modifiers that take a key path (`foregroundStyle(\.color)`,
/// `foregroundStyle(by: .value("Kind", \.kind))`) read each element and keep the content vectorized; a modifier with a
/// plain value (`opacity(0.5)`) makes ordinary chart content, so key-path modifiers come first, as in Swift Charts.
///
/// A plot draws exactly as `ForEach` over its data of the matching mark with the same values and modifiers:
/// ```swift
/// BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.total))
///     .foregroundStyle(by: .value("Region", \.region))
/// // draws as
/// ForEach(sales.indices, id: \.self) { i in
///     BarMark(x: .value("Month", sales[i].month), y: .value("Sales", sales[i].total))
///         .foregroundStyle(by: .value("Region", sales[i].region))
/// }
/// ```
/// Each element's mark is identified by its offset in the data (as `ForEach(0..<data.count)` would), so an animated
/// data change matches marks by position.
@MainActor @preconcurrency
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of one data element (a data point, observation or aggregate).
    associatedtype DataElement
}

/// A style change of the mark of one data element.
typealias ElementStyle<Element> = (Element, inout MarkStyle) -> Void

/// Vectorized content that can apply per-element style changes to the marks it makes (the framework's plots, and
/// key-path modifiers over them).
@MainActor
protocol VectorizedResolvable<DataElement>: VectorizedChartContent, ResolvableChartContent {
    /// Adds the content's marks, each with `styles` applied in order (outermost modifier first, so the innermost wins,
    /// as for marks).
    func resolve(into resolver: inout ChartContentResolver, elementStyles styles: [ElementStyle<DataElement>])
}

extension VectorizedResolvable {
    func resolve(into resolver: inout ChartContentResolver) { resolve(into: &resolver, elementStyles: []) }
}

/// The marks of a vectorized plot: one mark per element of the data, made by `mark`.
struct VectorizedMarks<Data: RandomAccessCollection, Mark: ChartContent> {
    let data: Data
    let mark: (Data.Element) -> Mark

    /// Adds a `ForEach` over the element offsets of the marks, styled per element: the very content a `ForEach` of
    /// marks would be, so that a plot resolves (and draws) as one.
    @MainActor
    func resolve(into resolver: inout ChartContentResolver, elementStyles styles: [ElementStyle<Data.Element>]) {
        let elements = ContiguousArray(data), mark = self.mark
        if styles.isEmpty {
            resolver.visit(ForEach(0..<elements.count) { mark(elements[$0]) })
        } else {
            resolver.visit(ForEach(0..<elements.count) { i in
                let element = elements[i]
                return mark(element).modified { style in for change in styles { change(element, &style) } }
            })
        }
    }
}

/// Vectorized content with a per-element style change: what the key-path modifiers return.
struct VectorizedStyledContent<Base: VectorizedChartContent> {
    let base: Base
    let change: ElementStyle<Base.DataElement>
}

extension VectorizedStyledContent: VectorizedResolvable {
    typealias DataElement = Base.DataElement
    var body: Never { fatalError("Vectorized content is resolved by Chart") }

    func resolve(into resolver: inout ChartContentResolver, elementStyles styles: [ElementStyle<DataElement>]) {
        if let base = base as? any VectorizedResolvable<DataElement> {
            base.resolve(into: &resolver, elementStyles: styles + [change])
        } else {
            resolver.visit(base)       // content of another kind: its elements are not known here
        }
    }
}

/// What every vectorized plot type (`BarPlot`, …) does with its content: draws it, and passes per-element styles on.
@MainActor
protocol VectorizedPlot: ResolvableChartContent {
    associatedtype Content: ChartContent
    var content: Content { get }
}

extension VectorizedPlot {
    func resolve(into resolver: inout ChartContentResolver) { resolver.visit(content) }
}

extension VectorizedPlot where Content: VectorizedResolvable {
    func resolve(into resolver: inout ChartContentResolver, elementStyles styles: [ElementStyle<Content.DataElement>]) {
        content.resolve(into: &resolver, elementStyles: styles)
    }
}

/// The content type of a vectorized plot over data: a mark per element (`VectorizedBarPlotContent`, …).
@MainActor
protocol VectorizedMarksContent: VectorizedResolvable where DataElement == Data.Element {
    associatedtype Data: RandomAccessCollection
    associatedtype Mark: ChartContent
    var marks: VectorizedMarks<Data, Mark> { get }
}

extension VectorizedMarksContent {
    func resolve(into resolver: inout ChartContentResolver, elementStyles styles: [ElementStyle<DataElement>]) {
        marks.resolve(into: &resolver, elementStyles: styles)
    }
}
