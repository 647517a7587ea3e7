import Foundation
import Declarative

/// The chart's scales, for converting data values to plot positions, as Swift Charts'
/// `ChartProxy`. Positions are in points relative to the plot area's top-leading corner;
/// y grows downward, so larger values have smaller y.
public struct ChartProxy {
    let xScale: PositionScale
    let yScale: PositionScale
    /// The size of the plot area.
    public let plotSize: CGSize
    /// The plot area in root coordinates, once the chart is placed (see `plotFrame`).
    var plotRootFrame: CGRect?
    /// Where `selectXValue(at:)` and its siblings send a selection (the chart's selection bindings).
    var selection: ChartSelectionTargets?
    /// The value along the angle dimension at a point (sector charts).
    var angleValue: ((CGPoint) -> PlottablePrimitive?)?
    /// What the chart's style scales give its values (see `ChartEncodings`); nil when it encodes nothing by data.
    var encodings: ChartEncodings?

    /// The x position of a value (the band centre for a category); nil when the value is not in
    /// the scale's domain or is not finite.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { xScale.position(of: value.primitive) }

    /// The y position of a value (the band centre for a category).
    public func position<P: Plottable>(forY value: P) -> CGFloat? { yScale.position(of: value.primitive) }

    /// The band a category occupies on the x axis; for continuous scales, the point itself.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? { xScale.band(of: value.primitive) }

    /// The band a category occupies on the y axis; for continuous scales, the point itself.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? { yScale.band(of: value.primitive) }

    /// The data value at an x position (plot coordinates), if it can be expressed as `P`. A position outside the
    /// plot gives the value the scale extends to there (nil for a category scale, between or beyond its bands);
    /// a non-finite position gives nil.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard position.isFinite, let p = xScale.value(at: position) else { return nil }
        return Self.convert(p)
    }

    /// The data value at a y position (plot coordinates), if it can be expressed as `P` (see `value(atX:as:)`).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard position.isFinite, let p = yScale.value(at: position) else { return nil }
        return Self.convert(p)
    }

    static func convert<P: Plottable>(_ p: PlottablePrimitive) -> P? {
        switch p {
        case .number(let v):
            if let prim = (v as Any) as? P.PrimitivePlottable { return P(primitivePlottable: prim) }
            if let prim = (Int(exactly: v.rounded()) as Any) as? P.PrimitivePlottable { return P(primitivePlottable: prim) }
            return nil
        case .date(let d): return ((d as Any) as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .string(let s): return ((s as Any) as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        }
    }
}
