import Foundation

/// How stacked marks in one column combine, mirroring Swift Charts' `MarkStackingMethod`
/// (Swift Charts' documentation). The chart layer maps `MarkStackingMethod` onto this.
public enum StackOffset: Sendable, Hashable {
    /// Positives accumulate up from 0, negatives down from 0 (d3 `stackOffsetDiverging`).
    case standard
    /// Each column is scaled to span a total height of 1 (d3 `stackOffsetExpand`).
    case normalized
    /// Each column is centred on 0 (d3 `stackOffsetSilhouette`, streamgraph).
    case center
    /// No stacking: every item spans `[0, v]` and marks overlap (`.unstacked`).
    case unstacked
}

/// The vertical extent of one stacked item: from ``lower`` to ``upper`` (`lower ≤ upper`).
public struct StackedInterval: Sendable, Equatable {
    /// The baseline end (bottom of a bar segment).
    public var lower: Double
    /// The far end (top of a bar segment).
    public var upper: Double
    /// Creates an interval.
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }
}

/// Stacks values per column (Swift Charts' documentation).
///
/// Items are stacked in the order given — pass them in series order (order of first
/// appearance of the `foregroundStyle(by:)` value), so the first series sits on the baseline.
///
/// Documented choices:
/// - NaN and ±∞ values count as 0: they add nothing and get an empty interval at the current
///   top of their column's positive stack (`[top, top]`), so areas stay continuous.
/// - `.standard`: a zero also gets `[top, top]` of the positive stack (d3's diverging offset
///   would put it at `[0, 0]`; on top matches §6.6 and keeps stacked areas continuous).
/// - `.normalized`: each value is divided by the column's sum of *absolute* values and then
///   stacked like `.standard`, so mixed signs span a total of 1 without flipping; for
///   non-negative data this is exactly d3 `stackOffsetExpand`. A column summing to 0 stays 0.
/// - `.center`: plain running sum starting at `−sum/2` (d3 silhouette; negatives reduce the sum).
public enum StackLayout {
    /// Stacks a flat list of `(column, value)` items; returns one interval per item, in input
    /// order. Columns are arbitrary integers (e.g. category indices); several items may share
    /// a column and series.
    public static func stack(_ items: [(column: Int, value: Double)], offset: StackOffset) -> [StackedInterval] {
        let values = items.map { $0.value.isFinite ? $0.value : 0 }
        switch offset {
        case .unstacked:
            return values.map { StackedInterval(lower: Swift.min(0, $0), upper: Swift.max(0, $0)) }
        case .standard:
            return diverging(items, values)
        case .normalized:
            var totals: [Int: Double] = [:]
            for (item, v) in zip(items, values) { totals[item.column, default: 0] += abs(v) }
            let scaled = zip(items, values).map { item, v -> Double in
                let t = totals[item.column] ?? 0
                return t > 0 && t.isFinite ? v / t : 0
            }
            return diverging(items, scaled)
        case .center:
            var sums: [Int: Double] = [:]
            for (item, v) in zip(items, values) { sums[item.column, default: 0] += v }
            var tops: [Int: Double] = sums.mapValues { -$0 / 2 }
            return zip(items, values).map { item, v in
                let base = tops[item.column] ?? 0
                tops[item.column] = base + v
                return StackedInterval(lower: Swift.min(base, base + v), upper: Swift.max(base, base + v))
            }
        }
    }

    /// The interval of a value alone in its column: what `stack([(0, value)], offset:)` gives, without the arrays.
    public static func single(_ value: Double, offset: StackOffset) -> StackedInterval {
        let v = value.isFinite ? value : 0
        switch offset {
        case .unstacked: return StackedInterval(lower: Swift.min(0, v), upper: Swift.max(0, v))
        case .standard: return v < 0 ? StackedInterval(lower: v, upper: 0) : StackedInterval(lower: 0, upper: v)
        case .normalized: return v < 0 ? StackedInterval(lower: -1, upper: 0) : StackedInterval(lower: 0, upper: v > 0 ? 1 : 0)
        case .center: return StackedInterval(lower: Swift.min(-v / 2, v / 2), upper: Swift.max(-v / 2, v / 2))
        }
    }

    /// Stacks a table `values[series][column]` and returns `result[series][column]`.
    /// Ragged rows are allowed: missing cells count as 0 (see the NaN rule) and get an interval.
    public static func stack(table values: [[Double]], offset: StackOffset) -> [[StackedInterval]] {
        let columns = values.map(\.count).max() ?? 0
        var items: [(column: Int, value: Double)] = []
        items.reserveCapacity(values.count * columns)
        for row in values {
            for j in 0..<columns { items.append((j, j < row.count ? row[j] : 0)) }
        }
        let flat = stack(items, offset: offset)
        return (0..<values.count).map { i in Array(flat[(i * columns)..<((i + 1) * columns)]) }
    }

    /// The lowest lower bound and highest upper bound over `intervals`, for domain inference
    /// (`nil` when empty).
    public static func extent(_ intervals: [StackedInterval]) -> ClosedRange<Double>? {
        guard let first = intervals.first else { return nil }
        var lo = first.lower, hi = first.upper
        for s in intervals.dropFirst() {
            lo = Swift.min(lo, s.lower)
            hi = Swift.max(hi, s.upper)
        }
        return lo...hi
    }

    /// Positives up from 0, negatives down from 0, zeros on top of the positive stack.
    private static func diverging(_ items: [(column: Int, value: Double)], _ values: [Double]) -> [StackedInterval] {
        var positive: [Int: Double] = [:]
        var negative: [Int: Double] = [:]
        return zip(items, values).map { item, v in
            if v < 0 {
                let base = negative[item.column] ?? 0
                negative[item.column] = base + v
                return StackedInterval(lower: base + v, upper: base)
            }
            let base = positive[item.column] ?? 0
            positive[item.column] = base + v
            return StackedInterval(lower: base, upper: base + v)
        }
    }
}
