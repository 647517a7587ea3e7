import Foundation
import Declarative

/// An automatic scale domain with options, as Swift Charts' `AutomaticScaleDomain`. (Not `Sendable`, as Swift
/// Charts' is not: it may hold the closure that edits the inferred domain.)
public struct AutomaticScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    /// Edits the inferred domain's values (see `automatic(includesZero:reversed:dataType:modifyInferredDomain:)`).
    var modifyInferredDomain: InferredDomainEdit? = nil
    /// The inferred domain.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The inferred domain, optionally without zero or reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// How a position scale uses the plot's dimension, as Swift Charts' `PlotDimensionScaleRange`: the whole of it, or
/// less some padding at its ends (`.plotDimension(padding: 20)`).
public struct PlotDimensionScaleRange: Sendable {
    let start: CGFloat, end: CGFloat
}

extension ScaleConfiguration {
    mutating func set<P: Plottable & Comparable>(_ domain: ClosedRange<P>) {
        continuousDomain = (domain.lowerBound.primitive, domain.upperBound.primitive)
        if case .string = domain.lowerBound.primitive { categories = [domain.lowerBound, domain.upperBound].map { PositionScale.categoryKey($0.primitive) } }
    }
    mutating func set(_ domain: AutomaticScaleDomain) {
        includesZero = domain.includesZero
        reversed = domain.reversed ?? false
        modifyInferredDomain = domain.modifyInferredDomain
    }
    mutating func set(_ range: some PositionScaleRange) {
        switch range._positionScaleRange.kind {
        case .padding(let start, let end):
            padding = (start.isFinite ? max(0, start) : 0, end.isFinite ? max(0, end) : 0)
            points = nil
        case .points(let a, let b):
            points = a.isFinite && b.isFinite ? (a, b) : nil
        }
    }
}

nonisolated extension View {
    /// Changes one axis's scale configuration; a given `type` replaces the current one, nil keeps it.
    func chartScale(_ axis: WritableKeyPath<ChartConfiguration, ScaleConfiguration>, type: ScaleType?,
                            _ change: @escaping (inout ScaleConfiguration) -> Void) -> some View {
        chartConfiguration { configuration in
            change(&configuration[keyPath: axis])
            if let type { configuration[keyPath: axis].type = type }
        }
    }

    /// Sets the x domain to a range, used as given (no rounding), e.g. `0...100`.
    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, type: type) { $0.set(domain) }
    }
    /// Sets the x categories and their order, or for numbers and dates the domain from their least to their greatest.
    public func chartXScale<P: Plottable>(domain: [P], type: ScaleType? = nil) -> some View {
        let values = domain.map(\.primitive)
        return chartScale(\.xScale, type: type) { $0.set(values: values) }
    }
    /// Sets options of the inferred x domain.
    public func chartXScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, type: type) { $0.set(domain) }
    }
    /// Sets the x domain and range.
    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>, range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, type: type) { $0.set(domain); $0.set(range) }
    }
    /// Sets the x range (padding inside the plot).
    public func chartXScale(range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, type: type) { $0.set(range) }
    }
    /// Sets the x scale type.
    public func chartXScale(type: ScaleType?) -> some View {
        chartConfiguration { $0.xScale.type = type }
    }
    /// Sets the y domain to a range, used as given (no rounding), e.g. `0...100`.
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, type: type) { $0.set(domain) }
    }
    /// Sets the y categories and their order, or for numbers and dates the domain from their least to their greatest.
    public func chartYScale<P: Plottable>(domain: [P], type: ScaleType? = nil) -> some View {
        let values = domain.map(\.primitive)
        return chartScale(\.yScale, type: type) { $0.set(values: values) }
    }
    /// Sets options of the inferred y domain.
    public func chartYScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, type: type) { $0.set(domain) }
    }
    /// Sets the y domain and range.
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>, range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, type: type) { $0.set(domain); $0.set(range) }
    }
    /// Sets the y range (padding inside the plot).
    public func chartYScale(range: some PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, type: type) { $0.set(range) }
    }
    /// Sets the y scale type.
    public func chartYScale(type: ScaleType?) -> some View {
        chartConfiguration { $0.yScale.type = type }
    }
}
