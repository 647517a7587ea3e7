import Foundation

/// d3 `curveMonotoneX`: cubic Hermite interpolation with Steffen's (1990) tangents, which
/// preserve monotonicity in y between points (Swift Charts' documentation).
///
/// Interior tangent at point i, with `h0`, `h1` the x-gaps and `s0`, `s1` the secant slopes:
/// `t = (sign s0 + sign s1) · min(|s0|, |s1|, ½|p|)`, `p = (s0·h1 + s1·h0)/(h0 + h1)`,
/// where `sign(0) = +1` and a NaN result becomes 0. End tangents use the one-sided
/// three-point formula `(3·secant − t_neighbour) / 2`. Each segment is
/// `C (x0 + dx, y0 + dx·t0), (x1 − dx, y1 − dx·t1), (x1, y1)` with `dx = (x1 − x0)/3`.
/// Consecutive duplicate points are skipped; a run of two points is a straight line.
enum MonotoneCurve {
    /// Appends the commands for one run of finite points (at least one) to `out`.
    static func append(_ points: [CGPoint], to out: inout [CurveSegment]) {
        // The d3 state machine, transcribed: (x0,y0) and (x1,y1) are the last two accepted
        // points, t0 the tangent at (x0,y0) once known, state = number of points seen (≤ 3).
        var x0 = Double.nan, y0 = Double.nan, x1 = Double.nan, y1 = Double.nan
        var t0 = Double.nan
        var state = 0

        func secantSlope(_ dy: Double, _ h: Double, other: Double) -> Double {
            // JS `dy / (h || (other < 0 && -0))`: a zero gap divides by a signed zero.
            let divisor = h != 0 ? h : (other < 0 ? -0.0 : 0.0)
            return dy / divisor
        }
        func slope3(_ x2: Double, _ y2: Double) -> Double {
            let h0 = x1 - x0, h1 = x2 - x1
            let s0 = secantSlope(y1 - y0, h0, other: h1)
            let s1 = secantSlope(y2 - y1, h1, other: h0)
            let p = (s0 * h1 + s1 * h0) / (h0 + h1)
            let sign: (Double) -> Double = { $0 < 0 ? -1 : 1 }
            // JS Math.min propagates NaN, and `|| 0` turns NaN into 0.
            if s0.isNaN || s1.isNaN || p.isNaN { return 0 }
            let v = (sign(s0) + sign(s1)) * Swift.min(abs(s0), abs(s1), 0.5 * abs(p))
            return v.isNaN ? 0 : v
        }
        func slope2(_ t: Double) -> Double {
            let h = x1 - x0
            return h != 0 ? (3 * (y1 - y0) / h - t) / 2 : t
        }
        func emit(_ ta: Double, _ tb: Double) {
            let dx = (x1 - x0) / 3
            out.append(
                .curve(
                    to: CGPoint(x: x1, y: y1),
                    control1: CGPoint(x: x0 + dx, y: y0 + dx * ta),
                    control2: CGPoint(x: x1 - dx, y: y1 - dx * tb)))
        }

        for point in points {
            let x = Double(point.x), y = Double(point.y)
            var t1 = Double.nan
            if x == x1 && y == y1 { continue }  // coincident with the previous point
            switch state {
            case 0:
                state = 1
                out.append(.move(point))
            case 1:
                state = 2
            case 2:
                state = 3
                t1 = slope3(x, y)
                emit(slope2(t1), t1)
            default:
                t1 = slope3(x, y)
                emit(t0, t1)
            }
            (x0, x1) = (x1, x)
            (y0, y1) = (y1, y)
            t0 = t1
        }
        if state == 2 {
            out.append(.line(CGPoint(x: x1, y: y1)))
        } else if state == 3 {
            emit(t0, slope2(t0))
        }
    }
}
