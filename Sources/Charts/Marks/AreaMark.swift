import Foundation
import Declarative

/// A point of a filled area, as Swift Charts' `AreaMark`.
///
/// Area marks of one series (`series:` or `foregroundStyle(by:)`) make one area filled down to
/// zero; several series stack (`stacking: .standard`), or use `.normalized`, `.center`
/// (streamgraph) or `.unstacked`. The range initializers fill between two values instead.
public struct AreaMark {
    let mark: ResolvedMark

    /// A point of an area from zero (or the series below) up to `y`.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var m = ResolvedMark(.area, x: x, y: y)
        m.stacking = stacking
        mark = m
    }

    /// A point of the area named by `series`.
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var m = ResolvedMark(.area, x: x, y: y)
        m.series = series.primitive
        m.stacking = stacking
        mark = m
    }

    /// A point of an area between `yStart` and `yEnd` (a band; not stacked).
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var m = ResolvedMark(.area, x: x, y: yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        m.stacking = .unstacked
        mark = m
    }

    /// A point of the band named by `series`, between `yStart` and `yEnd`.
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        var m = ResolvedMark(.area, x: x, y: yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        m.series = series.primitive
        m.stacking = .unstacked
        mark = m
    }

    /// A point of a horizontal band between `xStart` and `xEnd` at `y`.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var m = ResolvedMark(.area, x: xStart, y: y)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.stacking = .unstacked
        mark = m
    }

    /// A point of the horizontal band named by `series`.
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        var m = ResolvedMark(.area, x: xStart, y: y)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.series = series.primitive
        m.stacking = .unstacked
        mark = m
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension AreaMark: BuiltInMark {}
