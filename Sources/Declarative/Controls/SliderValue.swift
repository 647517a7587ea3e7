import Foundation

/// A slider's or gauge's value against its bounds, as fractions of the range, with the bad cases decided once.
///
/// - A bound that is NaN or infinite, or an empty range (`a...a`): the range is *unusable*. The thumb sits at the
///   start and keys and taps change nothing.
/// - A reversed range or a NaN bound cannot reach a slider (Swift's `ClosedRange` traps on them); the model still
///   sorts the bounds it is given and treats NaN as unusable.
/// - A NaN value shows at the start; a value outside the bounds shows clamped. The bound value is written only when
///   the user moves the control, and always lands inside the bounds, on a step.
/// - A step that is zero, negative, NaN or infinite counts as no step.
struct SliderValue: Hashable {
    let lower: Double
    let upper: Double
    let step: Double?

    init(lower: Double, upper: Double, step: Double?) {
        self.lower = min(lower, upper).isNaN ? lower : min(lower, upper)
        self.upper = max(lower, upper).isNaN ? upper : max(lower, upper)
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// Whether the range can be moved through.
    var isUsable: Bool { lower.isFinite && upper.isFinite && upper > lower }

    /// Where `value` sits, 0…1.
    func fraction(of value: Double) -> Double {
        guard isUsable, !value.isNaN else { return 0 }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }

    /// The value at a fraction of the range, on a step and inside the bounds.
    func value(atFraction fraction: Double) -> Double {
        guard isUsable else { return lower.isFinite ? lower : 0 }
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return snapped(lower + f * (upper - lower))
    }

    /// The value one step (or a twentieth of the range) from `value`, towards the upper bound when `up`.
    func stepped(_ value: Double, up: Bool) -> Double {
        guard isUsable else { return value }
        let start = value.isNaN ? lower : min(max(value, lower), upper)
        let delta = step ?? (upper - lower) / 20
        return snapped(start + (up ? delta : -delta))
    }

    private func snapped(_ v: Double) -> Double {
        var v = v
        if let step { v = lower + ((v - lower) / step).rounded() * step }
        if v > upper, let step { v -= step }
        return min(max(v, lower), upper)
    }
}
