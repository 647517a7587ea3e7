import Foundation

/// One animatable attribute's model value and its running animation (§4.3):
/// the view graph calls ``update(to:animation:at:token:)`` when the model
/// changes inside a transaction and ``advance(to:)`` once per frame.
///
/// Animations are deltas relative to the model:
/// `presented = model − interval + animation.animate(interval, t − begin)`.
/// A new animation while one is running either merges (its `shouldMerge`
/// takes over the previous state, e.g. a fluid spring keeps its velocity)
/// or is combined with it (§4.4).
struct AnimationTrack<Value: VectorArithmetic> {
    private struct Animator {
        var animation: Animation
        var state: AnimationState<Value>
        /// The sum of the changes being animated.
        var interval: Value
        var beginTime: Double
        var tokens: Set<Int>
        var isLogicallyComplete = false
        var logicallyPendingTokens: Set<Int>
    }

    /// The current model (target) value.
    private(set) var model: Value
    private var animator: Animator?

    /// Creates a track showing `value`, with nothing animating.
    init(_ value: Value) {
        model = value
    }

    /// Sets a new model value at `time` (seconds on the host clock). With a nil
    /// animation the model jumps and running deltas keep playing (§4.3 point 3).
    /// `token` identifies the transaction, for completion callbacks.
    mutating func update(to newValue: Value, animation: Animation?, at time: Double, token: Int = 0) {
        guard newValue != model else { return }
        guard let animation else {
            model = newValue
            return
        }
        let delta = newValue - model
        model = newValue
        guard var running = animator else {
            animator = Animator(animation: animation, state: AnimationState(), interval: delta,
                                beginTime: time, tokens: [token], logicallyPendingTokens: [token])
            return
        }
        let elapsed = max(0, time - running.beginTime)
        var context = AnimationContext(state: running.state)
        if animation.shouldMerge(previous: running.animation, value: running.interval, time: elapsed, context: &context) {
            running.state = context.state
            running.animation = animation
        } else {
            CombinedAnimation.combine(into: &running.animation, state: &running.state, value: running.interval,
                                      elapsed: elapsed, newAnimation: animation, newValue: delta)
        }
        running.interval += delta
        running.tokens.insert(token)
        running.isLogicallyComplete = false
        running.logicallyPendingTokens.insert(token)
        animator = running
    }

    /// The presented value at `time`: `model − interval + animate(interval, t − begin)`.
    /// Drops the animation once it returns nil (the model value is shown).
    mutating func advance(to time: Double) -> Value {
        guard var running = animator else { return model }
        var context = AnimationContext(state: running.state, isLogicallyComplete: running.isLogicallyComplete)
        let elapsed = max(0, time - running.beginTime)
        guard let current = running.animation.animate(value: running.interval, time: elapsed, context: &context) else {
            animator = nil
            return model
        }
        running.state = context.state
        if context.isLogicallyComplete {
            // A curve that has logically completed exactly on its target has nothing left to show: end it now
            // rather than one frame later, so an idle host stops drawing at the animation's duration.
            if current == running.interval {
                animator = nil
                return model
            }
            running.isLogicallyComplete = true
            running.logicallyPendingTokens = []
        }
        animator = running
        return model - running.interval + current
    }

    /// Whether an animation is running.
    var isAnimating: Bool { animator != nil }

    /// When the running animation ends, on the host clock, if its length is known in advance.
    var endTime: Double? {
        guard let running = animator, let duration = running.animation.knownDuration else { return nil }
        return running.beginTime + duration
    }

    /// Whether the running animation never ends.
    var isEndless: Bool { animator?.animation.isEndless ?? false }

    /// Tokens of transactions whose animations on this track are still
    /// running (SwiftUI's `.removed` completion criteria: all tokens stay
    /// until the whole, possibly merged or combined, animation is removed).
    var runningTokens: Set<Int> { animator?.tokens ?? [] }

    /// Tokens of transactions whose animations have not yet logically
    /// completed (SwiftUI's `.logicallyComplete` criteria, judged on the
    /// newest animation as of the last ``advance(to:)``).
    var logicallyRunningTokens: Set<Int> { animator?.logicallyPendingTokens ?? [] }
}
