import Foundation
import Declarative

/// How `lineStyle(by:)` values are stroked, from `chartLineStyleScale`: explicit pairs, a domain that fixes the order,
/// a range of styles, or a mapping. Without any, distinct values take the default dash patterns in turn, solid first.
struct LineStyleScale {
    /// The values in legend order (pairs' keys or `domain:`); nil: order of first appearance.
    var domain: [PlottablePrimitive]?
    /// The styles of the domain's values, in order, cycling.
    var range: [StrokeStyle]?
    /// A style for each value, tried first.
    var mapping: ((PlottablePrimitive) -> StrokeStyle?)?

    /// The default strokes [I]: the default line's 2 pt width with round caps and joins (`ChartStyle.lineStroke`), and
    /// dash patterns that stay apart at that width — solid, dashed, dotted, long dashes, dash-dot — then again.
    static let defaultRange: [StrokeStyle] = [[], [5, 6], [0.5, 5], [12, 6], [5, 6, 0.5, 6]].map { dash in
        StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: dash)
    }

    /// The style of `value`, the `index`th of the scale's values.
    func style(for value: PlottablePrimitive, index: Int) -> StrokeStyle {
        if let f = mapping, let s = f(value) { return s }
        let styles = range.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultRange
        return styles[max(index, 0) % styles.count]
    }
}

nonisolated extension ChartContent {
    /// Strokes the marks by a data value: each distinct value gets the next dash pattern (solid, dashed, dotted, …)
    /// and an entry in the legend, and line marks with the same value join one line, as Swift Charts documents.
    nonisolated public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.lineStyleBy = value.primitive }
    }
}

nonisolated extension View {
    /// Strokes `lineStyle(by:)` values with styles, in pair order (which is also the legend order).
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let domain = mapping.map(\.key.primitive), range = mapping.map(\.value)
        return chartConfiguration { $0.lineStyleScale.domain = domain; $0.lineStyleScale.range = range }
    }

    /// Strokes the values of `domain` with the styles of `range`, in order (cycling).
    public func chartLineStyleScale<DataValue: Plottable>(domain: [DataValue], range: [StrokeStyle]) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration { $0.lineStyleScale.domain = d; $0.lineStyleScale.range = range }
    }

    /// Fixes the order (and the legend's) of the line style scale's values; the styles stay the default ones.
    public func chartLineStyleScale<DataValue: Plottable>(domain: [DataValue]) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration { $0.lineStyleScale.domain = d }
    }

    /// Strokes values with the styles of `range`, in order of first appearance (cycling).
    public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
        chartConfiguration { $0.lineStyleScale.range = range }
    }

    /// Strokes each value with a function.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        let f: (PlottablePrimitive) -> StrokeStyle? = { p in ChartProxy.convert(p).map { (v: DataValue) in mapping(v) } }
        return chartConfiguration { $0.lineStyleScale.mapping = f }
    }

    /// Strokes the values of `domain` (in that order) with a function.
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
        where Domain.Element: Plottable {
        let d = domain.map(\.primitive)
        let f: (PlottablePrimitive) -> StrokeStyle? = { p in ChartProxy.convert(p).map { (v: Domain.Element) in mapping(v) } }
        return chartConfiguration { $0.lineStyleScale.domain = d; $0.lineStyleScale.mapping = f }
    }
}
