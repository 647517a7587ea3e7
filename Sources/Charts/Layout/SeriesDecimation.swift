import Foundation

/// Thins a line or area with more points than the output has pixel columns, keeping its picture (M4).
///
/// Consecutive points that fall in one pixel column are replaced by at most four of them, in their order: the
/// column's first and last point and its lowest and highest one (for an area, the lowest and highest of both edges,
/// the same indices kept on both). Every kept point keeps its exact position. A stroke through the kept points
/// covers, in each column, the same span as the stroke through all of them — the path from the lowest point to the
/// highest crosses every row in between either way, and the joins to the neighbouring columns are the same points —
/// so the rasterised line differs at most in the antialiasing of its edges; the SVG carries four points per column
/// instead of thousands. A run of points in one column breaks at a gap (a non-finite point); runs of gaps collapse
/// to one gap.
///
/// Columns are `columnWidth` points wide — a quarter of a pixel (`1 / displayScale`; the terminal's braille dots are
/// 4 pt), `columnsPerPixel`: a stroke wider than a pixel reaches into the next column, so where in its column a kept
/// extreme lies shows at the stroke's edge, and a quarter pixel keeps that within antialiasing — from `origin` (the
/// plot's left edge in the chart, so that columns line up with the chart's pixels). Only curves whose
/// pieces stay inside the box of their two end points are thinned — linear, steps and monotone — since a
/// Catmull-Rom or cardinal spline through fewer points bends differently. The chart's marks, scales and
/// accessibility keep every point: this only changes what is drawn.
enum SeriesDecimation {
    /// How many columns each pixel is split into (see above).
    static let columnsPerPixel: CGFloat = 4

    /// Whether a curve of `count` points with `curve` is thinned at all: more points than twice the columns they
    /// could span, and a curve that thinning keeps.
    static func applies(count: Int, span: CGFloat, columnWidth: CGFloat, curve: CurveKind) -> Bool {
        guard columnWidth > 0, columnWidth.isFinite, span.isFinite else { return false }
        switch curve {
        case .linear, .stepStart, .stepEnd, .stepCenter, .monotone: break
        case .cardinal, .catmullRom: return false
        }
        return Double(count) > 2 * (Double(span / columnWidth) + 1)
    }

    /// The indices of `top` (and `baseline`, when given: same count) to keep, in order.
    static func keptIndices(top: [CGPoint], baseline: [CGPoint]?, columnWidth: CGFloat, origin: CGFloat) -> [Int] {
        var kept: [Int] = []
        kept.reserveCapacity(min(top.count, 4096))
        var i = 0
        let n = baseline.map { min($0.count, top.count) } ?? top.count
        func finite(_ k: Int) -> Bool {
            top[k].x.isFinite && top[k].y.isFinite && (baseline.map { $0[k].x.isFinite && $0[k].y.isFinite } ?? true)
        }
        func column(_ k: Int) -> Double { ((top[k].x + origin) / columnWidth).rounded(.down) }
        while i < n {
            guard finite(i) else {
                if kept.last.map({ finite($0) }) ?? true { kept.append(i) }     // one gap for a run of gaps
                i += 1
                continue
            }
            // The run of finite points in i's column.
            let c = column(i)
            var low = i, high = i, baseLow = i, baseHigh = i
            var j = i + 1
            while j < n, finite(j), column(j) == c {
                if top[j].y < top[low].y { low = j }
                if top[j].y > top[high].y { high = j }
                if let b = baseline {
                    if b[j].y < b[baseLow].y { baseLow = j }
                    if b[j].y > b[baseHigh].y { baseHigh = j }
                }
                j += 1
            }
            if j == i + 1 {        // a point alone in its column (the rule for data out of x order)
                kept.append(i)
            } else {
                var picks = [i, low, high, j - 1]
                if baseline != nil { picks += [baseLow, baseHigh] }
                picks.sort()
                for k in picks where kept.last != k { kept.append(k) }
            }
            i = j
        }
        return kept
    }

    /// `points` thinned for drawing (see above), or `points` itself when there is nothing to gain.
    static func line(_ points: [CGPoint], curve: CurveKind, columnWidth: CGFloat, origin: CGFloat) -> [CGPoint] {
        guard applies(count: points.count, span: span(points), columnWidth: columnWidth, curve: curve) else { return points }
        return keptIndices(top: points, baseline: nil, columnWidth: columnWidth, origin: origin).map { points[$0] }
    }

    /// An area's edges thinned together for drawing, or both unchanged when there is nothing to gain.
    static func area(top: [CGPoint], baseline: [CGPoint], curve: CurveKind, columnWidth: CGFloat,
                     origin: CGFloat) -> (top: [CGPoint], baseline: [CGPoint]) {
        guard applies(count: top.count, span: span(top), columnWidth: columnWidth, curve: curve) else { return (top, baseline) }
        let kept = keptIndices(top: top, baseline: baseline, columnWidth: columnWidth, origin: origin)
        return (kept.map { top[$0] }, kept.map { baseline[$0] })
    }

    /// The horizontal extent of the finite points.
    private static func span(_ points: [CGPoint]) -> CGFloat {
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for p in points where p.x.isFinite && p.y.isFinite {
            lo = min(lo, p.x)
            hi = max(hi, p.x)
        }
        return hi >= lo ? hi - lo : 0
    }
}
