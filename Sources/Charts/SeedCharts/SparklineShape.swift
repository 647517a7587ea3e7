import Foundation
import Declarative

/// The geometry of a ``Sparkline``: its values laid across a rectangle, as a line, the area under it, or a dot
/// on its last point.
///
/// ```
/// values  [3, 5, .nan, 4, 6]       x: evenly spaced, first at the left edge, last at the right
///   6 ┤              ●             y: the smallest finite value at the bottom, the largest at the top
///   5 ┤   ╱                        (a flat series runs across the middle)
///   4 ┤╱         ╱                 a non-finite value leaves a gap
///   3 ┼       ╱
/// ```
///
/// The rectangle is inset by `inset` on every side, so that a stroke or dot of that radius stays inside it.
struct SparklineShape: Shape {
    enum Part: Hashable, Sendable {
        case line
        case area
        case lastPoint(radius: CGFloat)
    }

    var values: [Double]
    var part: Part
    var inset: CGFloat

    func path(in rect: CGRect) -> Path {
        let runs = Self.runs(of: values, in: rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2)))
        var path = Path()
        switch part {
        case .line:
            for run in runs where run.count > 1 { path.addLines(run) }
        case .area:
            let bottom = rect.maxY
            for run in runs where run.count > 1 {
                path.move(to: CGPoint(x: run[0].x, y: bottom))
                run.forEach { path.addLine(to: $0) }
                path.addLine(to: CGPoint(x: run[run.count - 1].x, y: bottom))
                path.closeSubpath()
            }
        case .lastPoint(let radius):
            // The last value is marked only when it is a number.
            guard let last = values.last, last.isFinite, let point = runs.last?.last else { break }
            let r = radius.isFinite ? max(0, radius) : 0
            path.addEllipse(in: CGRect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r))
        }
        return path
    }

    /// The points of each unbroken run of finite values, in `rect`.
    nonisolated static func runs(of values: [Double], in rect: CGRect) -> [[CGPoint]] {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max(), rect.width.isFinite, rect.height.isFinite else { return [] }
        let step = values.count > 1 ? rect.width / CGFloat(values.count - 1) : 0
        func y(_ v: Double) -> CGFloat {
            // high − low can overflow to +∞ for extreme finite values: treat it as a flat series.
            let span = high - low
            let unit = span > 0 && span.isFinite ? (v - low) / span : 0.5
            return rect.maxY - CGFloat(unit) * rect.height
        }
        var runs: [[CGPoint]] = []
        var current: [CGPoint] = []
        for (i, v) in values.enumerated() {
            if v.isFinite {
                current.append(CGPoint(x: values.count > 1 ? rect.minX + CGFloat(i) * step : rect.midX, y: y(v)))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
