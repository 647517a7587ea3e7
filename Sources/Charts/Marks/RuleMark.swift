import Foundation
import Declarative

/// A straight line, as Swift Charts' `RuleMark`: a 1 pt rule across the plot at a value
/// (`RuleMark(y: .value("Goal", 50))`), or between two values.
public struct RuleMark {
    let mark: ResolvedMark

    /// A vertical rule at `x`, from `yStart` to `yEnd` points (nil: the plot's edges).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var m = ResolvedMark(kind: .rule)
        m.setX(x)
        m.y = .fixed(yStart, yEnd)
        mark = m
    }

    /// A vertical rule from `yStart` to `yEnd`, `x` points from the leading edge (nil: centred).
    nonisolated public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var m = ResolvedMark(kind: .rule)
        m.setY(yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        m.x = x.map { .fixed($0, $0) } ?? .none
        mark = m
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var m = ResolvedMark(.rule, x: x, y: yStart)
        m.y = ResolvedMark.interval(yStart, yEnd)
        mark = m
    }

    /// A horizontal rule at `y`, from `xStart` to `xEnd` points (nil: the plot's edges).
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        var m = ResolvedMark(kind: .rule)
        m.setY(y)
        m.x = .fixed(xStart, xEnd)
        mark = m
    }

    /// A horizontal rule from `xStart` to `xEnd`, `y` points from the top (nil: centred).
    nonisolated public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        var m = ResolvedMark(kind: .rule)
        m.setX(xStart)
        m.x = ResolvedMark.interval(xStart, xEnd)
        m.y = y.map { .fixed($0, $0) } ?? .none
        mark = m
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var m = ResolvedMark(.rule, x: xStart, y: y)
        m.x = ResolvedMark.interval(xStart, xEnd)
        mark = m
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension RuleMark: BuiltInMark {}
