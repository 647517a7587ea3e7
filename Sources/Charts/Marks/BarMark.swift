import Foundation
import Declarative

/// A bar, as Swift Charts' `BarMark`.
///
/// The orientation follows the data: a category or date on x with a number on y draws vertical
/// bars from zero; swap them for horizontal bars. Bars that share a position stack
/// (`stacking: .standard`), unless `position(by:)` groups them side by side. On a category axis a
/// bar fills 90 % of the band (`width: .automatic`).
/// ```swift
/// Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
/// ```
public struct BarMark {
    @usableFromInline let mark: ResolvedMark

    /// A bar at `x` from zero (or the top of the stack) to `y`.
    ///
    /// Inlinable, as the point marks' initialisers, so that the caller's module specialises it: made generic in this
    /// module, each bar read its two values through the `Plottable` witnesses (~40 % of making a bar).
    @inlinable nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ResolvedMark(kind: .bar, x: ChannelValue(x), y: ChannelValue(y), xLabel: x.label, yLabel: y.label, width: width,
                            height: height, stacking: stacking)
    }

    /// A horizontal bar spanning `xStart…xEnd` points of the plot (nil: the plot's edge) at `y`.
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var m = ResolvedMark(kind: .bar)
        m.setY(y)
        m.x = .fixed(xStart, xEnd)
        m.height = height
        m.stacking = stacking
        mark = m
    }

    /// A vertical bar spanning `yStart…yEnd` points of the plot (nil: the plot's edge) at `x`.
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var m = ResolvedMark(kind: .bar)
        m.setX(x)
        m.y = .fixed(yStart, yEnd)
        m.width = width
        m.stacking = stacking
        mark = m
    }

    /// A vertical bar at `x` from `yStart` to `yEnd` (a floating bar; not stacked).
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var m = ResolvedMark(.bar, x: x, y: yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        m.width = width
        m.stacking = .unstacked
        mark = m
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd` (a floating bar; not stacked).
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var m = ResolvedMark(.bar, x: xStart, y: y)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.height = height
        m.stacking = .unstacked
        mark = m
    }

    /// A bar from `xStart` to `xEnd` spanning `yStart…yEnd` points of the plot.
    nonisolated public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var m = ResolvedMark(kind: .bar)
        m.setX(xStart)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.y = .fixed(yStart, yEnd)
        m.stacking = .unstacked
        mark = m
    }

    /// A bar from `yStart` to `yEnd` spanning `xStart…xEnd` points of the plot.
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var m = ResolvedMark(kind: .bar)
        m.setY(yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        m.x = .fixed(xStart, xEnd)
        m.stacking = .unstacked
        mark = m
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension BarMark: BuiltInMark {}
