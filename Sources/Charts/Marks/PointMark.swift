import Foundation
import Declarative

/// A symbol at a point, as Swift Charts' `PointMark`: a filled circle of 30 pt² (about 6 pt
/// across) unless `symbol`/`symbolSize` say otherwise.
public struct PointMark {
    @usableFromInline let channels: MarkChannels

    /// A point at `(x, y)`.
    ///
    /// Inlinable, as `LineMark`'s, so that a scatter of many points is made by specialised code.
    @inlinable nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        channels = MarkChannels(.point, x: x, y: y)
    }

    /// A point at `y`, `x` points from the plot's leading edge (nil: centred).
    nonisolated public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        channels = MarkChannels(.point, x: .fixed(x, nil), y: ChannelValue(y), xLabel: "", yLabel: y.label)
    }

    /// A point at `x`, `y` points from the plot's top edge (nil: centred).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        channels = MarkChannels(.point, x: ChannelValue(x), y: .fixed(y, nil), xLabel: x.label, yLabel: "")
    }
}

// Conformed in an extension, so that the mark type (and its initializers) stay nonisolated, as Swift Charts' are.
extension PointMark: PointLikeMark {}
