import Foundation
import Declarative

extension ChartProxy {
    /// The plot area, to resolve with a `GeometryProxy` (`geometry[proxy.plotFrame!]`), as Swift Charts' iOS 17
    /// `plotFrame`; nil before the chart is placed.
    public var plotFrame: Anchor<CGRect>? { plotRootFrame.map { Anchor(rootRect: $0) } }

    /// The plot area, as Swift Charts' `plotAreaFrame` (before iOS 17); a zero rectangle before the chart is placed.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(rootRect: plotRootFrame ?? .zero) }

    /// The size of the plot area, as Swift Charts' `plotAreaSize` (before iOS 17).
    public var plotAreaSize: CGSize { plotSize }

    /// The data values at a point of the plot, if they can be expressed as `X` and `Y`.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// The point of the plot where a pair of values is; nil when either is not on its scale.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// Selects the x value at a position of the plot, for `chartXSelection` (from a `chartGesture`).
    public func selectXValue(at position: CGFloat) { selection?.x?.select(xScale.selectableValue(at: position)) }

    /// Selects the y value at a position of the plot, for `chartYSelection`.
    public func selectYValue(at position: CGFloat) { selection?.y?.select(yScale.selectableValue(at: position)) }

    /// Selects the x values between two positions, for `chartXSelection(range:)`.
    public func selectXRange(from start: CGFloat, to end: CGFloat) {
        selection?.x?.selectRange(xScale.selectableValue(at: start), xScale.selectableValue(at: end))
    }

    /// Selects the y values between two positions, for `chartYSelection(range:)`.
    public func selectYRange(from start: CGFloat, to end: CGFloat) {
        selection?.y?.selectRange(yScale.selectableValue(at: start), yScale.selectableValue(at: end))
    }

    /// Selects the angle value at a point of the plot, for `chartAngleSelection` (a sector chart).
    public func selectAngleValue(at position: CGPoint) { selection?.angle?.select(angleValue?(position)) }
}

extension PositionScale {
    /// The value a selection at a position takes: the unsnapped value for numbers and dates, at the position kept
    /// within the plot; the nearest category for a band scale. Nil for a non-finite position or an empty scale.
    func selectableValue(at position: CGFloat) -> PlottablePrimitive? {
        guard position.isFinite else { return nil }
        switch self {
        case .linear(let s), .date(let s):
            let lo = min(s.rangeStart, s.rangeEnd), hi = max(s.rangeStart, s.rangeEnd)
            return value(at: min(max(position, lo), hi))
        case .band(let b, let categories, _):
            guard !categories.isEmpty else { return nil }
            let nearest = categories.indices.min { abs(b.center(of: $0) - position) < abs(b.center(of: $1) - position) }
            return nearest.map { .string(categories[$0]) }
        }
    }
}
