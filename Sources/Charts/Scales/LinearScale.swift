import Foundation

/// A continuous, linear position scale: maps a numeric domain onto a range of points
/// (Swift Charts' documentation).
///
/// Build the default Swift Charts axis with ``automatic(values:includesZero:tickCount:range:)``:
/// data extent (NaN/±∞ ignored) ∪ {0} → degenerate-domain widening → d3 `nice` → d3 `ticks`.
/// For a y axis pass the range reversed (`range: plotHeight...0` is not expressible as a
/// `ClosedRange`, so use ``init(domain:range:tickCount:)`` with `range: (start: height, end: 0)`).
public struct LinearScale: Sendable, Equatable {
    /// Domain value mapped to ``rangeStart``. May be greater than ``domainEnd``.
    public var domainStart: Double
    /// Domain value mapped to ``rangeEnd``.
    public var domainEnd: Double
    /// Position of ``domainStart`` (points). For a y-up axis this is the plot height.
    public var rangeStart: CGFloat
    /// Position of ``domainEnd`` (points). For a y-up axis this is 0.
    public var rangeEnd: CGFloat
    /// The desired tick count passed to d3 `ticks` (see ``defaultTickCount(axisLength:)``).
    public var tickCount: Int
    /// What values go through before the linear map (`chartYScale(type: .log)`); positions are linear in the
    /// transformed values.
    public var transform: ScaleTransform = .identity

    /// Creates a scale from explicit domain and range end points (used as given, no nicing,
    /// like `chartXScale(domain: 0...100)`).
    public init(domain: (start: Double, end: Double), range: (start: CGFloat, end: CGFloat), tickCount: Int = 4) {
        domainStart = domain.start
        domainEnd = domain.end
        rangeStart = range.start
        rangeEnd = range.end
        self.tickCount = tickCount
    }

    /// Swift Charts' default numeric axis: infer the domain from `values`
    /// (``inferredDomain(values:includesZero:)``), then round it outward with d3 `nice(tickCount)`.
    /// `range` is `(start, end)`; pass `(height, 0)` for a y axis so larger values go up.
    public static func automatic(
        values: some Sequence<Double>, includesZero: Bool = true, tickCount: Int = 4,
        range: (start: CGFloat, end: CGFloat)
    ) -> LinearScale {
        let d = inferredDomain(values: values, includesZero: includesZero)
        let n = TickMath.nice(d.lowerBound, d.upperBound, count: tickCount)
        return LinearScale(domain: (n.0, n.1), range: range, tickCount: tickCount)
    }

    /// The domain before nicing (Swift Charts' documentation), always finite with `lower < upper`:
    /// - NaN and ±∞ values are ignored;
    /// - no finite value at all (empty input, all NaN) → `0...1`;
    /// - `includesZero` extends the extent to contain 0 (Swift Charts' default for every mark);
    /// - a zero-width extent `[v, v]` is widened: `v == 0` → `0...1`, otherwise
    ///   `v−d ... v+d` with `d = max(1, |v|·1e-6)` so that huge values still get a visible span;
    /// - an extent whose width overflows (`-1e308...1e308`) is halved about its centre so that
    ///   spans and positions stay finite.
    public static func inferredDomain(values: some Sequence<Double>, includesZero: Bool = true) -> ClosedRange<Double> {
        var lo = Double.infinity, hi = -Double.infinity
        for v in values where v.isFinite {
            if v < lo { lo = v }
            if v > hi { hi = v }
        }
        guard lo <= hi else { return 0...1 }
        if includesZero {
            lo = Swift.min(lo, 0)
            hi = Swift.max(hi, 0)
        }
        if lo == hi {
            if lo == 0 { return 0...1 }
            let d = Swift.max(1, abs(lo) * 1e-6)
            return (lo - d)...(lo + d)
        }
        if !(hi - lo).isFinite {
            lo /= 2
            hi /= 2
        }
        return lo...hi
    }

    /// Default desired tick count for an axis of `axisLength` points:
    /// `clamp(round(axisLength / 60), 3, 6)`; `nil` (unknown size) gives 4, which reproduces every
    /// Apple documentation figure (Swift Charts' documentation). A terminal cell is ≈ 8×16 pt.
    public static func defaultTickCount(axisLength: CGFloat?) -> Int {
        guard let length = axisLength, length.isFinite else { return 4 }
        let n = (Double(length) / 60).rounded()
        return Int(Swift.min(6, Swift.max(3, n)))
    }

    /// The tick values inside the domain (d3 `ticks(domainStart, domainEnd, tickCount)`).
    public func ticks() -> [Double] { transform.ticks(domainStart, domainEnd, count: tickCount) }

    /// The distance between ticks, for label precision (``TickLabelFormatter``). Positive. On a log scale, the
    /// smallest tick, whose digits every larger tick also shows.
    public var tickStep: Double {
        if case .log = transform { return ticks().map(abs).filter { $0 > 0 }.min() ?? 1 }
        return abs(TickMath.tickStep(domainStart, domainEnd, count: tickCount))
    }

    /// Returns a copy whose domain is rounded outward by d3 `nice(tickCount)`.
    public func niced() -> LinearScale {
        var copy = self
        (copy.domainStart, copy.domainEnd) = TickMath.nice(domainStart, domainEnd, count: tickCount)
        return copy
    }

    /// The position of `value`. Values outside the domain extrapolate linearly (no clamping).
    /// A zero-width domain maps everything to the middle of the range; NaN maps to NaN.
    public func position(of value: Double) -> CGFloat {
        let t = fraction(of: value)
        return rangeStart + CGFloat(t) * (rangeEnd - rangeStart)
    }

    /// The domain value at `position` (inverse of ``position(of:)``). A zero-width range
    /// returns ``domainStart``.
    public func value(at position: CGFloat) -> Double {
        let span = Double(rangeEnd - rangeStart)
        guard span != 0 else { return domainStart }
        let t = Double(position - rangeStart) / span
        guard transform != .identity else { return domainStart + t * (domainEnd - domainStart) }
        let a = transform.apply(domainStart), b = transform.apply(domainEnd)
        return transform.invert(a + t * (b - a))
    }

    /// `(value − start) / (end − start)`, computed on halved operands when the span overflows.
    private func fraction(of value: Double) -> Double {
        if transform != .identity {
            // A value a log scale cannot place (zero, a bar's baseline) sits at the low end of the domain.
            let low = min(domainStart, domainEnd)
            let v = transform == .log && value <= 0 && value == value ? low : value
            let a = transform.apply(domainStart), b = transform.apply(domainEnd)
            guard a.isFinite, b.isFinite, a != b else { return 0.5 }
            return (transform.apply(v) - a) / (b - a)
        }
        let span = domainEnd - domainStart
        if span == 0 { return 0.5 }
        if span.isFinite { return (value - domainStart) / span }
        return (value / 2 - domainStart / 2) / (domainEnd / 2 - domainStart / 2)
    }
}
