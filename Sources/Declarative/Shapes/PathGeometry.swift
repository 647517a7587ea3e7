import Foundation

/// Pure geometry on path elements: expanding primitives, arcs, bounds, flattening, trimming and hit-testing.
enum PathGeometry {
    /// The cubic Bézier handle length for a quarter circle of radius 1.
    static let kappa: CGFloat = 0.5522847498307936

    static func roundedRectElements(_ r: CGRect, _ c: RectangleCornerRadii) -> [Path.Element] {
        var out: [Path.Element] = [.move(to: CGPoint(x: r.minX + c.topLeading, y: r.minY))]
        func corner(_ radius: CGFloat, to end: CGPoint, corner p: CGPoint) {
            guard radius > 0, let from = lastPoint(out) else { out.append(.line(to: end)); return }
            out.append(.curve(to: end, control1: CGPoint(x: from.x + (p.x - from.x) * kappa, y: from.y + (p.y - from.y) * kappa),
                              control2: CGPoint(x: end.x + (p.x - end.x) * kappa, y: end.y + (p.y - end.y) * kappa)))
        }
        out.append(.line(to: CGPoint(x: r.maxX - c.topTrailing, y: r.minY)))
        corner(c.topTrailing, to: CGPoint(x: r.maxX, y: r.minY + c.topTrailing), corner: CGPoint(x: r.maxX, y: r.minY))
        out.append(.line(to: CGPoint(x: r.maxX, y: r.maxY - c.bottomTrailing)))
        corner(c.bottomTrailing, to: CGPoint(x: r.maxX - c.bottomTrailing, y: r.maxY), corner: CGPoint(x: r.maxX, y: r.maxY))
        out.append(.line(to: CGPoint(x: r.minX + c.bottomLeading, y: r.maxY)))
        corner(c.bottomLeading, to: CGPoint(x: r.minX, y: r.maxY - c.bottomLeading), corner: CGPoint(x: r.minX, y: r.maxY))
        out.append(.line(to: CGPoint(x: r.minX, y: r.minY + c.topLeading)))
        corner(c.topLeading, to: CGPoint(x: r.minX + c.topLeading, y: r.minY), corner: CGPoint(x: r.minX, y: r.minY))
        out.append(.closeSubpath)
        return out
    }

    static func ellipseElements(_ r: CGRect) -> [Path.Element] {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        return [.move(to: CGPoint(x: r.maxX, y: cy)),
                .curve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: r.maxY)),
                .curve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ky)),
                .curve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: r.minY)),
                .curve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ky)),
                .closeSubpath]
    }

    /// A circular arc as a move to its start and cubic Béziers of at most 90° each.
    /// Angles grow clockwise on a y-down display; `clockwise` follows SwiftUI, whose sense is flipped.
    static func arcElements(center: CGPoint, radius: CGFloat, from a0: Double, to a1: Double, clockwise: Bool) -> [Path.Element] {
        guard radius.isFinite, radius >= 0, a0.isFinite, a1.isFinite, center.x.isFinite, center.y.isFinite else { return [] }
        var sweep = a1 - a0
        let full = 2 * Double.pi
        if clockwise { while sweep > 0 { sweep -= full } } else { while sweep < 0 { sweep += full } }
        sweep = max(-full, min(full, sweep))
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        var out: [Path.Element] = [.move(to: point(a0))]
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<pieces {
            let s = a0 + step * Double(i), e = s + step
            let p0 = point(s), p1 = point(e)
            out.append(.curve(to: p1, control1: CGPoint(x: p0.x - k * sin(s), y: p0.y + k * cos(s)),
                              control2: CGPoint(x: p1.x + k * sin(e), y: p1.y - k * cos(e))))
        }
        return out
    }

    static func lastPoint(_ elements: [Path.Element]) -> CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        default: return nil
        }
    }

    static func bounds(of elements: [Path.Element]) -> CGRect {
        // A running minimum and maximum, compared as `Sequence.min()` and `max()` compare (so NaN is treated
        // the same), without collecting the coordinates first.
        var x0 = CGFloat.nan, x1 = CGFloat.nan, y0 = CGFloat.nan, y1 = CGFloat.nan
        var isEmpty = true
        func add(_ p: CGPoint) {
            if isEmpty {
                (x0, x1, y0, y1) = (p.x, p.x, p.y, p.y)
                isEmpty = false
                return
            }
            if p.x < x0 { x0 = p.x }
            if x1 < p.x { x1 = p.x }
            if p.y < y0 { y0 = p.y }
            if y1 < p.y { y1 = p.y }
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard !isEmpty else { return .zero }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path as polylines, one per subpath, curves split into 16 straight pieces; a closed subpath repeats its
    /// first point at the end, so that its closing edge counts (for trimming and hit-testing).
    static func flatten(_ elements: [Path.Element]) -> [(points: [CGPoint], closed: Bool)] {
        polylines(elements, transform: .identity) { _ in 16 }.map { line in
            (line.isClosed && !line.points.isEmpty ? line.points + [line.points[0]] : line.points, line.isClosed)
        }
    }

    /// Elements mapped by `transform` and turned into polylines: each quadratic or cubic curve becomes
    /// `segments(controlPolygonLength)` straight pieces. Subpaths of a single point are dropped unless closed.
    static func polylines(_ elements: [Path.Element], transform: CGAffineTransform,
                          segments: (CGFloat) -> Int) -> [Path.Polyline] {
        var result: [Path.Polyline] = []
        var current: [CGPoint] = []
        func flush(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) { result.append(Path.Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element.applying(transform) {
            case .move(let p):
                flush(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                let n = max(1, segments(distance(p0, c) + distance(c, p)))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                let n = max(1, segments(distance(p0, c1) + distance(c1, c2) + distance(c2, p)))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                let start = current.first
                flush(closed: true)
                if let start { current = [start] }
            }
        }
        // A lone point left after a close is not a subpath.
        if current.count > 1 { flush(closed: false) }
        return result
    }

    /// The part of the flattened outline between fractions `a` and `b` of its total length, as open polylines.
    static func trim(_ elements: [Path.Element], from a: CGFloat, to b: CGFloat) -> [Path.Element] {
        let lines = flatten(elements).map(\.points)
        let total = lines.reduce(CGFloat(0)) { sum, pts in sum + zip(pts, pts.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) } }
        guard total > 0 else { return [] }
        let lo = a * total, hi = b * total
        var out: [Path.Element] = [], walked: CGFloat = 0
        for pts in lines {
            var open = false
            for (p, q) in zip(pts, pts.dropFirst()) {
                let len = distance(p, q), s = walked, e = walked + len
                walked = e
                guard len > 0, e > lo, s < hi else { open = false; continue }
                func at(_ d: CGFloat) -> CGPoint { let t = (d - s) / len; return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
                if !open { out.append(.move(to: at(max(s, lo)))); open = true }
                out.append(.line(to: at(min(e, hi))))
            }
        }
        return out
    }

    static func contains(_ point: CGPoint, in elements: [Path.Element], eoFill: Bool = false) -> Bool {
        var winding = 0
        for (pts, _) in flatten(elements) {
            var ring = pts
            if let first = ring.first, ring.last != first { ring.append(first) }
            for (p, q) in zip(ring, ring.dropFirst()) {
                if p.y <= point.y {
                    if q.y > point.y && cross(p, q, point) > 0 { winding += 1 }
                } else if q.y <= point.y && cross(p, q, point) < 0 { winding -= 1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
        (q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)
    }

    static func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(q.x - p.x, q.y - p.y) }
}
