import Foundation

/// Bins for a histogram of numbers, as Swift Charts' `NumberBins`: a collection of ``ChartBinRange``s between
/// ascending thresholds, with `index(for:)` to find a value's bin.
///
/// From data, the thresholds are nice round values (the steps of an axis, 1, 2 or 5 times a power of ten, d3's
/// `bin` with `thresholdSturges` when no count is asked for):
///
///     NumberBins(data: [32.1, 39.5, 46.0, 59.6], desiredCount: 5)   // 30, 35, 40, …, 60: six bins
///
/// A value below the first threshold counts in the first bin and one above the last in the last.
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
    /// The bins' edges, ascending: bin `i` runs from `thresholds[i]` to `thresholds[i + 1]`.
    public let thresholds: [Value]

    /// Bins between given edges (sorted; at least two make a bin).
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    /// The first bin's index.
    public var startIndex: Int { 0 }
    /// One past the last bin's index.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    /// The bin at `position`.
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1], isClosed: position == endIndex - 1)
    }

    /// The index of the bin holding `value` (the first or last bin for values outside the thresholds).
    public func index(for value: Value) -> Int { ChartBinRange.index(of: value, thresholds: thresholds) }
}

extension NumberBins: Sendable where Value: Sendable {}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` bins of one size from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(count, 1), width = (range.upperBound - range.lowerBound) / Value(n)
        self.init(thresholds: (0...n).map { $0 == n ? range.upperBound : range.lowerBound + width * Value($0) })
    }

    /// Bins of `size` covering the range, from its lower bound.
    public init(size: Value, range: ClosedRange<Value>) {
        let span = Double(range.upperBound - range.lowerBound), step = Double(size)
        let n = step > 0 && span.isFinite ? Swift.max(Int((span / step).rounded(.up)), 1) : 1
        self.init(thresholds: (0...n).map { range.lowerBound + size * Value($0) })
    }

    /// Nice bins covering the data, about `desiredCount` of them, none narrower than `minimumStride`.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        self.init(thresholds: NumberBinning.thresholds(data.map { Double($0) }, desiredCount: desiredCount,
                                                       minimumStride: Double(minimumStride), integral: false).map { Value($0) })
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` bins from the range's lower bound to its upper bound (whole steps; the last bin takes the rest).
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(count, 1), width = Swift.max((range.upperBound - range.lowerBound) / Value(n), 1)
        self.init(thresholds: (0...n).map { $0 == n ? range.upperBound : range.lowerBound + width * Value($0) })
    }

    /// Bins of `size` covering the range, from its lower bound.
    public init(size: Value, range: ClosedRange<Value>) {
        let step = Swift.max(size, 1), span = range.upperBound - range.lowerBound
        let n = Swift.max(Int((span + step - 1) / step), 1)
        self.init(thresholds: (0...n).map { range.lowerBound + step * Value($0) })
    }

    /// Nice bins of whole steps covering the data, about `desiredCount` of them, none narrower than `minimumStride`.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        self.init(thresholds: NumberBinning.thresholds(data.map { Double($0) }, desiredCount: desiredCount,
                                                       minimumStride: Double(minimumStride), integral: true).map { Value($0) })
    }
}

/// The thresholds of nice bins for data (d3-array's `bin`: a domain niced to the tick step, Sturges' count).
enum NumberBinning {
    static func thresholds(_ data: [Double], desiredCount: Int?, minimumStride: Double, integral: Bool) -> [Double] {
        let finite = data.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return [] }
        // Sturges' rule: ⌈log₂ n⌉ + 1 bins.
        let count = max(desiredCount ?? Int(log2(Double(finite.count)).rounded(.up)) + 1, 1)
        var step = lo == hi ? 1 : abs(TickMath.tickStep(lo, hi, count: count))
        if !(step > 0) { step = 1 }
        step = max(step, minimumStride.isFinite ? minimumStride : 0)
        if integral { step = max(step.rounded(.up), 1) }
        let first = (lo / step).rounded(.down), last = max((hi / step).rounded(.down) + 1, first + 1)
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }
}
