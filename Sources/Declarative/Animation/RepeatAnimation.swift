import Foundation

/// Repeats the base animation `repeatCount` times (nil = forever), reversing
/// every odd iteration when `autoreverses` (a reversed iteration presents
/// `Δ − base(τ)`: the curve is not time-mirrored). Ends (nil, so the model
/// value is shown) after the last iteration.
///
/// Each iteration restarts the base with fresh state. When the base's run
/// length is known in advance (timing curves, interpolating springs, and
/// delay/speed of them) iterations follow each other at the nominal period,
/// independent of the frame times; otherwise (fluid springs, custom
/// animations) the next iteration starts at the frame where the base
/// finished, as SwiftUI does.
struct RepeatAnimation: CustomAnimation, KnownDurationAnimation, PossiblyEndlessAnimation, CustomStringConvertible {
    var base: Animation
    var repeatCount: Int?
    var autoreverses: Bool

    struct State<V: VectorArithmetic>: AnimationStateKey {
        var index = 0
        var timeOffset = 0.0
        var baseState = AnimationState<V>()
        static var defaultValue: State { State() }
    }

    private func isReversed(_ index: Int) -> Bool { autoreverses && index % 2 == 1 }

    private func isOver(_ index: Int) -> Bool {
        if let repeatCount { return index >= repeatCount }
        return false
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[State<V>.self]
        defer { context.state[State<V>.self] = state }
        while true {
            if isOver(state.index) { return nil }
            let reversed = isReversed(state.index)
            let elapsed = time - state.timeOffset
            var sub = context.withState(state.baseState)
            sub.isLogicallyComplete = false
            if let current = base.animate(value: value, time: elapsed, context: &sub) {
                state.baseState = sub.state
                if let repeatCount, state.index == repeatCount - 1, sub.isLogicallyComplete {
                    context.isLogicallyComplete = true
                }
                return reversed ? value - current : current
            }
            state.baseState = AnimationState()
            if let period = base.knownDuration, period > 0, elapsed > period, elapsed / period < 1e12 {
                var skip = Int((elapsed / period).rounded(.down))
                if Double(skip) * period >= elapsed { skip -= 1 }
                skip = max(1, skip)
                if let repeatCount { skip = min(skip, max(1, repeatCount - state.index)) }
                state.index += skip
                state.timeOffset += Double(skip) * period
                continue
            }
            state.index += 1
            state.timeOffset = time
            if isOver(state.index) { return nil }
            return reversed ? .zero : value
        }
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[State<V>.self]
        if isOver(state.index) { return nil }
        let sub = context.withState(state.baseState)
        guard let v = base.velocity(value: value, time: time - state.timeOffset, context: sub) else { return nil }
        return isReversed(state.index) ? .zero - v : v
    }

    /// Merges iff the previous animation repeats the same way and the bases
    /// merge; the iteration count and phase are kept.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.as(RepeatAnimation.self),
              previous.repeatCount == repeatCount, previous.autoreverses == autoreverses else { return false }
        var state = context.state[State<V>.self]
        var sub = context.withState(state.baseState)
        guard base.shouldMerge(previous: previous.base, value: value, time: time - state.timeOffset, context: &sub) else {
            return false
        }
        state.baseState = sub.state
        context.state[State<V>.self] = state
        return true
    }

    var isEndless: Bool { repeatCount == nil || base.isEndless }

    var knownDuration: Double? {
        guard let repeatCount, repeatCount > 0, let period = base.knownDuration else { return nil }
        return period * Double(repeatCount)
    }

    var description: String {
        if let repeatCount {
            return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

extension Animation {
    /// Repeats the animation `repeatCount` times. Autoreverse counts towards
    /// the count: 1 plays forward once; 2 with autoreverse plays forward,
    /// then backward, then stops at the model value.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as it is attached to the value.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }
}
