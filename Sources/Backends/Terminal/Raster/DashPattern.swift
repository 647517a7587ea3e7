import Foundation
import Declarative

/// A stroke's dash pattern applied to a flattened path, as SwiftUI's `StrokeStyle(dash:dashPhase:)` and SVG's
/// `stroke-dasharray` apply it: lengths alternate on and off along each subpath, starting `phase` into the pattern,
/// and the pattern restarts with each subpath.
///
/// ```
/// dash [4, 2], phase 0, along a 12 pt line   →   ────  ────  ──    (on 0–4, 6–10, from 12 on)
/// ```
///
/// The lengths are in the display list's space (the caller scales them by the item's transform). A pattern with
/// no positive length, or a non-finite one, leaves the path solid; so does a pattern so fine that a subpath would
/// split into more than 10,000 dashes, which no cell grid could show.
struct DashPattern {
    private let lengths: [CGFloat]
    private let phase: CGFloat

    /// The pattern, or nil when it draws a solid line.
    init?(_ dash: [CGFloat], phase: CGFloat, scale: CGFloat) {
        guard !dash.isEmpty, scale.isFinite, scale > 0, dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
              dash.contains(where: { $0 > 0 }) else { return nil }
        // An odd count repeats to make on and off alternate, as SVG's dasharray does.
        lengths = (dash.count % 2 == 0 ? dash : dash + dash).map { $0 * scale }
        let total = lengths.reduce(0, +)
        let p = phase.isFinite ? (phase * scale).truncatingRemainder(dividingBy: total) : 0
        self.phase = p < 0 ? p + total : p
    }

    /// The dashes of `path`, each an open polyline, each shortened at its end by `endInset` (never past its start).
    ///
    /// Braille strokes light the dot under each end of a segment, so a dash ending exactly where a dot begins
    /// would light that dot too, and a gap of one dot would vanish (`[12, 4]` drawn solid): half a dot's inset
    /// keeps each dash to the dots it covers.
    func apply(to path: FlattenedPath, endInset: CGFloat = 0) -> FlattenedPath {
        let total = lengths.reduce(0, +)
        var dashes: [Path.Polyline] = []
        for sub in path.subpaths {
            var points = sub.points
            if sub.isClosed, let first = points.first, points.last != first { points.append(first) }
            let length = zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + Self.distance($1.0, $1.1) }
            guard length / total * CGFloat(lengths.count) < 10_000 else { return path }
            // Where in the pattern the walk is: entry `index`, `left` of it still to go.
            var index = 0, left = lengths[0], skip = phase
            while skip > 0 {
                if skip < left { left -= skip; skip = 0 } else { skip -= left; index = (index + 1) % lengths.count; left = lengths[index] }
            }
            var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
            for (p, q) in zip(points, points.dropFirst()) {
                let segment = Self.distance(p, q)
                var done: CGFloat = 0
                while segment - done > left {
                    done += left
                    let t = done / segment
                    let point = CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                    if index % 2 == 0 {
                        current.append(point)
                        if current.count > 1 { dashes.append(Path.Polyline(points: current, isClosed: false)) }
                        current = []
                    } else {
                        current = [point]
                    }
                    index = (index + 1) % lengths.count
                    left = lengths[index]
                }
                left -= segment - done
                if index % 2 == 0 { current.append(q) }
            }
            if current.count > 1 { dashes.append(Path.Polyline(points: current, isClosed: false)) }
        }
        guard endInset > 0 else { return FlattenedPath(subpaths: dashes) }
        return FlattenedPath(subpaths: dashes.map { Path.Polyline(points: Self.trimmingEnd(of: $0.points, by: endInset), isClosed: false) })
    }

    /// A polyline shortened by `inset` at its end, down to its first point at the least.
    static func trimmingEnd(of points: [CGPoint], by inset: CGFloat) -> [CGPoint] {
        var points = points, left = inset
        while points.count > 1, left > 0 {
            let q = points.removeLast(), p = points[points.count - 1], d = distance(p, q)
            if d > left {
                points.append(CGPoint(x: q.x + (p.x - q.x) * left / d, y: q.y + (p.y - q.y) * left / d))
                break
            }
            left -= d
        }
        return points.count == 1 ? [points[0], points[0]] : points
    }

    private static func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat {
        ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
    }
}
