import Foundation

/// One drawing command of an interpolated line or area outline, in the same coordinate space
/// as the input points (normally screen space). Maps 1:1 onto `Path.move(to:)`,
/// `addLine(to:)`, `addCurve(to:control1:control2:)` and `closeSubpath()`.
public enum CurveSegment: Sendable, Equatable {
    /// Start a new sub-path at the point.
    case move(CGPoint)
    /// Straight line to the point.
    case line(CGPoint)
    /// Cubic Bézier to `to` with the two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Close the current sub-path (areas only).
    case close

    /// The end point of the command (`nil` for ``close``).
    public var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .curve(let p, _, _): return p
        case .close: return nil
        }
    }

    /// SVG path-data text for the segments, e.g. `M0,1 C0,1,0.666667,2.833333,1,3 Z`,
    /// with at most `decimals` fraction digits and trailing zeros removed — the format of
    /// Swift Charts' documentation, convenient for SVG output and tests.
    public static func svgPathData(_ segments: [CurveSegment], decimals: Int = 6) -> String {
        func n(_ v: CGFloat) -> String {
            var s = String(format: "%.\(Swift.max(0, decimals))f", Double(v))
            if s.contains(".") {
                while s.hasSuffix("0") { s.removeLast() }
                if s.hasSuffix(".") { s.removeLast() }
            }
            return s == "-0" ? "0" : s
        }
        func p(_ pt: CGPoint) -> String { "\(n(pt.x)),\(n(pt.y))" }
        return segments.map { seg in
            switch seg {
            case .move(let a): return "M" + p(a)
            case .line(let a): return "L" + p(a)
            case .curve(let a, let c1, let c2): return "C" + p(c1) + "," + p(c2) + "," + p(a)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}

/// The interpolation of a line or area, mirroring Swift Charts' `InterpolationMethod`
/// (Swift Charts' documentation). The chart layer maps `InterpolationMethod` onto this.
public enum CurveKind: Sendable, Equatable {
    /// Straight segments (d3 `curveLinear`). Swift Charts' default.
    case linear
    /// Centripetal-family Catmull-Rom spline (d3 `curveCatmullRom.alpha`); `.catmullRom` = 0.5.
    case catmullRom(alpha: Double = 0.5)
    /// Cardinal spline (d3 `curveCardinal.tension`); `.cardinal` = tension 0.
    case cardinal(tension: Double = 0)
    /// Monotone in x (d3 `curveMonotoneX`, Steffen 1990): never overshoots between points.
    case monotone
    /// The value holds from its point to the next x (d3 `curveStepAfter`).
    case stepStart
    /// The value changes half-way between points (d3 `curveStep`).
    case stepCenter
    /// The value is reached at its point and held back to the previous x (d3 `curveStepBefore`).
    case stepEnd
}
