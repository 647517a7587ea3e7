import Foundation
import Declarative

/// A type that says where a position scale's domain goes, as Swift Charts' `PositionScaleRange`: the plot's
/// dimension (`.plotDimension`, `.plotDimension(padding:)`, `.plotDimension(startPadding:endPadding:)`) or, as a
/// `ClosedRange<CGFloat>`, positions in points (`chartXScale(range: 0...128)` draws the domain over the first
/// 128 points of the plot, from its leading edge; a y range counts from the plot's bottom).
public protocol PositionScaleRange {
    /// The range as the chart reads it.
    var _positionScaleRange: _PositionScaleRangeValue { get }
}

/// What a `PositionScaleRange` resolves to: padding inside the plot dimension, or explicit positions.
public struct _PositionScaleRangeValue: Sendable {
    enum Kind: Sendable { case padding(CGFloat, CGFloat), points(CGFloat, CGFloat) }
    let kind: Kind
}

extension PlotDimensionScaleRange: PositionScaleRange {
    /// The plot dimension less the padding.
    public var _positionScaleRange: _PositionScaleRangeValue { _PositionScaleRangeValue(kind: .padding(start, end)) }
}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {
    /// The domain from `lowerBound` to `upperBound` points.
    public var _positionScaleRange: _PositionScaleRangeValue { _PositionScaleRangeValue(kind: .points(lowerBound, upperBound)) }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    /// The plot dimension less `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { .init(start: padding, end: padding) }
    /// The plot dimension less padding at the start and the end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        .init(start: startPadding, end: endPadding)
    }
}
