import Foundation

/// A function defined by a two-dimensional curve that maps an input progress
/// in the range [0, 1] to an output progress (normally also in [0, 1]).
///
/// Bézier curves are evaluated with WebKit's `UnitBezier` algorithm (Newton
/// iterations, then bisection). Unlike SwiftUI, the output is not quantised to
/// multiples of 2⁻²⁰; it is solved to 1e‑12.
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case bezier(CubicBezier)
    }

    var function: Function

    init(function: Function) { self.function = function }

    /// Creates a new curve using Bézier control points.
    ///
    /// The x components of the control points are clamped to [0, 1] when the
    /// curve is evaluated; y components may leave [0, 1] (overshoot).
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point associated with the start point (0, 0).
    ///   - endControlPoint: The control point associated with the end point (1, 1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(CubicBezier(
            p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y),
            p2x: Double(endControlPoint.x), p2y: Double(endControlPoint.y))))
    }

    /// Returns the output value (y) of the curve at the given input progress
    /// (x), which is clamped to [0, 1].
    public func value(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch function {
        case .linear:
            return p
        case .circularEaseIn:
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5
                ? (1 - (1 - 4 * p * p).squareRoot()) / 2
                : (1 + (1 - (2 * p - 2) * (2 * p - 2)).squareRoot()) / 2
        case .bezier(let bezier):
            return bezier.clampedX.value(at: p)
        }
    }

    /// Returns the rate of change (dy/dx) of the curve at the given input
    /// progress, which is clamped to [0, 1].
    public func velocity(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch function {
        case .linear:
            return 1
        case .circularEaseIn:
            return p / (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - p) / (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5
                ? 2 * p / (1 - 4 * p * p).squareRoot()
                : (2 - 2 * p) / (1 - (2 * p - 2) * (2 * p - 2)).squareRoot()
        case .bezier(let bezier):
            return bezier.clampedX.velocity(at: p)
        }
    }

    /// The curve with its x and y axes swapped: `inverse.value(at: y)` finds
    /// the input progress at which this curve outputs `y`.
    public var inverse: UnitCurve {
        switch function {
        case .linear: return .linear
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return .circularEaseInOut
        case .bezier(let b):
            return UnitCurve(function: .bezier(CubicBezier(p1x: b.p1y, p1y: b.p1x, p2x: b.p2y, p2y: b.p2x)))
        }
    }

    /// A straight line from (0, 0) to (1, 1).
    public static let linear = UnitCurve(function: .linear)
    /// A Bézier curve that starts slowly: control points (0.42, 0), (1, 1).
    public static let easeIn = UnitCurve(function: .bezier(CubicBezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)))
    /// A Bézier curve that ends slowly: control points (0, 0), (0.58, 1).
    public static let easeOut = UnitCurve(function: .bezier(CubicBezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)))
    /// A Bézier curve that starts and ends slowly: control points (0.42, 0), (0.58, 1).
    public static let easeInOut = UnitCurve(function: .bezier(CubicBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)))
    /// A quarter circle that starts slowly: `1 − √(1 − p²)`.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// A quarter circle that ends slowly: `√(1 − (1 − p)²)`.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// `circularEaseIn` for the first half, `circularEaseOut` for the second.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// The CSS control points `(p1x, p1y, p2x, p2y)` when the curve is a cubic
    /// Bézier (linear counts as `(0, 0, 1, 1)`); nil for circular curves.
    var bezierControlPoints: (Double, Double, Double, Double)? {
        switch function {
        case .linear: return (0, 0, 1, 1)
        case .bezier(let b):
            let c = b.clampedX
            return (c.p1x, c.p1y, c.p2x, c.p2y)
        default: return nil
        }
    }
}

/// A cubic Bézier timing function from (0, 0) to (1, 1), solved with WebKit's
/// `UnitBezier` algorithm (§2.2 of the animation reference).
struct CubicBezier: Hashable, Sendable {
    var p1x: Double, p1y: Double, p2x: Double, p2y: Double

    /// The same curve with its x components clamped to [0, 1].
    var clampedX: CubicBezier {
        CubicBezier(p1x: min(max(p1x, 0), 1), p1y: p1y, p2x: min(max(p2x, 0), 1), p2y: p2y)
    }

    private var coefficientsX: (a: Double, b: Double, c: Double) {
        let c = 3 * p1x, b = 3 * (p2x - p1x) - c
        return (1 - c - b, b, c)
    }

    private var coefficientsY: (a: Double, b: Double, c: Double) {
        let c = 3 * p1y, b = 3 * (p2y - p1y) - c
        return (1 - c - b, b, c)
    }

    private func sampleX(_ t: Double) -> Double {
        let (a, b, c) = coefficientsX
        return ((a * t + b) * t + c) * t
    }

    private func sampleY(_ t: Double) -> Double {
        let (a, b, c) = coefficientsY
        return ((a * t + b) * t + c) * t
    }

    private func derivativeX(_ t: Double) -> Double {
        let (a, b, c) = coefficientsX
        return (3 * a * t + 2 * b) * t + c
    }

    private func derivativeY(_ t: Double) -> Double {
        let (a, b, c) = coefficientsY
        return (3 * a * t + 2 * b) * t + c
    }

    /// The curve parameter `t` whose x is `x`: eight Newton steps, then bisection.
    func solveX(_ x: Double, epsilon: Double = 1e-12) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        if t < lo { return lo }
        if t > hi { return hi }
        while lo < hi {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            t = (hi - lo) / 2 + lo
            if hi - lo < 1e-15 { break }
        }
        return t
    }

    /// y at input progress `x`.
    func value(at x: Double) -> Double { sampleY(solveX(x)) }

    /// dy/dx at input progress `x`.
    func velocity(at x: Double) -> Double {
        let t = solveX(x)
        let dx = derivativeX(t), dy = derivativeY(t)
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return dy / dx
    }
}
