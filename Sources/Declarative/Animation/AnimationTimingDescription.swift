import Foundation

/// How a plain timing-curve animation plays out, for exporters (CSS
/// `@keyframes` / SMIL): the curve's cubic-Bézier control points and the
/// flattened delay/speed/repeat structure. All times are in seconds of the
/// host clock (speeds already applied).
struct AnimationTimingDescription: Hashable, Sendable {
    /// Control point 1 (x, y) of the cubic Bézier; linear is (0, 0), (1, 1).
    var p1x: Double, p1y: Double
    /// Control point 2 (x, y) of the cubic Bézier.
    var p2x: Double, p2y: Double
    /// Length of one forward (or reversed) leg, excluding delays.
    var duration: Double
    /// Delay applied once, before the first iteration (`animation-delay`).
    var delay: Double = 0
    /// Hold at the start of every iteration (a delay nested inside a repeat).
    var iterationDelay: Double = 0
    /// Number of iterations; nil repeats forever; 1 plays once.
    var repeatCount: Int? = 1
    /// Whether odd iterations play reversed (SwiftUI semantics: `1 − f(τ)`).
    var autoreverses = false

    /// Whether the curve is the straight line.
    var isLinear: Bool { p1x == p1y && p2x == p2y }

    /// The CSS `animation-timing-function` for one leg.
    var cssTimingFunction: String {
        switch (p1x, p1y, p2x, p2y) {
        case _ where isLinear: return "linear"
        case (0.42, 0, 1, 1): return "ease-in"
        case (0, 0, 0.58, 1): return "ease-out"
        case (0.42, 0, 0.58, 1): return "ease-in-out"
        default: return "cubic-bezier(\(p1x), \(p1y), \(p2x), \(p2y))"
        }
    }

    /// Whether a reversed leg (`1 − f(τ)`) equals the CSS `alternate`
    /// direction (`f(1 − τ)`): true for point-symmetric curves.
    var reversedLegMatchesCSSAlternate: Bool {
        abs(p1x + p2x - 1) < 1e-12 && abs(p1y + p2y - 1) < 1e-12
    }

    /// Length of one iteration including its per-iteration delay.
    var period: Double { iterationDelay + duration }
}

extension Animation {
    /// The timing structure when this animation is a timing curve (linear,
    /// ease…, `timingCurve`) optionally wrapped in delay/speed and at most one
    /// repeat; nil when not exactly representable (springs, circular curves,
    /// custom or nested repeats, non-positive speeds or durations).
    var timingDescription: AnimationTimingDescription? {
        if let curve = self.as(TimingCurveAnimation.self) {
            guard curve.duration > 0, let p = curve.curve.bezierControlPoints else { return nil }
            return AnimationTimingDescription(p1x: p.0, p1y: p.1, p2x: p.2, p2y: p.3, duration: curve.duration)
        }
        if let delay = self.as(DelayAnimation.self) {
            guard var d = delay.base.timingDescription, delay.delay >= 0 else { return nil }
            d.delay += delay.delay
            return d
        }
        if let speed = self.as(SpeedAnimation.self) {
            guard var d = speed.base.timingDescription, speed.speed > 0 else { return nil }
            d.duration /= speed.speed
            d.delay /= speed.speed
            d.iterationDelay /= speed.speed
            return d
        }
        if let rep = self.as(RepeatAnimation.self) {
            guard var d = rep.base.timingDescription, d.repeatCount == 1 else { return nil }
            if let count = rep.repeatCount, count < 1 { return nil }
            d.iterationDelay = d.delay
            d.delay = 0
            d.repeatCount = rep.repeatCount
            d.autoreverses = rep.autoreverses
            return d
        }
        return nil
    }
}
