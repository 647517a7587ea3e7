import Foundation
import Declarative

/// How `symbol(by:)` values are drawn, from `chartSymbolScale`: explicit pairs, a domain that fixes the order, a range
/// of shapes, or a mapping. Without any, distinct values take circle, square, triangle, diamond, pentagon in turn.
struct SymbolScale {
    /// The values in order (pairs' keys or `domain:`); nil: order of first appearance.
    var domain: [PlottablePrimitive]?
    /// The shapes of the values, in order, cycling.
    var range: [AnyChartSymbolShape]?
    /// A shape for each value, tried first.
    var mapping: ((PlottablePrimitive) -> AnyChartSymbolShape?)?

    /// The shape of `value`, the `index`th of the scale's values.
    func shape(for value: PlottablePrimitive, index: Int) -> AnyChartSymbolShape {
        if let f = mapping, let s = f(value) { return s }
        if let r = range, !r.isEmpty { return r[max(index, 0) % r.count] }
        let cycle = BasicChartSymbolShape.cycle
        return AnyChartSymbolShape(cycle[max(index, 0) % cycle.count])
    }
}

nonisolated extension View {
    /// Chooses the symbol of each `symbol(by:)` value, in pair order (which is also the legend order).
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let d = mapping.map(\.key.primitive), r = mapping.map { AnyChartSymbolShape($0.value) }
        return chartConfiguration { $0.symbolScale.domain = d; $0.symbolScale.range = r }
    }

    /// Chooses the symbol of each `symbol(by:)` value, in pair order, from shapes of any kinds:
    /// `["Fixed": Square().strokeBorder(lineWidth: 2), "Variable": Circle().strokeBorder(lineWidth: 2)]`.
    /// (Disfavoured, so that pairs of one shape type keep choosing the generic form above.)
    @_disfavoredOverload
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        let d = mapping.map(\.key.primitive)
        let r = mapping.map { pair -> AnyChartSymbolShape in
            let shape: any ChartSymbolShape = pair.value
            return AnyChartSymbolShape(shape)
        }
        return chartConfiguration { $0.symbolScale.domain = d; $0.symbolScale.range = r }
    }

    /// Draws the values of `domain` with the shapes of `range`, in order (cycling).
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(domain: [DataValue], range: [S]) -> some View {
        let d = domain.map(\.primitive), r = range.map { AnyChartSymbolShape($0) }
        return chartConfiguration { $0.symbolScale.domain = d; $0.symbolScale.range = r }
    }

    /// Draws the values of `domain` with the shapes of `range`, in order (cycling), shapes of any kinds.
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue], range: [any ChartSymbolShape]) -> some View {
        let d = domain.map(\.primitive), r = range.map { AnyChartSymbolShape($0) }
        return chartConfiguration { $0.symbolScale.domain = d; $0.symbolScale.range = r }
    }

    /// Fixes the order (and the legend's) of the symbol scale's values; the shapes stay the default cycle.
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue]) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration { $0.symbolScale.domain = d }
    }

    /// Draws values with the shapes of `range`, in order of first appearance (cycling).
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let r = range.map { AnyChartSymbolShape($0) }
        return chartConfiguration { $0.symbolScale.range = r }
    }

    /// Draws each value with the shape a function gives.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        let f: (PlottablePrimitive) -> AnyChartSymbolShape? = { p in ChartProxy.convert(p).map { (v: DataValue) in AnyChartSymbolShape(mapping(v)) } }
        return chartConfiguration { $0.symbolScale.mapping = f }
    }

    /// Draws the values of `domain` (in that order) with the shapes a function gives.
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
        where Domain.Element: Plottable {
        let d = domain.map(\.primitive)
        let f: (PlottablePrimitive) -> AnyChartSymbolShape? = { p in
            ChartProxy.convert(p).map { (v: Domain.Element) in AnyChartSymbolShape(mapping(v)) }
        }
        return chartConfiguration { $0.symbolScale.domain = d; $0.symbolScale.mapping = f }
    }
}
