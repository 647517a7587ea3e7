import Foundation

/// Closed-form motion of a ``Spring`` (§1.2 of the animation reference).
///
/// The displacement travelled from the start is linear in the distance to
/// the target `Δ` and the initial velocity `v0`:
/// `x(t) = a(t)·Δ + b(t)·v0`, `x'(t) = a'(t)·Δ + b'(t)·v0`.
struct SpringCoefficients {
    /// Coefficient of `Δ` in the displacement.
    var position: Double
    /// Coefficient of `v0` in the displacement.
    var positionFromVelocity: Double
    /// Coefficient of `Δ` in the velocity.
    var velocity: Double
    /// Coefficient of `v0` in the velocity.
    var velocityFromVelocity: Double

    init(spring: Spring, time t: Double) {
        let w0 = spring.angularFrequency
        let lambda = spring.decayConstant
        let zeta = spring.dampingRatio
        guard w0.isFinite, w0 > 0, t > 0 else {
            // t ≤ 0: at rest at the start. Infinitely stiff: already at the target.
            let stiff = !(w0.isFinite) && t > 0
            self.init(position: stiff ? 1 : 0, positionFromVelocity: 0, velocity: 0,
                      velocityFromVelocity: stiff ? 0 : 1)
            return
        }
        if abs(zeta - 1) < 1e-12 {
            let e = exp(-lambda * t)
            self.init(position: 1 - e * (1 + lambda * t), positionFromVelocity: t * e,
                      velocity: e * lambda * lambda * t, velocityFromVelocity: e * (1 - lambda * t))
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-lambda * t), s = sin(wd * t), c = cos(wd * t)
            self.init(position: 1 - e * (c + lambda * s / wd), positionFromVelocity: e * s / wd,
                      velocity: e * s * (wd + lambda * lambda / wd),
                      velocityFromVelocity: e * (c - lambda * s / wd))
        } else {
            let s = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -lambda + s, r2 = -lambda - s
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            self.init(position: 1 - ((lambda + s) * e1 + (s - lambda) * e2) / (2 * s),
                      positionFromVelocity: (e1 - e2) / (2 * s),
                      velocity: -((lambda + s) * r1 * e1 + (s - lambda) * r2 * e2) / (2 * s),
                      velocityFromVelocity: (r1 * e1 - r2 * e2) / (2 * s))
        }
    }

    private init(position: Double, positionFromVelocity: Double, velocity: Double, velocityFromVelocity: Double) {
        self.position = position
        self.positionFromVelocity = positionFromVelocity
        self.velocity = velocity
        self.velocityFromVelocity = velocityFromVelocity
    }
}

extension Spring {
    /// The displacement from the start after `time` seconds, moving towards
    /// `target` (the distance to travel) with `initialVelocity` (positive
    /// towards the target).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = SpringCoefficients(spring: self, time: time)
        return target.scaled(by: k.position) + initialVelocity.scaled(by: k.positionFromVelocity)
    }

    /// The velocity after `time` seconds, for the same motion as
    /// ``value(target:initialVelocity:time:)``.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = SpringCoefficients(spring: self, time: time)
        return target.scaled(by: k.velocity) + initialVelocity.scaled(by: k.velocityFromVelocity)
    }

    /// The value after `time` seconds of a spring moving from `fromValue` to `toValue`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity after `time` seconds of a spring moving from `fromValue` to `toValue`.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances a spring simulation by `deltaTime` seconds: the closed form
    /// is re-seeded with the current `value` and `velocity`, so repeated
    /// updates are exact for any step size.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let distance = target - value
        let k = SpringCoefficients(spring: self, time: deltaTime)
        let newVelocity = distance.scaled(by: k.velocity) + velocity.scaled(by: k.velocityFromVelocity)
        value += distance.scaled(by: k.position) + velocity.scaled(by: k.positionFromVelocity)
        velocity = newVelocity
    }

    /// The force (per unit mass) acting on a spring at `position` with
    /// `velocity`: `(k·(target − position) − c·velocity) / m`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness / mass) - velocity.scaled(by: damping / mass)
    }

    /// The force for a spring moving from `fromValue` to `toValue`.
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue - fromValue, position: position - fromValue, velocity: velocity)
    }

    /// The time after which the displacement stays within `epsilon·|target|`
    /// of `target` (the exact last crossing of the band, found by a scan
    /// followed by bisection).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let threshold = epsilon * target.magnitude
        return lastTime { t in
            (value(target: target, initialVelocity: initialVelocity, time: t) - target).magnitude >= threshold
        }
    }

    /// The settling duration for a spring moving from `fromValue` to `toValue`.
    public func settlingDuration<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The last time at which `isOutside` holds, for a predicate on this
    /// spring's motion that eventually becomes (and stays) false.
    func lastTime(where isOutside: (Double) -> Bool) -> TimeInterval {
        let w0 = angularFrequency
        guard w0.isFinite, w0 > 0 else { return 0 }
        let zeta = dampingRatio
        guard zeta > 0 else { return .infinity }
        let lambda = decayConstant
        let slowRate = zeta > 1 ? lambda - w0 * (zeta * zeta - 1).squareRoot() : lambda
        let period = 2 * .pi / w0
        let window = zeta < 1 ? period * 1.05 : max(period, 4 / slowRate)
        let step = min(period, 1 / slowRate) / 64
        var t = 0.0, lastOut = -1.0, inside = 0.0
        var steps = 0
        while inside < window && steps < 4_000_000 {
            if isOutside(t) { lastOut = t; inside = 0 } else { inside += step }
            t += step
            steps += 1
        }
        guard lastOut >= 0 else { return 0 }
        var lo = lastOut, hi = lastOut + step
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if isOutside(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
