import Foundation
import Declarative

/// A path turned into polylines in the display list's space: what coverage sampling and braille strokes need.
///
/// Curves are split into straight pieces short enough that no piece strays more than a fraction of a braille dot
/// from the true curve. Flattening happens once per item, so that testing thousands of sample points against a
/// shape costs one pass over its edges each, with no allocation.
struct FlattenedPath {
    /// One subpath: its points in order, and whether it was closed.
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// The subpaths.
    private(set) var subpaths: [Subpath] = []
    /// The bounding box of every point.
    private(set) var bounds: CGRect = .null

    /// Flattens `path` after mapping it by `transform`.
    init(_ path: Path, transform: CGAffineTransform = .identity) {
        var current: [CGPoint] = []
        func flush(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) {
                subpaths.append(Subpath(points: current, isClosed: closed))
            }
            current = []
        }
        func segments(_ length: CGFloat) -> Int { max(1, min(64, Int((length / 2).rounded(.up)))) }
        for element in path.elements {
            switch element.applying(transform) {
            case .move(let p):
                flush(closed: false)
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [p] } else { current.append(p) }
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                let n = segments(hypot(c.x - p0.x, c.y - p0.y) + hypot(p.x - c.x, p.y - c.y))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                let n = segments(hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y)
                                 + hypot(p.x - c2.x, p.y - c2.y))
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
        for sub in subpaths {
            for p in sub.points { bounds = bounds.union(CGRect(origin: p, size: .zero)) }
        }
    }

    /// Whether `point` is inside the filled area. Open subpaths are filled as if closed, as SwiftUI fills them.
    func contains(_ point: CGPoint, evenOdd: Bool = false) -> Bool {
        guard bounds.insetBy(dx: -0.001, dy: -0.001).contains(point) else { return false }
        var winding = 0
        for sub in subpaths where sub.points.count > 2 {
            let pts = sub.points
            var j = pts.count - 1
            for i in 0..<pts.count {
                let p = pts[j], q = pts[i]
                j = i
                if p.y <= point.y {
                    if q.y > point.y && Self.cross(p, q, point) > 0 { winding += 1 }
                } else if q.y <= point.y && Self.cross(p, q, point) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The straight segments to stroke, closing segments included.
    var segments: [(CGPoint, CGPoint)] {
        var out: [(CGPoint, CGPoint)] = []
        for sub in subpaths {
            for (p, q) in zip(sub.points, sub.points.dropFirst()) { out.append((p, q)) }
            if sub.isClosed, let first = sub.points.first, let last = sub.points.last, first != last {
                out.append((last, first))
            }
        }
        return out
    }

    private static func cross(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
        (q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)
    }
}
