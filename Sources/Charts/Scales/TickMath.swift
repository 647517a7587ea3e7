import Foundation

/// d3-array's numeric tick algorithm (`tickSpec`, `ticks`, `tickIncrement`, `tickStep`) and
/// d3-scale's iterative `nice`, re-implemented in Swift (Swift Charts' documentation).
///
/// Steps are always 1, 2 or 5 times a power of ten. Tick values are computed as
/// `index × increment` (or `index ÷ |increment|` for fractional steps), never by repeated
/// addition, so `0.1`-steps print as `0.3` rather than `0.30000000000000004`.
///
/// Robustness rules (not in d3, which would loop or allocate without bound):
/// - non-finite bounds or a non-finite span (e.g. `-1e308…1e308`) produce no ticks;
/// - `count` is clamped to ``maximumCount``, so at most ≈ `1.58 × maximumCount + 1` ticks are
///   ever produced, whatever the caller asks for;
/// - when the reciprocal `10^-power` would overflow (spans below ≈ 1e-308) the direct
///   increment is used instead of the reciprocal.
public enum TickMath {
    /// The largest tick count honoured; larger requests are treated as this value.
    public static let maximumCount = 10_000

    // Thresholds at which the raw step is rounded up to the next 1-2-5 factor (geometric means).
    private static let e10 = 50.0.squareRoot()
    private static let e5 = 10.0.squareRoot()
    private static let e2 = 2.0.squareRoot()

    /// The integer tick indices `i1...i2` and the increment `inc` for `start ≤ stop`.
    ///
    /// A negative `increment` means "divide by `-increment`": tick `k` is `k / -increment`.
    /// This is how d3 keeps fractional steps exact. Returns `nil` when no spec exists
    /// (non-finite input or span, `count ≤ 0`).
    public static func tickSpec(_ start: Double, _ stop: Double, _ count: Double)
        -> (i1: Double, i2: Double, increment: Double)?
    {
        guard start.isFinite, stop.isFinite, count > 0 else { return nil }
        let count = Swift.min(count, Double(maximumCount))
        let step = (stop - start) / count
        guard step.isFinite, step > 0 else { return nil }
        let power = (log10(step)).rounded(.down)
        let error = step / pow(10, power)
        let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
        var i1: Double, i2: Double, inc: Double
        let reciprocal = pow(10, -power)
        if power < 0, reciprocal.isFinite {
            inc = reciprocal / factor
            i1 = jsRound(start * inc)
            i2 = jsRound(stop * inc)
            if i1 / inc < start { i1 += 1 }
            if i2 / inc > stop { i2 -= 1 }
            inc = -inc
        } else {
            inc = pow(10, power) * factor
            guard inc > 0, inc.isFinite else { return nil }
            i1 = jsRound(start / inc)
            i2 = jsRound(stop / inc)
            if i1 * inc < start { i1 += 1 }
            if i2 * inc > stop { i2 -= 1 }
        }
        // A count of 0.5…2 can fall between two ticks; d3 retries with twice the count.
        if i2 < i1, count >= 0.5, count < 2 { return tickSpec(start, stop, count * 2) }
        return (i1, i2, inc)
    }

    /// d3 `ticks(start, stop, count)`: nice round values inside `[start, stop]` (either order;
    /// reversed input gives descending ticks). `start == stop` gives `[start]`; `count ≤ 0`,
    /// NaN or infinite bounds give `[]`.
    public static func ticks(_ start: Double, _ stop: Double, count: Int) -> [Double] {
        guard count > 0, start.isFinite, stop.isFinite else { return [] }
        if start == stop { return [start] }
        let reverse = stop < start
        guard let spec = reverse ? tickSpec(stop, start, Double(count)) : tickSpec(start, stop, Double(count)),
            spec.i2 >= spec.i1
        else { return [] }
        let n = Int(spec.i2 - spec.i1) + 1
        return (0..<n).map { k in
            let index = reverse ? spec.i2 - Double(k) : spec.i1 + Double(k)
            return spec.increment < 0 ? index / -spec.increment : index * spec.increment
        }
    }

    /// d3 `tickIncrement`: the increment of ``tickSpec(_:_:_:)`` (negative = reciprocal),
    /// or `0` when none exists. Requires `start ≤ stop`.
    public static func tickIncrement(_ start: Double, _ stop: Double, count: Int) -> Double {
        tickSpec(start, stop, Double(count))?.increment ?? 0
    }

    /// d3 `tickStep`: the signed distance between adjacent ticks (negative for a reversed
    /// interval), or `0` when none exists.
    public static func tickStep(_ start: Double, _ stop: Double, count: Int) -> Double {
        let reverse = stop < start
        let inc = reverse ? tickIncrement(stop, start, count: count) : tickIncrement(start, stop, count: count)
        guard inc != 0 else { return 0 }
        return (reverse ? -1 : 1) * (inc < 0 ? 1 / -inc : inc)
    }

    /// d3-scale `linear.nice(count)`: extends `[start, stop]` outward to multiples of the tick
    /// step, repeating (at most 10 times, as d3-scale does) until the step stops changing —
    /// one pass is not enough (`[0, 15]`, count 5 → `[0, 16]` → `[0, 20]`).
    ///
    /// Reversed input stays reversed. Non-finite or equal bounds are returned unchanged.
    public static func nice(_ start: Double, _ stop: Double, count: Int) -> (Double, Double) {
        var d0 = start, d1 = stop
        let flip = d1 < d0
        if flip { swap(&d0, &d1) }
        var previous: Double? = nil
        for _ in 0..<10 {
            let step = tickIncrement(d0, d1, count: count)
            if step == previous || step == 0 || !step.isFinite { break }
            if step > 0 {
                d0 = (d0 / step).rounded(.down) * step
                d1 = (d1 / step).rounded(.up) * step
            } else {
                d0 = (d0 * step).rounded(.up) / step
                d1 = (d1 * step).rounded(.down) / step
            }
            previous = step
        }
        return flip ? (d1, d0) : (d0, d1)
    }

    /// JavaScript `Math.round`: halves go toward +∞ (`-2.5 → -2`), unlike Swift's `.rounded()`.
    static func jsRound(_ x: Double) -> Double {
        let f = x.rounded(.down)
        return x - f >= 0.5 ? f + 1 : f
    }
}
