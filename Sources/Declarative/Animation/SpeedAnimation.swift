import Foundation

/// `base(t · speed)`: a one-second animation with a speed of 2 completes in
/// half a second. Scales any delay nested inside it too.
struct SpeedAnimation: CustomAnimation, KnownDurationAnimation, PossiblyEndlessAnimation, CustomStringConvertible {
    var base: Animation
    var speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    /// Merges iff the previous animation has the same speed and the bases merge.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.as(SpeedAnimation.self), previous.speed == speed else { return false }
        return base.shouldMerge(previous: previous.base, value: value, time: time * speed, context: &context)
    }

    var knownDuration: Double? {
        guard speed > 0, let d = base.knownDuration else { return nil }
        return d / speed
    }

    var isEndless: Bool { base.isEndless }

    var description: String { "\(base).speed(\(speed))" }
}

extension Animation {
    /// Changes the duration of the animation by a factor of `1/speed`.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }
}
