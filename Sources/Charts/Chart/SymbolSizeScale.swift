import Foundation
import Declarative

/// How `symbolSize(by:)` values size symbols (areas in square points), from `chartSymbolSizeScale`.
///
/// Numbers make a continuous scale: the domain (the data's extent, or `domain:` as a closed range) maps linearly onto
/// the range of areas. Other values (and numbers given as a list domain or as pairs) are categories: the `i`th value
/// takes the `i`th area of a list range, or the `i`th of evenly spaced areas across the range's bounds.
struct SymbolSizeScale {
    /// The values in order, from pairs or a list domain; nil: order of first appearance.
    var domain: [PlottablePrimitive]?
    /// A numeric domain given as a closed range.
    var continuousDomain: ClosedRange<Double>?
    /// The areas of the domain's values, in order (pairs or a list range).
    var range: [CGFloat]?
    /// The smallest and largest areas, from a closed-range range.
    var bounds: ClosedRange<CGFloat>?
    /// An area for each value, tried first.
    var mapping: ((PlottablePrimitive) -> CGFloat?)?
    /// The scale type asked for: `.category` makes numbers categories; `.log` and `.squareRoot` change how numbers
    /// spread over the areas; the others are linear.
    var type: ScaleType?

    /// The default areas [I]: from a little under the default point's 30 pt² to about seven times it, so that the
    /// smallest symbol stays visible and the largest does not swamp a small chart.
    static let defaultBounds: ClosedRange<CGFloat> = 12...200
}

/// A symbol size scale resolved against a chart's values: what each value's symbol area is.
struct ResolvedSymbolSizeScale {
    let scale: SymbolSizeScale
    /// The values in order (configured domain first, then first appearance).
    let values: [PlottablePrimitive]
    let index: [PlottablePrimitive: Int]
    /// The numeric extent, when the scale is continuous.
    let extent: ClosedRange<Double>?

    init(_ scale: SymbolSizeScale, values: [PlottablePrimitive]) {
        self.scale = scale
        self.values = values
        var index: [PlottablePrimitive: Int] = [:]
        for (i, v) in values.enumerated() where index[v] == nil { index[v] = i }
        self.index = index
        extent = Self.continuousExtent(scale, values)
    }

    /// The extent of values that are all numbers, unless the scale lists its values or is categorical.
    private static func continuousExtent(_ scale: SymbolSizeScale, _ values: [PlottablePrimitive]) -> ClosedRange<Double>? {
        if let d = scale.continuousDomain { return d }
        guard !values.isEmpty, scale.domain == nil, scale.type != .category else { return nil }
        var lo = Double.infinity, hi = -Double.infinity
        for value in values {
            guard case .number(let v) = value else { return nil }
            if v.isFinite { lo = min(lo, v); hi = max(hi, v) }
        }
        return lo <= hi ? lo...hi : 0...1
    }

    /// The smallest and largest areas.
    var bounds: ClosedRange<CGFloat> {
        if let b = scale.bounds { return b }
        if let r = scale.range, let lo = r.min(), let hi = r.max(), extent != nil { return lo...hi }
        return SymbolSizeScale.defaultBounds
    }

    /// The symbol area of `value`; nil when the value is not a number the scale can place (NaN) or not one of its
    /// categories.
    func area(of value: PlottablePrimitive) -> CGFloat? {
        if let f = scale.mapping, let a = f(value) { return Self.clean(a) }
        let b = bounds
        if let extent {
            guard case .number(let v) = value, !v.isNaN else { return nil }
            let t: Double
            let span = extent.upperBound - extent.lowerBound
            if span > 0 {
                let u = min(max((v - extent.lowerBound) / span, 0), 1)
                switch scale.type {
                case .squareRoot?: t = u.squareRoot()
                case .log? where extent.lowerBound > 0:
                    t = (log(max(v, extent.lowerBound)) - log(extent.lowerBound)) / (log(extent.upperBound) - log(extent.lowerBound))
                default: t = u
                }
            } else {
                t = 0.5
            }
            return Self.clean(b.lowerBound + CGFloat(min(max(t, 0), 1)) * (b.upperBound - b.lowerBound))
        }
        guard let i = index[value] else { return nil }
        if let r = scale.range, !r.isEmpty { return Self.clean(r[i % r.count]) }
        let n = values.count
        let t = n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0.5
        return Self.clean(b.lowerBound + t * (b.upperBound - b.lowerBound))
    }

    /// An area to draw: never negative or NaN.
    private static func clean(_ a: CGFloat) -> CGFloat { a.isFinite ? max(0, a) : 0 }
}

nonisolated extension ChartContent {
    /// Sizes the marks' symbols by a data value: numbers on a continuous scale of areas, other values each a size of
    /// their own; the legend shows the sizes.
    nonisolated public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.symbolSizeBy = value.primitive }
    }
}

nonisolated extension View {
    /// Sizes `symbolSize(by:)` values with areas (square points), in pair order (which is also the legend order).
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        let d = mapping.map(\.key.primitive), r = mapping.map(\.value)
        return chartConfiguration { $0.symbolSizeScale.domain = d; $0.symbolSizeScale.range = r; $0.symbolSizeScale.continuousDomain = nil }
    }

    /// Sizes the values of `domain` (categories, in order) with the areas of `range`, in order (cycling).
    public func chartSymbolSizeScale<DataValue: Plottable>(domain: [DataValue], range: [CGFloat], type: ScaleType? = nil) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration { $0.symbolSizeScale.domain = d; $0.symbolSizeScale.range = range; $0.symbolSizeScale.type = type }
    }

    /// Sizes the values of `domain` (categories, in order) with areas spread evenly across `range`.
    public func chartSymbolSizeScale<DataValue: Plottable>(domain: [DataValue], range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration { $0.symbolSizeScale.domain = d; $0.symbolSizeScale.bounds = range; $0.symbolSizeScale.type = type }
    }

    /// Sizes numbers in `domain` linearly across the areas of `range` (values outside take the nearest end).
    public func chartSymbolSizeScale<DataValue: Plottable & Comparable>(domain: ClosedRange<DataValue>, range: ClosedRange<CGFloat>,
                                                                        type: ScaleType? = nil) -> some View {
        let d = Self.numericDomain(domain)
        return chartConfiguration { $0.symbolSizeScale.continuousDomain = d; $0.symbolSizeScale.bounds = range; $0.symbolSizeScale.type = type }
    }

    /// Sizes numbers in `domain` across the smallest and largest of the areas in `range`.
    public func chartSymbolSizeScale<DataValue: Plottable & Comparable>(domain: ClosedRange<DataValue>, range: [CGFloat],
                                                                        type: ScaleType? = nil) -> some View {
        let d = Self.numericDomain(domain)
        return chartConfiguration { $0.symbolSizeScale.continuousDomain = d; $0.symbolSizeScale.range = range; $0.symbolSizeScale.type = type }
    }

    /// Fixes the scale's values: a list makes them categories in that order, with the default areas.
    public func chartSymbolSizeScale<DataValue: Plottable>(domain: [DataValue], type: ScaleType? = nil) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration { $0.symbolSizeScale.domain = d; $0.symbolSizeScale.type = type }
    }

    /// Fixes the numeric domain of the scale, with the default areas.
    public func chartSymbolSizeScale<DataValue: Plottable & Comparable>(domain: ClosedRange<DataValue>, type: ScaleType? = nil) -> some View {
        let d = Self.numericDomain(domain)
        return chartConfiguration { $0.symbolSizeScale.continuousDomain = d; $0.symbolSizeScale.type = type }
    }

    /// Sizes values across the smallest and largest areas of `range` (numbers), or with its areas in order of first
    /// appearance (categories).
    public func chartSymbolSizeScale(range: [CGFloat], type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.symbolSizeScale.range = range; $0.symbolSizeScale.type = type }
    }

    /// Sizes values across the areas of `range`.
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.symbolSizeScale.bounds = range; $0.symbolSizeScale.type = type }
    }

    /// Sets the scale's type only: `.category` makes numbers categories; `.log`, `.squareRoot` change how numbers spread.
    public func chartSymbolSizeScale(type: ScaleType?) -> some View {
        chartConfiguration { $0.symbolSizeScale.type = type }
    }

    /// Sizes each value with a function (areas in square points).
    public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> some View {
        let f: (PlottablePrimitive) -> CGFloat? = { p in ChartProxy.convert(p).map { (v: DataValue) in mapping(v) } }
        return chartConfiguration { $0.symbolSizeScale.mapping = f }
    }

    /// Sizes the values of `domain` (in that order) with a function.
    public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
        where Domain.Element: Plottable {
        let d = domain.map(\.primitive)
        let f: (PlottablePrimitive) -> CGFloat? = { p in ChartProxy.convert(p).map { (v: Domain.Element) in mapping(v) } }
        return chartConfiguration { $0.symbolSizeScale.domain = d; $0.symbolSizeScale.mapping = f }
    }

    /// A closed range of numbers as a numeric domain (nil for other values).
    private static func numericDomain<P: Plottable & Comparable>(_ range: ClosedRange<P>) -> ClosedRange<Double>? {
        guard let lo = range.lowerBound.primitive.continuousValue, let hi = range.upperBound.primitive.continuousValue,
              lo.isFinite, hi.isFinite else { return nil }
        return min(lo, hi)...max(lo, hi)
    }
}
