import Foundation

/// SwiftUI's persistent spring (`.spring`, `.smooth`, `.snappy`, `.bouncy`,
/// `.interactiveSpring`, `.default`).
///
/// Works on the actual delta (not on [0, 1]) with the closed form of
/// ``Spring`` seeded by an offset and a velocity. A new fluid spring always
/// merges: it takes over the running animation's presented offset and
/// velocity and continues toward the combined target; if the previous one
/// was a fluid spring with another response, the response is blended over
/// `blendDuration` with a smoothstep (the blend is integrated in closed-form
/// steps of 1/300 s).
///
/// End condition (§1.3 "practical rule", not the integrator's §1.5
/// thresholds): finished when `|Δ − x| < ε·s` and `|x'| < ε·s·ω0`, with
/// ε = 1e‑3 and `s = max(|Δ|, |Δ − x₀|, |v₀|/ω0)` (`x₀, v₀` = the seed),
/// so a fresh spring ends at its exact ε-settling time whatever the size of Δ.
/// Logically complete once `response` seconds have passed since the (re)start.
struct FluidSpringAnimation: CustomAnimation, CustomStringConvertible {
    var response: Double
    var dampingFraction: Double
    var blendDuration: TimeInterval

    static let epsilon = 1e-3
    static let blendStep = 1.0 / 300

    struct State<V: VectorArithmetic>: AnimationStateKey {
        var offset: V = .zero
        var velocity: V = .zero
        var anchorTime: Double = 0
        var startTime: Double = 0
        var blendStart: Double = 0
        var blendInterval: Double = 0
        var seedScale: Double = 0
        var needsSeedScale = false
        static var defaultValue: State { State() }
    }

    private func spring(_ response: Double) -> Spring {
        Spring(response: response, dampingRatio: dampingFraction)
    }

    /// The (possibly blended) response at `time`.
    func response<V>(at time: Double, state: State<V>) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
        return response + state.blendInterval * (1 - p * p * (3 - 2 * p))
    }

    /// Moves the seed forward through the blend period in fixed steps.
    private func advanceAnchor<V>(_ state: inout State<V>, value: V, to time: Double) {
        guard blendDuration > 0, state.blendInterval != 0 else { return }
        let blendEnd = state.blendStart + blendDuration
        while state.anchorTime < blendEnd {
            let h = min(Self.blendStep, blendEnd - state.anchorTime)
            guard state.anchorTime + h <= time else { break }
            let r = response(at: state.anchorTime + h / 2, state: state)
            spring(r).update(value: &state.offset, velocity: &state.velocity, target: value, deltaTime: h)
            state.anchorTime += h
        }
    }

    /// Offset, velocity and response at `time`, from the current seed.
    private func evaluate<V>(_ state: State<V>, value: V, time: Double) -> (V, V, Double) {
        let r = response(at: (state.anchorTime + time) / 2, state: state)
        let s = spring(r)
        let dt = time - state.anchorTime
        let distance = value - state.offset
        let x = state.offset + s.value(target: distance, initialVelocity: state.velocity, time: dt)
        let v = s.velocity(target: distance, initialVelocity: state.velocity, time: dt)
        return (x, v, r)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[State<V>.self]
        if state.needsSeedScale {
            let w0 = 2 * .pi / response(at: state.anchorTime, state: state)
            state.seedScale = max((value - state.offset).magnitude, state.velocity.magnitude / w0)
            state.needsSeedScale = false
        }
        advanceAnchor(&state, value: value, to: time)
        let (x, v, r) = evaluate(state, value: value, time: time)
        context.state[State<V>.self] = state
        if time - state.startTime >= r { context.isLogicallyComplete = true }
        let scale = max(value.magnitude, state.seedScale)
        guard scale > 0, r > 0 else { return nil }
        let w0 = 2 * .pi / r
        if (value - x).magnitude < Self.epsilon * scale && v.magnitude < Self.epsilon * scale * w0 {
            return nil
        }
        return x
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        var state = context.state[State<V>.self]
        advanceAnchor(&state, value: value, to: time)
        return evaluate(state, value: value, time: time).1
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        let previousState = context.state[State<V>.self]
        let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        let offset = previous.animate(value: value, time: time, context: &context) ?? value
        var state = State<V>()
        state.offset = offset
        state.velocity = velocity
        state.anchorTime = time
        state.startTime = time
        state.needsSeedScale = true
        if let previous = previous.as(FluidSpringAnimation.self) {
            let previousResponse = previous.response(at: time, state: previousState)
            if previousResponse != response {
                state.blendInterval = previousResponse - response
                state.blendStart = time
            }
        }
        context.state[State<V>.self] = state
        return true
    }

    var description: String {
        "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}

extension Animation {
    /// A persistent spring animation. When mixed with other `spring()` or
    /// `interactiveSpring()` animations on the same property, each animation
    /// is replaced by its successor, preserving velocity.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - bounce: 0 is critically damped; positive values bounce (max 1), negative are overdamped (min −1).
    ///   - blendDuration: The time over which to interpolate changes to the duration.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation with a response (approximate duration)
    /// and a damping fraction (1 = critically damped).
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds.
    ///   - dampingFraction: The amount of drag, as a fraction of critical damping.
    ///   - blendDuration: The time over which to interpolate changes to the response.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring animation driven by `spring`'s response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A persistent spring with the default parameters (duration 0.5, no bounce).
    public static var spring: Animation { spring() }

    /// A spring with a low response, for driving interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short duration and a base bounce of 0.15, for driving interactive animations.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An interactive spring with the default parameters.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Animation { smooth() }

    /// A smooth spring that can be tuned; base bounce 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small amount of bounce that feels snappy.
    public static var snappy: Animation { snappy() }

    /// A snappy spring that can be tuned; base bounce 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a higher amount of bounce.
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring that can be tuned; base bounce 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The default animation: a critically damped spring with a response of
    /// 0.55 s, as documented by Apple (`spring(response: 0.55, dampingFraction: 1.0)`).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)
}
