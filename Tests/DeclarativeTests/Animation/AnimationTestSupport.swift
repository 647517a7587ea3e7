import Foundation
@testable import Declarative

/// |a − b| ≤ tolerance.
func animClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// The progress (value 1.0) of a fresh `animation` sampled at `time`.
func animProgress(_ animation: Animation, at time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: time, context: &context)
}

/// Samples one animation instance at increasing `times`, keeping its state
/// between samples (as the view graph does frame by frame).
func animSamples(_ animation: Animation, value: Double = 1.0, at times: [Double]) -> [Double?] {
    var context = AnimationContext<Double>()
    return times.map { animation.animate(value: value, time: $0, context: &context) }
}

/// The §7 sample times.
let animVectorTimes: [Double] = [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.0]
