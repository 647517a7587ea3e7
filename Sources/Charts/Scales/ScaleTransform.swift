import Foundation

/// The kind of a position scale, as Swift Charts' `ScaleType`: how data values map to positions.
///
/// `.linear` (numbers), `.date` and `.category` are what a chart infers. The others transform numbers first, as d3's
/// scales do: `.log` (base 10; only positive values place, zero and negatives sit at the axis's start), `.squareRoot`,
/// `.power(exponent:)` and `.symmetricLog` (sign(x)·log(1 + |x|/c), defined for every value, with slope 1/c at zero).
public struct ScaleType: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, log, power(Double), symmetricLog(Double), date, category }
    let kind: Kind

    /// A linear scale.
    public static let linear = ScaleType(kind: .linear)
    /// A base-10 logarithmic scale, with ticks at powers of ten.
    public static let log = ScaleType(kind: .log)
    /// A square-root scale (`.power(exponent: 0.5)`).
    public static let squareRoot = ScaleType(kind: .power(0.5))
    /// A symmetric log scale with slope 1 at zero.
    public static let symmetricLog = ScaleType(kind: .symmetricLog(1))
    /// A date scale.
    public static let date = ScaleType(kind: .date)
    /// A categorical (band) scale.
    public static let category = ScaleType(kind: .category)
    /// A power scale: values are raised to `exponent` (sign kept) before the linear map.
    public static func power(exponent: Double) -> ScaleType {
        ScaleType(kind: .power(exponent.isFinite && exponent != 0 ? exponent : 1))
    }
    /// A symmetric log scale whose slope at zero is `slopeAtZero` (d3's constant is its reciprocal).
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType {
        ScaleType(kind: .symmetricLog(slopeAtZero.isFinite && slopeAtZero > 0 ? 1 / slopeAtZero : 1))
    }

    /// The transform a numeric scale of this type applies.
    var transform: ScaleTransform {
        switch kind {
        case .log: .log
        case .power(let k): k == 1 ? .identity : .power(k)
        case .symmetricLog(let c): .symmetricLog(c)
        case .linear, .date, .category: .identity
        }
    }
}

/// What a continuous scale does to a value before mapping it linearly onto the plot (d3's log, pow and symlog
/// scales), with the ticks each kind marks.
public enum ScaleTransform: Hashable, Sendable {
    case identity
    /// log₁₀; values ≤ 0 have no position of their own.
    case log
    /// sign(x)·|x|^k.
    case power(Double)
    /// sign(x)·log(1 + |x|/c).
    case symmetricLog(Double)

    /// The transformed value.
    func apply(_ v: Double) -> Double {
        switch self {
        case .identity: return v
        case .log: return v > 0 ? Foundation.log10(v) : (v.isNaN ? .nan : -.infinity)
        case .power(let k): return v < 0 ? -Foundation.pow(-v, k) : Foundation.pow(v, k)
        case .symmetricLog(let c): return (v < 0 ? -1 : 1) * Foundation.log1p(abs(v) / c)
        }
    }

    /// The value whose transform is `t`.
    func invert(_ t: Double) -> Double {
        switch self {
        case .identity: return t
        case .log: return Foundation.pow(10, t)
        case .power(let k): return t < 0 ? -Foundation.pow(-t, 1 / k) : Foundation.pow(t, 1 / k)
        case .symmetricLog(let c): return (t < 0 ? -1 : 1) * Foundation.expm1(abs(t)) * c
        }
    }

    /// The ticks inside `a…b` (either order). A log scale marks the powers of ten, every `n`th when there are more than
    /// twice `count` decades, and 2× and 5× them too within one decade or less (d3 `log.ticks`); the others mark d3's linear ticks
    /// of the untransformed domain, as d3's pow and symlog scales do.
    func ticks(_ a: Double, _ b: Double, count: Int) -> [Double] {
        guard case .log = self else { return TickMath.ticks(a, b, count: count) }
        let lo = min(a, b), hi = max(a, b)
        guard lo > 0, hi.isFinite, count > 0 else { return [] }
        let i = Foundation.log10(lo).rounded(.down), j = Foundation.log10(hi).rounded(.up)
        guard i.isFinite, j.isFinite else { return [] }
        var out: [Double] = []
        if j - i <= 1 {
            for p in stride(from: i, through: j, by: 1) {
                for m in [1.0, 2, 5] {
                    let t = m * Foundation.pow(10, p)
                    if t >= lo * (1 - 1e-12) && t <= hi * (1 + 1e-12) { out.append(t) }
                }
            }
        } else {
            // Every decade, unless there are more than twice as many as ticks wanted.
            let step = j - i > 2 * Double(count) ? ((j - i) / Double(count)).rounded(.up) : 1
            for p in stride(from: i, through: j, by: step) {
                let t = Foundation.pow(10, p)
                if t >= lo * (1 - 1e-12) && t <= hi * (1 + 1e-12) { out.append(t) }
                if out.count >= 1000 { break }
            }
        }
        return b < a ? out.reversed() : out
    }

    /// The domain rounded outward: to powers of ten for a log scale, to d3's nice linear steps otherwise.
    func nice(_ a: Double, _ b: Double, count: Int) -> (Double, Double) {
        guard case .log = self else { return TickMath.nice(a, b, count: count) }
        guard a > 0, b > 0 else { return (a, b) }
        let lo = Foundation.pow(10, Foundation.log10(min(a, b)).rounded(.down))
        let hi = Foundation.pow(10, Foundation.log10(max(a, b)).rounded(.up))
        guard lo.isFinite, hi.isFinite, lo > 0 else { return (a, b) }
        return b < a ? (hi, lo) : (lo, hi == lo ? lo * 10 : hi)
    }
}
