import Foundation
import Declarative

/// A point of a line, as Swift Charts' `LineMark`.
///
/// Line marks with the same `series:` value (or, without one, the same `foregroundStyle(by:)`
/// value) join into one line, in data order. A line is 2 pt wide with round caps and joins,
/// interpolated linearly; `lineStyle(_:)` and `interpolationMethod(_:)` change that. Points with
/// a NaN or infinite value break the line into separate runs.
/// ```swift
/// Chart(temps) { LineMark(x: .value("Day", $0.day), y: .value("°C", $0.value)) }
/// ```
public struct LineMark {
    @usableFromInline let channels: MarkChannels

    /// A point of the chart's single line (or of the line its `foregroundStyle(by:)` selects).
    ///
    /// Inlinable, so that the caller's module specialises it for its value types: a `ForEach` over a million samples
    /// makes a million of these, and unspecialised generic code costs about a microsecond each.
    @inlinable nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        channels = MarkChannels(.line, x: x, y: y)
    }

    /// A point of the line named by `series`.
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        channels = MarkChannels(.line, x: x, y: y, series: series.primitive)
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension LineMark: PointLikeMark {}
