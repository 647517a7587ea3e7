import Foundation

/// A representation of a spring's motion: a damped harmonic oscillator
/// `m·x'' = −k·(x − target) − c·x'`.
///
/// Create one from a perceptual duration and bounce, from response and
/// damping ratio, or from physical mass, stiffness and damping; evaluate it
/// with the closed-form solution (`value(target:initialVelocity:time:)`).
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the spring.
    public private(set) var mass: Double
    /// The spring stiffness coefficient `k`.
    public private(set) var stiffness: Double
    /// The damping coefficient `c` (after any overdamping clamp).
    public private(set) var damping: Double

    /// Creates a spring with the specified mass, stiffness, and damping.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring. Defaults to 1.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The damping coefficient.
    ///   - allowOverDamping: When false (the default) a damping above the
    ///     critical value `2√(k·m)` is reduced to it (critically damped).
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        let critical = 2 * (stiffness * mass).squareRoot()
        self.damping = allowOverDamping ? damping : min(damping, critical)
    }

    /// Creates a spring with the specified perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration `2π/ω0`, which defines the pace of the spring.
    ///   - bounce: 0 is critically damped, positive values bounce (up to 1,
    ///     undamped), negative values are overdamped (down to −1).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// Creates a spring with the specified response (`2π/ω0`) and damping ratio `ζ`.
    public init(response: Double, dampingRatio: Double) {
        let stiffness = response > 0 ? pow(2 * .pi / response, 2) : .infinity
        self.init(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
                  allowOverDamping: true)
    }

    /// Creates a spring that settles (to within `epsilon` of a unit
    /// displacement, from rest) in `settlingDuration` seconds with the given
    /// damping ratio. Settling time scales linearly with the response, so the
    /// response is solved exactly from a unit-response spring.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettle = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let response = unitSettle > 0 && unitSettle.isFinite ? settlingDuration / unitSettle : 1
        self.init(response: response, dampingRatio: dampingRatio)
    }

    /// SwiftUI's `springDampingFraction(bounce:)`: `1 − b` for `b ≥ 0`, `1/(1 + b)` for `b < 0`.
    static func dampingRatio(bounce: Double) -> Double {
        let b = min(max(bounce, -0.999_999), 1)
        return b < 0 ? 1 / (1 + b) : 1 - b
    }

    /// The undamped angular frequency `ω0 = √(k/m)`.
    var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The decay constant `λ = c/(2m) = ζ·ω0`.
    var decayConstant: Double { damping / (2 * mass) }

    /// The perceptual duration `2π/ω0`, which defines the pace of the spring.
    public var duration: TimeInterval { 2 * .pi / angularFrequency }

    /// The response, identical to ``duration``.
    public var response: Double { duration }

    /// The damping ratio `ζ = c / (2√(k·m))`.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// How bouncy the spring is: `1 − ζ` when `ζ ≤ 1`, else `1/ζ − 1`.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The time the spring takes to come within 0.001 of a unit target from
    /// rest (the exact last crossing of the ε band, see ``settlingDuration(target:initialVelocity:epsilon:)``).
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { smooth() }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and a small amount of bounce (0.15).
    public static var snappy: Spring { snappy() }

    /// A snappy spring that can be tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and a higher amount of bounce (0.3).
    public static var bouncy: Spring { bouncy() }

    /// A bouncy spring that can be tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
