import Foundation
import Declarative

/// What a chart's non-positional scales give each value, captured when the chart is laid out so that `ChartProxy`
/// can answer `foregroundStyle(for:)`, `symbol(for:)`, `symbolSize(for:)` and `lineStyle(for:)` anywhere.
struct ChartEncodings {
    /// The `foregroundStyle(by:)` values in legend order, and each one's style.
    var foregroundDomain: [PlottablePrimitive] = []
    var foregroundStyles: [PlottablePrimitive: AnyShapeStyle] = [:]
    /// The `symbol(by:)` values in order, and each one's shape.
    var symbolDomain: [PlottablePrimitive] = []
    var symbols: [PlottablePrimitive: AnyChartSymbolShape] = [:]
    /// The `lineStyle(by:)` values in order, and each one's stroke.
    var lineStyleDomain: [PlottablePrimitive] = []
    var lineStyles: [PlottablePrimitive: StrokeStyle] = [:]
    /// The symbol size scale, which also sizes numbers between the data's.
    var symbolSizes: ResolvedSymbolSizeScale?
}

extension MarkGeometry {
    /// The encodings of this chart's values.
    var encodings: ChartEncodings {
        var e = ChartEncodings()
        e.foregroundDomain = model.seriesDomain
        for v in model.seriesDomain { e.foregroundStyles[v] = seriesPaint(v).style }
        e.symbolDomain = model.symbolIndex.sorted { $0.value < $1.value }.map(\.key)
        for (v, i) in model.symbolIndex { e.symbols[v] = configuration.symbolScale.shape(for: v, index: i) }
        e.lineStyleDomain = model.lineStyleDomain
        for v in model.lineStyleDomain { e.lineStyles[v] = lineStyle(for: v) }
        e.symbolSizes = model.symbolSizes.values.isEmpty ? nil : model.symbolSizes
        return e
    }
}

extension ChartProxy {
    /// The style of a `foregroundStyle(by:)` value; nil when the chart has no such value.
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? { encodings?.foregroundStyles[value.primitive] }

    /// The shape of a `symbol(by:)` value; nil when the chart has no such value.
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? { encodings?.symbols[value.primitive] }

    /// The symbol area (square points) of a `symbolSize(by:)` value; for numbers, any value the scale can place. Nil
    /// when the chart sizes nothing by data, or the value does not fit the scale.
    public func symbolSize<P: Plottable>(for value: P) -> CGFloat? { encodings?.symbolSizes?.area(of: value.primitive) }

    /// The stroke of a `lineStyle(by:)` value; nil when the chart has no such value.
    public func lineStyle<P: Plottable>(for value: P) -> StrokeStyle? { encodings?.lineStyles[value.primitive] }

    /// The `foregroundStyle(by:)` values that are `P`s, in legend order.
    public func foregroundStyleDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        Self.values(encodings?.foregroundDomain)
    }

    /// The `symbol(by:)` values that are `P`s, in order.
    public func symbolDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] { Self.values(encodings?.symbolDomain) }

    /// The `symbolSize(by:)` values that are `P`s, in order.
    public func symbolSizeDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        Self.values(encodings?.symbolSizes?.values)
    }

    /// The `lineStyle(by:)` values that are `P`s, in order.
    public func lineStyleDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        Self.values(encodings?.lineStyleDomain)
    }

    /// The values that are `P`s. (A loop: a closure passing `convert` on would capture `P`'s metatype.)
    private static func values<P: Plottable>(_ primitives: [PlottablePrimitive]?) -> [P] {
        var out: [P] = []
        for p in primitives ?? [] { if let v: P = convert(p) { out.append(v) } }
        return out
    }
}
