import Foundation
import Declarative

/// A path turned into polylines in the display list's space: what coverage sampling and braille strokes need.
///
/// Curves are split into straight pieces short enough that no piece strays more than a fraction of a braille dot
/// from the true curve. Flattening happens once per item, so that testing thousands of sample points against a
/// shape costs one pass over its edges each, with no allocation.
struct FlattenedPath {
    /// One subpath: its points in order, and whether it was closed.
    typealias Subpath = Path.Polyline

    /// The subpaths.
    private(set) var subpaths: [Subpath] = []
    /// The bounding box of every point.
    private(set) var bounds: CGRect = .null

    /// Flattens `path` after mapping it by `transform`.
    init(_ path: Path, transform: CGAffineTransform = .identity) {
        subpaths = path.polylines(transform: transform) { length in
            // Clamped before converting: a hand-built path may have NaN or huge control points.
            length.isFinite ? Int(min(max((length / 2).rounded(.up), 1), 64)) : 1
        }
        bounds = Self.bounds(of: subpaths)
    }

    /// A path of given polylines, already in the display list's space.
    init(subpaths: [Subpath]) {
        self.subpaths = subpaths
        bounds = Self.bounds(of: subpaths)
    }

    private static func bounds(of subpaths: [Subpath]) -> CGRect {
        var bounds = CGRect.null
        for sub in subpaths {
            for p in sub.points { bounds = bounds.union(CGRect(origin: p, size: .zero)) }
        }
        return bounds
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

    private static func cross(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
        (q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)
    }
}
