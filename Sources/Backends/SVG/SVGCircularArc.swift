import Declarative
import Foundation

/// A circular arc recognised in a path's cubic Béziers, so that SVG can say it exactly with `A` commands.
///
/// `Path.addArc`, `Path(ellipseIn:)` after a rotation, and chart sectors approximate a circle with cubic pieces of
/// at most a quarter turn each: a piece turning by θ on a circle of radius r starts and ends on the circle, leaves
/// along the tangents, and has handles `4/3·tan(θ/4)·r` long. A cubic is taken for such a piece when its handles
/// are equally long and the circle they imply passes through its end at a right angle (to 10⁻³ pt); consecutive
/// pieces on one circle, turning one way, join into one arc.
///
/// ```
/// M100 0C100 55.23 55.23 100 0 100   a quarter circle as a cubic
/// M100 0A100 100 0 0 1 0 100         as an arc
/// ```
struct SVGCircularArc {
    /// The circle's centre.
    var center: CGPoint
    /// The circle's radius.
    var radius: Double
    /// The angle turned, radians: positive runs clockwise on a y-down display (SVG's sweep flag 1).
    var sweep: Double
    /// Where the arc starts.
    var start: CGPoint
    /// Where the arc ends (the cubic's own end point, so that what follows joins exactly).
    var end: CGPoint

    /// How far a point may lie from the circle, in points.
    private static let tolerance = 1e-3

    /// The arc that the cubic from `p0` through `c1` and `c2` to `p3` draws, or nil when it is not one.
    init?(from p0: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint, to p3: CGPoint) {
        let t0 = (x: Double(c1.x - p0.x), y: Double(c1.y - p0.y)), t1 = (x: Double(p3.x - c2.x), y: Double(p3.y - c2.y))
        let k0 = (t0.x * t0.x + t0.y * t0.y).squareRoot(), k1 = (t1.x * t1.x + t1.y * t1.y).squareRoot()
        guard k0 > 1e-9, k0.isFinite, abs(k0 - k1) <= Self.tolerance else { return nil }
        let theta = atan2(t0.x * t1.y - t0.y * t1.x, t0.x * t1.x + t0.y * t1.y)
        guard abs(theta) > 1e-9, abs(theta) < .pi * 0.999 else { return nil }
        let r = k0 / (4.0 / 3.0 * tan(abs(theta) / 4))
        // The centre lies a radius away across the start tangent, on the side the curve turns to.
        let side = theta > 0 ? 1.0 : -1.0
        let c = CGPoint(x: Double(p0.x) - side * t0.y / k0 * r, y: Double(p0.y) + side * t0.x / k0 * r)
        let radial = (x: Double(p3.x - c.x), y: Double(p3.y - c.y))
        let distance = (radial.x * radial.x + radial.y * radial.y).squareRoot()
        guard r.isFinite, abs(distance - r) <= Self.tolerance,
              abs(radial.x * t1.x + radial.y * t1.y) <= Self.tolerance * k1 else { return nil }
        self.center = c
        self.radius = r
        self.sweep = theta
        self.start = p0
        self.end = p3
    }

    /// This arc followed by `next`, when `next` starts where it ends, on the same circle, turning the same way, and
    /// the two together turn at most once round.
    func joined(with next: SVGCircularArc) -> SVGCircularArc? {
        let tolerance = Self.tolerance
        guard abs(Double(next.center.x - center.x)) <= tolerance, abs(Double(next.center.y - center.y)) <= tolerance,
              abs(next.radius - radius) <= tolerance, (next.sweep > 0) == (sweep > 0),
              abs(sweep + next.sweep) <= 2 * .pi + 1e-9 else { return nil }
        var joined = self
        joined.sweep += next.sweep
        joined.end = next.end
        return joined
    }

    /// The points where the arc's `count` equal pieces end, the last being `end` itself.
    func ends(pieces count: Int) -> [CGPoint] {
        let a0 = atan2(Double(start.y - center.y), Double(start.x - center.x))
        return (1...max(count, 1)).map { piece in
            if piece == count { return end }
            let a = a0 + sweep * Double(piece) / Double(count)
            return CGPoint(x: Double(center.x) + radius * cos(a), y: Double(center.y) + radius * sin(a))
        }
    }
}
