import Foundation

/// How tall a bar is compared with the tallest, for charts whose bars all grow up from a zero baseline.
///
/// Bad data never reaches a frame: NaN, ±∞ and negative values draw no bar (ratio 0), the largest finite value
/// sets the scale, and when nothing is positive every ratio is 0.
///
/// ```
/// values   [12, 30, -4, .nan, .infinity]
/// largest  30                 (finite values only)
/// ratios   [0.4, 1, 0, 0, 0]
/// ```
enum BarHeightRatio {
    /// The largest finite value, or nil when there is none.
    static func largestFiniteValue(in values: some Sequence<Double>) -> Double? {
        values.lazy.filter(\.isFinite).max()
    }

    /// The ratio of `value` to `largest`, from 0 to 1.
    static func ratio(of value: Double, largest: Double?) -> Double {
        guard value.isFinite, value > 0, let largest, largest > 0 else { return 0 }
        return min(value / largest, 1)
    }

    /// The ratio of every value to the largest, from 0 to 1.
    static func ratios(of values: [Double]) -> [Double] {
        let largest = largestFiniteValue(in: values)
        return values.map { ratio(of: $0, largest: largest) }
    }

    /// A length for layout: non-finite and negative lengths become 0.
    static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
