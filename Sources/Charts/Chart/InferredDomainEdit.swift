import Foundation
import Declarative

/// An edit of the domain a position scale infers from the data, as Swift Charts'
/// `automatic(includesZero:reversed:dataType:modifyInferredDomain:)` gives it: the closure sees the inferred values
/// in the data's own type and may sort, add or remove some.
///
/// What it sees depends on the scale: a categorical scale's categories in the order they were met
/// (`["iPhone", "iPad", "MacBook"]`; sorting them reorders the bands, appending "New" adds an empty band), a number
/// or date scale's extent as its least and greatest value (`[12, 85]`; appending 100 stretches the domain to 100,
/// which is then rounded to nice ticks as an inferred domain is).
struct InferredDomainEdit {
    let apply: ([PlottablePrimitive]) -> [PlottablePrimitive]

    /// The edited extent of continuous values, or nil when the edit leaves no number or date.
    func extent(_ lo: Double, _ hi: Double, dates: Bool) -> (Double, Double)? {
        let ends: [PlottablePrimitive] = dates ? [.date(Date(timeIntervalSinceReferenceDate: lo)), .date(Date(timeIntervalSinceReferenceDate: hi))]
                                               : [.number(lo), .number(hi)]
        let values = apply(ends).compactMap(\.continuousValue).filter(\.isFinite)
        guard let a = values.min(), let b = values.max() else { return nil }
        return (a, b)
    }
}

extension AutomaticScaleDomain {
    /// The inferred domain, edited by a closure that sees it as values of `dataType` (Swift Charts' documentation):
    /// `.automatic(dataType: String.self) { $0.sort(using: .localizedStandard) }` orders the categories.
    public static func automatic<DataValue: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil,
                                                       dataType: DataValue.Type,
                                                       modifyInferredDomain: @escaping (inout [DataValue]) -> Void) -> AutomaticScaleDomain {
        let edit = InferredDomainEdit { primitives in
            var values = primitives.compactMap { $0.as(DataValue.self) }
            modifyInferredDomain(&values)
            return values.map(\.primitive)
        }
        return AutomaticScaleDomain(includesZero: includesZero, reversed: reversed, modifyInferredDomain: edit)
    }
}

extension ScaleConfiguration {
    /// An array domain: categories in their order, or for numbers and dates the domain from the least value to the
    /// greatest (`chartYScale(domain: [0, 60])` is `0...60`).
    mutating func set(values: [PlottablePrimitive]) {
        let placed = values.compactMap { v in v.continuousValue.map { (v, $0) } }
        if !values.isEmpty, placed.count == values.count, let lo = placed.min(by: { $0.1 < $1.1 }), let hi = placed.max(by: { $0.1 < $1.1 }) {
            continuousDomain = (lo.0, hi.0)
        } else {
            categories = values.map(PositionScale.categoryKey)
        }
    }
}

nonisolated extension View {
    /// Sets the x domain as an array (categories, or numbers or dates spanning it) and the range.
    public func chartXScale<P: Plottable>(domain: [P], range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        let values = domain.map(\.primitive)
        return chartScale(\.xScale, type: type) { $0.set(values: values); $0.set(range) }
    }
    /// Sets the y domain as an array (categories, or numbers or dates spanning it) and the range.
    public func chartYScale<P: Plottable>(domain: [P], range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        let values = domain.map(\.primitive)
        return chartScale(\.yScale, type: type) { $0.set(values: values); $0.set(range) }
    }
    /// Sets options of the inferred x domain, and the range.
    public func chartXScale(domain: AutomaticScaleDomain, range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, type: type) { $0.set(domain); $0.set(range) }
    }
    /// Sets options of the inferred y domain, and the range.
    public func chartYScale(domain: AutomaticScaleDomain, range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, type: type) { $0.set(domain); $0.set(range) }
    }
}
