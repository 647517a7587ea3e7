import Foundation

/// SwiftUI's `SpringAnimation` (`.interpolatingSpring`): a closed-form spring
/// on normalised progress (0 → 1) times the delta. Overdamping is clamped to
/// critical damping. Initial velocity is in fractions of the delta per second.
/// Ends (nil) at its ε = 0.001 settling time; logically complete after
/// `2π/ω0`. Never merges, so overlapping ones add up (combine).
struct InterpolatingSpringAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var spring: Spring
    var initialVelocity: Double
    /// The ε-settling time of the unit motion, cached at creation.
    var settlingTime: Double

    init(spring: Spring, initialVelocity: Double) {
        self.spring = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        self.initialVelocity = initialVelocity
        self.settlingTime = self.spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < settlingTime else { return nil }
        if time >= spring.duration { context.isLogicallyComplete = true }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < settlingTime else { return nil }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    var knownDuration: Double? { settlingTime }

    var description: String {
        "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(initialVelocity))"
    }
}

extension Animation {
    /// An interpolating spring animation: a damped spring produces progress
    /// in [0, 1] (with overshoot) that interpolates the change. Overlapping
    /// interpolating springs add their effects.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The stiffness of the spring.
    ///   - damping: The spring damping value.
    ///   - initialVelocity: The initial velocity, in fractions of the change per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(
            spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity))
    }

    /// An interpolating spring with a perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - bounce: How bouncy the spring is (negative values behave as critically damped).
    ///   - initialVelocity: The initial velocity, in fractions of the change per second.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring driven by `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// An interpolating spring with the default parameters (duration 0.5, no bounce).
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
