import Foundation
import Declarative

/// A symbol at a point, as Swift Charts' `PointMark`: a filled circle of 30 pt² (about 6 pt
/// across) unless `symbol`/`symbolSize` say otherwise.
public struct PointMark {
    let mark: ResolvedMark

    /// A point at `(x, y)`.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ResolvedMark(.point, x: x, y: y)
    }

    /// A point at `y`, `x` points from the plot's leading edge (nil: centred).
    nonisolated public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        var m = ResolvedMark(kind: .point)
        m.setY(y)
        m.x = .fixed(x, nil)
        mark = m
    }

    /// A point at `x`, `y` points from the plot's top edge (nil: centred).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        var m = ResolvedMark(kind: .point)
        m.setX(x)
        m.y = .fixed(y, nil)
        mark = m
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension PointMark: BuiltInMark {}
