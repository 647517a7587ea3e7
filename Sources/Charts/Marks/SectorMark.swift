import Foundation
import Declarative

/// A slice of a pie or donut, as Swift Charts' `SectorMark`.
///
/// Each sector's angle is its value's share of the total of all sectors; sectors follow each
/// other clockwise from 12 o'clock in data order. Non-finite and negative values get no slice.
/// `innerRadius: .ratio(0.618)` makes a donut; `angularInset` leaves a gap (in degrees of
/// arc length, in points) between slices. Sectors fill the plot, which has no axes.
/// ```swift
/// Chart(shares) { SectorMark(angle: .value("Share", $0.value)).foregroundStyle(by: .value("Name", $0.name)) }
/// ```
public struct SectorMark {
    let mark: ResolvedMark

    /// A sector whose size is `angle`'s share of the total.
    nonisolated public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var m = ResolvedMark(kind: .sector)
        m.angle = angle.primitive
        m.angleEnd = angle.upper
        m.innerRadius = innerRadius
        m.outerRadius = outerRadius
        m.angularInset = angularInset
        mark = m
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension SectorMark: BuiltInMark {}
