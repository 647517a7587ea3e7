import Foundation
import Declarative

/// A list of numbers that animates element by element (the points of a line or area). Values
/// of different lengths combine as if the shorter were padded with zeros; charts avoid that by
/// giving a line a new identity when its point count changes.
public struct AnimatablePoints: VectorArithmetic, Sendable {
    /// The coordinates, x and y interleaved.
    public var values: [Double]
    /// Creates the vector.
    public init(_ values: [Double]) { self.values = values }
    /// The empty vector.
    public static var zero: AnimatablePoints { AnimatablePoints([]) }

    private static func combine(_ a: [Double], _ b: [Double], _ op: (Double, Double) -> Double) -> [Double] {
        if a.count == b.count { return zip(a, b).map(op) }
        return (0..<max(a.count, b.count)).map { op($0 < a.count ? a[$0] : 0, $0 < b.count ? b[$0] : 0) }
    }
    /// Element-wise sum.
    public static func + (a: AnimatablePoints, b: AnimatablePoints) -> AnimatablePoints { .init(combine(a.values, b.values, +)) }
    /// Element-wise difference.
    public static func - (a: AnimatablePoints, b: AnimatablePoints) -> AnimatablePoints { .init(combine(a.values, b.values, -)) }
    /// Scales every element.
    public mutating func scale(by rhs: Double) { for i in values.indices { values[i] *= rhs } }
    /// The sum of squares.
    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

/// A line or area through points, interpolated with a curve; its points animate.
struct CurveShape: Shape {
    /// Top points then baseline points, flattened; gaps hold 0 and are listed in `gaps`.
    var points: AnimatablePoints
    var gaps: [Bool]
    var hasBaseline: Bool
    var curve: CurveKind

    init(points: AnimatablePoints, gaps: [Bool], hasBaseline: Bool, curve: CurveKind) {
        self.points = points
        self.gaps = gaps
        self.hasBaseline = hasBaseline
        self.curve = curve
    }

    /// The shape through `top` and, for an area, back along `baseline`. (Nonisolated: it only arranges numbers, and
    /// scenes turn their marks into elements off the main actor's checks.)
    nonisolated init(top: [CGPoint], baseline: [CGPoint]?, curve: CurveKind) {
        let all = top + (baseline ?? [])
        gaps = all.map { !($0.x.isFinite && $0.y.isFinite) }
        points = AnimatablePoints(all.flatMap { p -> [Double] in p.x.isFinite && p.y.isFinite ? [Double(p.x), Double(p.y)] : [0, 0] })
        hasBaseline = baseline != nil
        self.curve = curve
    }

    nonisolated var animatableData: AnimatablePoints {
        get { points }
        set { points = newValue }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        let v = points.values
        let n = min(gaps.count, v.count / 2)
        let all = (0..<n).map { i in gaps[i] ? CGPoint(x: CGFloat.nan, y: .nan) : CGPoint(x: v[2 * i], y: v[2 * i + 1]) }
        let segments: [CurveSegment]
        if hasBaseline {
            let half = n / 2
            segments = CurveInterpolation.areaSegments(top: Array(all[..<half]), baseline: Array(all[half...]), curve: curve)
        } else {
            segments = CurveInterpolation.segments(all, curve: curve)
        }
        // Build the element list in one array: appending to a `Path` one element at a time
        // copies its storage each time (quadratic for 100,000 points).
        var elements: [Path.Element] = []
        elements.reserveCapacity(segments.count)
        for s in segments {
            switch s {
            case .move(let a): elements.append(.move(to: a))
            case .line(let a): elements.append(.line(to: a))
            case .curve(let a, let c1, let c2): elements.append(.curve(to: a, control1: c1, control2: c2))
            case .close: elements.append(.closeSubpath)
            }
        }
        return Path(elements: elements)
    }
}

/// A pie or donut slice whose angles and radii animate. Angles are fractions of a turn from
/// 12 o'clock, clockwise.
struct SectorShape: Shape {
    var geometry: SectorGeometry

    nonisolated var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(geometry.start, geometry.end), AnimatablePair(geometry.innerRadius, geometry.outerRadius)) }
        set {
            geometry.start = newValue.first.first
            geometry.end = newValue.first.second
            geometry.innerRadius = newValue.second.first
            geometry.outerRadius = newValue.second.second
        }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        let g = geometry
        let a0 = (g.start + g.inset) * 2 * .pi - .pi / 2, a1 = (g.end - g.inset) * 2 * .pi - .pi / 2
        guard a1 > a0, g.outerRadius > 0, a0.isFinite, a1.isFinite else { return Path() }
        if g.cornerRadius > 0, let rounded = Self.rounded(g, a0, a1) { return rounded }
        var p = Path()
        Self.arc(&p, g.center, g.outerRadius, a0, a1, move: true)
        if g.innerRadius > 0 {
            Self.arc(&p, g.center, g.innerRadius, a1, a0, move: false)
        } else {
            p.addLine(to: g.center)
        }
        p.closeSubpath()
        return p
    }

    /// The sector with its corners rounded (`cornerRadius`): each arc stops short of the corner by the radius, each
    /// straight edge too, and a quadratic curve whose control point is the sharp corner joins them. The radius is
    /// capped at half the ring's width and at half of each arc's length; nil when nothing is left to round.
    nonisolated static func rounded(_ g: SectorGeometry, _ a0: Double, _ a1: Double) -> Path? {
        let outer = g.outerRadius, inner = max(0, g.innerRadius)
        let span = CGFloat(a1 - a0)
        var r = min(g.cornerRadius, (outer - inner) / 2, outer * span / 2)
        if inner > 0 { r = min(r, inner * span / 2) }
        guard r > 0, r.isFinite else { return nil }
        func pt(_ radius: CGFloat, _ a: Double) -> CGPoint {
            CGPoint(x: g.center.x + radius * CGFloat(cos(a)), y: g.center.y + radius * CGFloat(sin(a)))
        }
        let dOuter = Double(r / outer)
        var p = Path()
        p.move(to: pt(outer - r, a0))
        p.addQuadCurve(to: pt(outer, a0 + dOuter), control: pt(outer, a0))
        arc(&p, g.center, outer, a0 + dOuter, a1 - dOuter, move: false)
        p.addQuadCurve(to: pt(outer - r, a1), control: pt(outer, a1))
        if inner > 0 {
            let dInner = Double(r / inner)
            p.addLine(to: pt(inner + r, a1))
            p.addQuadCurve(to: pt(inner, a1 - dInner), control: pt(inner, a1))
            arc(&p, g.center, inner, a1 - dInner, a0 + dInner, move: false)
            p.addQuadCurve(to: pt(inner + r, a0), control: pt(inner, a0))
        } else {
            p.addLine(to: g.center)
        }
        p.closeSubpath()
        return p
    }

    /// Appends a circular arc from angle `a0` to `a1` (radians, y down) as cubic Béziers of at
    /// most a quarter turn each.
    nonisolated static func arc(_ p: inout Path, _ c: CGPoint, _ r: CGFloat, _ a0: Double, _ a1: Double, move: Bool) {
        func pt(_ a: Double) -> CGPoint { CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a))) }
        if move { p.move(to: pt(a0)) } else { p.addLine(to: pt(a0)) }
        let n = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let d = (a1 - a0) / Double(n)
        let k = CGFloat(4.0 / 3.0 * tan(d / 4)) * r
        for i in 0..<n {
            let s = a0 + Double(i) * d, e = s + d
            let c1 = CGPoint(x: c.x + r * CGFloat(cos(s)) - k * CGFloat(sin(s)), y: c.y + r * CGFloat(sin(s)) + k * CGFloat(cos(s)))
            let c2 = CGPoint(x: c.x + r * CGFloat(cos(e)) + k * CGFloat(sin(e)), y: c.y + r * CGFloat(sin(e)) - k * CGFloat(cos(e)))
            p.addCurve(to: pt(e), control1: c1, control2: c2)
        }
    }
}
