import Foundation
import Declarative

/// The straight segments of a path with no curves (grid lines, axes, rules) read from its elements as they are
/// mapped: the segments a ``FlattenedPath`` of it holds, closing segments included and in the same order, without
/// building its polylines.
///
/// ```
/// move(0,0) line(8,0) line(8,4) close  →  (0,0)–(8,0), (8,0)–(8,4), (8,4)–(0,0)
/// ```
///
/// Subpaths are read by the rules of `Path.polylines`: a move starts one, a close ends one and starts the next at
/// the same point, and a subpath of one point counts only if it was closed.
enum StraightSegments {
    /// Calls `segment` with each segment of `path` mapped by `t`, and returns how many there were and the first
    /// point of the first subpath (what a stroke with no segments marks); nil, having called nothing, if the path
    /// has a curve.
    static func forEach(in path: Path, transform t: CGAffineTransform,
                        _ segment: (CGPoint, CGPoint) -> Void) -> (count: Int, firstPoint: CGPoint?)? {
        let elements = path.elements
        for element in elements {
            switch element {
            case .quadCurve, .curve: return nil
            case .move, .line, .closeSubpath: continue
            }
        }
        var count = 0, firstPoint: CGPoint?
        // The subpath being read: its first and last points, and how many it has.
        var first = CGPoint.zero, last = CGPoint.zero, points = 0
        /// Ends the subpath being read.
        func end(closed: Bool) {
            if firstPoint == nil && (points > 1 || (points == 1 && closed)) { firstPoint = first }
            points = 0
        }
        for element in elements {
            switch element.applying(t) {
            case .move(let p):
                end(closed: false)
                (first, last, points) = (p, p, 1)
            case .line(let p):
                if points == 0 {
                    first = p
                } else {
                    segment(last, p)
                    count += 1
                }
                last = p
                points += 1
            case .closeSubpath:
                guard points > 0 else { continue }
                if first != last {
                    segment(last, first)
                    count += 1
                }
                let start = first
                end(closed: true)
                (first, last, points) = (start, start, 1)
            case .quadCurve, .curve:
                continue   // ruled out above
            }
        }
        if firstPoint == nil && points > 1 { firstPoint = first }
        return (count, firstPoint)
    }
}
