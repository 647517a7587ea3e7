import Foundation
import Declarative

/// The range of data one bin of a histogram holds, as Swift Charts' `ChartBinRange`: from `lowerBound` up to, but
/// not including, `upperBound`, except the last bin of a set, which includes it (so that the greatest value falls
/// in a bin). ``NumberBins`` makes them; `.value("Bill length", bin)` plots one as an interval, so a bar spans it.
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    /// The bin's lower end (included).
    public let lowerBound: Bound
    /// The bin's upper end (included only by the last bin).
    public let upperBound: Bound
    /// Whether the upper end is included.
    let isClosed: Bool

    init(lowerBound: Bound, upperBound: Bound, isClosed: Bool) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.isClosed = isClosed
    }

    /// Whether the bin holds `element`.
    public func contains(_ element: Bound) -> Bool {
        element >= lowerBound && (isClosed ? element <= upperBound : element < upperBound)
    }

    /// The bin as a half-open range of a collection's indices (a closed last bin's upper end is not expressible
    /// without stepping, so it is left out).
    public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound {
        lowerBound..<upperBound
    }

    /// The index of the bin holding `value` among bins between ascending `thresholds`: the last threshold not above
    /// it (by binary search), the first bin for values below them and the last for values above.
    static func index(of value: Bound, thresholds: [Bound]) -> Int {
        let binCount = thresholds.count - 1
        guard binCount > 0 else { return 0 }
        var lo = 0, hi = thresholds.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if thresholds[mid] <= value { lo = mid } else { hi = mid - 1 }
        }
        return Swift.min(lo, binCount - 1)
    }
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}
extension ChartBinRange: Sendable where Bound: Sendable {}

extension PlottableValue where Value: Comparable {
    /// A labelled bin: a mark spans it on this channel.
    public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(label), primitive: range.lowerBound.primitive, upper: range.upperBound.primitive)
    }

    /// A labelled bin with a localized-string-key label.
    public static func value(_ label: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label.text, primitive: range.lowerBound.primitive, upper: range.upperBound.primitive)
    }

    /// A labelled bin with a `Text` label.
    @MainActor public static func value(_ label: Text, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label.string, primitive: range.lowerBound.primitive, upper: range.upperBound.primitive)
    }
}
