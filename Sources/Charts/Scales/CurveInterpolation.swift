import Foundation

/// Turns points into path commands exactly like d3-shape's curves (Swift Charts' documentation).
///
/// Compute in screen space (after scaling): Catmull-Rom with α > 0 is not invariant under
/// non-uniform scaling. Points whose x or y is NaN/±∞ are *gaps*: the points are split into
/// runs of consecutive finite points, and each run is interpolated on its own, starting with
/// ``CurveSegment/move(_:)`` (d3's `line.defined`). A run of one point yields a lone `move`
/// (renderers may draw nothing or a dot); an empty input yields `[]`.
public enum CurveInterpolation {
    /// The path commands of a line through `points` with the given interpolation.
    public static func segments(_ points: [CGPoint], curve: CurveKind) -> [CurveSegment] {
        var out: [CurveSegment] = []
        for run in finiteRuns(points) { appendRun(run, curve: curve, to: &out) }
        return out
    }

    /// The outline of an area between `top[i]` and `baseline[i]` (same count; extra points
    /// of the longer array are ignored): the top curve forward, a line to the last baseline
    /// point, the baseline curve backward, then ``CurveSegment/close`` (d3 `area`). An index
    /// is a gap when any of its four coordinates is not finite; each run is closed separately.
    public static func areaSegments(top: [CGPoint], baseline: [CGPoint], curve: CurveKind) -> [CurveSegment] {
        let n = Swift.min(top.count, baseline.count)
        var out: [CurveSegment] = []
        var i = 0
        while i < n {
            guard isFinite(top[i]), isFinite(baseline[i]) else { i += 1; continue }
            var j = i
            while j < n, isFinite(top[j]), isFinite(baseline[j]) { j += 1 }
            appendRun(Array(top[i..<j]), curve: curve, to: &out)
            var back: [CurveSegment] = []
            appendRun(Array(baseline[i..<j].reversed()), curve: curve, to: &back)
            if case .move(let p)? = back.first { back[0] = .line(p) }  // join, don't restart
            out += back
            out.append(.close)
            i = j
        }
        return out
    }

    static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    /// Maximal runs of consecutive finite points.
    static func finiteRuns(_ points: [CGPoint]) -> [[CGPoint]] {
        var runs: [[CGPoint]] = []
        var current: [CGPoint] = []
        for p in points {
            if isFinite(p) {
                current.append(p)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    private static func appendRun(_ pts: [CGPoint], curve: CurveKind, to out: inout [CurveSegment]) {
        guard let first = pts.first else { return }
        switch curve {
        case .linear:
            out.append(.move(first))
            for p in pts.dropFirst() { out.append(.line(p)) }
        case .stepStart: step(pts, t: 1, into: &out)
        case .stepEnd: step(pts, t: 0, into: &out)
        case .stepCenter: step(pts, t: 0.5, into: &out)
        case .cardinal(let tension): cardinal(pts, tension: tension, into: &out)
        case .catmullRom(let alpha):
            // d3: α = 0 is exactly the uniform spline, i.e. cardinal with tension 0.
            if alpha == 0 || pts.count < 3 {
                cardinal(pts, tension: 0, into: &out)
            } else {
                catmullRom(pts, alpha: alpha, into: &out)
            }
        case .monotone: MonotoneCurve.append(pts, to: &out)
        }
    }

    /// d3 `curveStep` family: t = 0 before, 1 after, 0.5 centre.
    private static func step(_ pts: [CGPoint], t: CGFloat, into out: inout [CurveSegment]) {
        out.append(.move(pts[0]))
        for i in 1..<Swift.max(1, pts.count) {
            let prev = pts[i - 1], p = pts[i]
            if t <= 0 {
                out.append(.line(CGPoint(x: prev.x, y: p.y)))
            } else {
                let x = prev.x * (1 - t) + p.x * t
                out.append(.line(CGPoint(x: x, y: prev.y)))
                out.append(.line(CGPoint(x: x, y: p.y)))
                continue
            }
            out.append(.line(p))
        }
        if t > 0, t < 1, pts.count >= 2 { out.append(.line(pts[pts.count - 1])) }
    }

    /// d3 `curveCardinal`. Phantom neighbours: P₁ before the start and P_{n−2} after the end,
    /// which makes the first and last control points coincide with the end points.
    private static func cardinal(_ pts: [CGPoint], tension: Double, into out: inout [CurveSegment]) {
        out.append(.move(pts[0]))
        if pts.count == 2 { out.append(.line(pts[1])) }
        guard pts.count >= 3 else { return }
        let k = CGFloat((1 - tension) / 6)
        let p = [pts[1]] + pts + [pts[pts.count - 2]]
        for i in 1..<(p.count - 2) {
            let p0 = p[i - 1], p1 = p[i], p2 = p[i + 1], p3 = p[i + 2]
            out.append(
                .curve(
                    to: p2,
                    control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                    control2: CGPoint(x: p2.x + k * (p1.x - p3.x), y: p2.y + k * (p1.y - p3.y))))
        }
    }

    /// d3 `curveCatmullRom.alpha(α)` (Yuksel et al. 2009). Phantoms duplicate the end points,
    /// so the zero-length end chords fall back to the end point as control point.
    private static func catmullRom(_ pts: [CGPoint], alpha: Double, into out: inout [CurveSegment]) {
        let epsilon = 1e-12
        func lengths(_ a: CGPoint, _ b: CGPoint) -> (Double, Double) {
            let dx = Double(a.x - b.x), dy = Double(a.y - b.y)
            let l2a = pow(dx * dx + dy * dy, alpha)  // d^(2α)
            return (l2a.squareRoot(), l2a)  // (d^α, d^(2α))
        }
        out.append(.move(pts[0]))
        let p = [pts[0]] + pts + [pts[pts.count - 1]]
        for i in 1..<(p.count - 2) {
            let p0 = p[i - 1], p1 = p[i], p2 = p[i + 1], p3 = p[i + 2]
            let (l01a, l01_2a) = lengths(p0, p1)
            let (l12a, l12_2a) = lengths(p1, p2)
            let (l23a, l23_2a) = lengths(p2, p3)
            var c1 = p1, c2 = p2
            if l01a > epsilon {
                let a = 2 * l01_2a + 3 * l01a * l12a + l12_2a
                let n = 3 * l01a * (l01a + l12a)
                c1 = CGPoint(
                    x: (Double(p1.x) * a - Double(p0.x) * l12_2a + Double(p2.x) * l01_2a) / n,
                    y: (Double(p1.y) * a - Double(p0.y) * l12_2a + Double(p2.y) * l01_2a) / n)
            }
            if l23a > epsilon {
                let b = 2 * l23_2a + 3 * l23a * l12a + l12_2a
                let m = 3 * l23a * (l23a + l12a)
                c2 = CGPoint(
                    x: (Double(p2.x) * b + Double(p1.x) * l23_2a - Double(p3.x) * l12_2a) / m,
                    y: (Double(p2.y) * b + Double(p1.y) * l23_2a - Double(p3.y) * l12_2a) / m)
            }
            out.append(.curve(to: p2, control1: c1, control2: c2))
        }
    }
}
