import Foundation
import Declarative

/// A rectangle, as Swift Charts' `RectangleMark`: at a position it fills the band on category
/// axes (heat maps) or is `width × height` points (default 20 × 20) on continuous axes; with
/// start and end values it spans them.
public struct RectangleMark {
    let mark: ResolvedMark

    /// A rectangle centred at `(x, y)`.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        var m = ResolvedMark(.rectangle, x: x, y: y)
        m.width = width
        m.height = height
        mark = m
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var m = ResolvedMark(.rectangle, x: x, y: yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        m.width = width
        mark = m
    }

    /// A rectangle at `x` spanning `yStart…yEnd` points (nil: the plot's edges).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        var m = ResolvedMark(kind: .rectangle)
        m.setX(x)
        m.y = .fixed(yStart, yEnd)
        m.width = width
        mark = m
    }

    /// A rectangle at `y` from `xStart` to `xEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var m = ResolvedMark(.rectangle, x: xStart, y: y)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.height = height
        mark = m
    }

    /// A rectangle at `y` spanning `xStart…xEnd` points (nil: the plot's edges).
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        var m = ResolvedMark(kind: .rectangle)
        m.setY(y)
        m.x = .fixed(xStart, xEnd)
        m.height = height
        mark = m
    }

    /// A rectangle between two values on each axis.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var m = ResolvedMark(.rectangle, x: xStart, y: yStart)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.y = ResolvedMark.interval(yStart, yEnd)
        mark = m
    }

    /// A rectangle from `xStart` to `xEnd` spanning `yStart…yEnd` points (nil: the plot's edges), such as the band
    /// of a `chartXSelection(range:)`.
    nonisolated public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var m = ResolvedMark(kind: .rectangle)
        m.setX(xStart)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.y = .fixed(yStart, yEnd)
        mark = m
    }

    /// A rectangle from `yStart` to `yEnd` spanning `xStart…xEnd` points (nil: the plot's edges).
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var m = ResolvedMark(kind: .rectangle)
        m.x = .fixed(xStart, xEnd)
        m.setY(yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        mark = m
    }

    /// A rectangle between two points positions on each axis (nil: the plot's edges).
    nonisolated public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var m = ResolvedMark(kind: .rectangle)
        m.x = .fixed(xStart, xEnd)
        m.y = .fixed(yStart, yEnd)
        mark = m
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension RectangleMark: BuiltInMark {}
