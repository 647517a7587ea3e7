import Foundation

/// `base(max(0, t − delay))`: the base animation starts `delay` seconds late
/// and presents its start value (progress 0) meanwhile.
struct DelayAnimation: CustomAnimation, KnownDurationAnimation, PossiblyEndlessAnimation, CustomStringConvertible {
    var base: Animation
    var delay: TimeInterval

    private func delayed(_ time: TimeInterval) -> TimeInterval { max(0, time - delay) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: delayed(time), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: delayed(time), context: context)
    }

    /// Merges iff the previous animation is the same delay and the bases merge.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.as(DelayAnimation.self), previous.delay == delay else { return false }
        return base.shouldMerge(previous: previous.base, value: value, time: delayed(time), context: &context)
    }

    var knownDuration: Double? { base.knownDuration.map { $0 + delay } }
    var isEndless: Bool { base.isEndless }

    var description: String { "\(base).delay(\(delay))" }
}

extension Animation {
    /// Delays the start of the animation by `delay` seconds.
    ///
    /// Inside a repeat (`a.delay(d).repeatForever()`) the delay is applied on
    /// every iteration; outside (`a.repeatForever().delay(d)`) only once.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }
}
