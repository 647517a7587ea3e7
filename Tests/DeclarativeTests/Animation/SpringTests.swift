import Foundation
import Testing
@testable import Declarative

struct SpringTests {
    @Test func appleDocumentedExamplesHold() {
        // Apple `Spring` overview: (duration 0.5, bounce 0.3) → (1.0, 157.9, 17.6).
        let a = Spring(duration: 0.5, bounce: 0.3)
        #expect(a.mass == 1)
        #expect(animClose(a.stiffness, 157.9137, 1e-4))
        #expect(animClose(a.damping, 17.5929, 1e-4))
        // (mass 1, stiffness 100, damping 10) → (duration 0.63, bounce 0.5).
        let b = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(animClose(b.duration, 0.6283, 1e-4))
        #expect(animClose(b.bounce, 0.5, 1e-12))
    }

    // §7 spring parameter table: (duration, bounce) → ζ, k, c, ω0.
    @Test(arguments: [
        (0.6, 0.3, 0.7, 109.662271, 14.660766, 10.471976),
        (0.5, 0.0, 1.0, 157.913670, 25.132741, 12.566371),
        (0.5, -0.3, 1.428571, 157.913670, 35.903916, 12.566371),
    ])
    func parameterTableMatches(duration: Double, bounce: Double, zeta: Double, k: Double, c: Double, w0: Double) {
        let s = Spring(duration: duration, bounce: bounce)
        #expect(animClose(s.dampingRatio, zeta))
        #expect(animClose(s.stiffness, k))
        #expect(animClose(s.damping, c))
        #expect(animClose(s.angularFrequency, w0))
        #expect(animClose(s.duration, duration, 1e-12))
        #expect(animClose(s.response, duration, 1e-12))
        #expect(animClose(s.bounce, bounce, 1e-12))
    }

    // §7 closed-form progress rows.
    @Test(arguments: [
        (0.6, 0.3, [0.000000, 0.106581, 0.327495, 0.757061, 0.984087, 1.035281, 0.998112, 0.999162]),
        (0.5, 0.0, [0.000000, 0.131311, 0.357740, 0.715416, 0.890034, 0.986399, 0.999524, 0.999953]),
        (0.5, -0.3, [0.000000, 0.114430, 0.290826, 0.570395, 0.742606, 0.907764, 0.980217, 0.992911]),
    ])
    func closedFormMatchesVectors(duration: Double, bounce: Double, expected: [Double]) {
        let s = Spring(duration: duration, bounce: bounce)
        for (t, e) in zip(animVectorTimes, expected) {
            #expect(animClose(s.value(target: 1.0, time: t), e), "t = \(t)")
            // Linear in the target.
            #expect(animClose(s.value(target: 250.0, time: t), 250 * e, 250e-6), "t = \(t)")
        }
    }

    @Test func firstPeakAndOvershoot() {
        let s = Spring(duration: 0.6, bounce: 0.3)
        let peak = 0.420084
        #expect(animClose(s.value(target: 1.0, time: peak) - 1, 0.045988))
        #expect(abs(s.velocity(target: 1.0, time: 0.4200839)) < 1e-4)
        #expect(s.velocity(target: 1.0, time: 0.41) > 0)
        #expect(s.velocity(target: 1.0, time: 0.43) < 0)
        // Overshoot e^(−πζ/√(1−ζ²)).
        #expect(animClose(s.value(target: 1.0, time: .pi / (10.471976 * (1 - 0.49).squareRoot())) - 1,
                          exp(-.pi * 0.7 / (1 - 0.49).squareRoot()), 1e-6))
    }

    @Test func velocityIsDerivativeOfValue() {
        for s in [Spring(duration: 0.6, bounce: 0.3), Spring(duration: 0.5), Spring(duration: 0.5, bounce: -0.3)] {
            for t in [0.05, 0.2, 0.7] {
                let h = 1e-6
                let numeric = (s.value(target: 2.0, initialVelocity: 3.0, time: t + h)
                    - s.value(target: 2.0, initialVelocity: 3.0, time: t - h)) / (2 * h)
                #expect(animClose(s.velocity(target: 2.0, initialVelocity: 3.0, time: t), numeric, 1e-5))
            }
            #expect(animClose(s.velocity(target: 2.0, initialVelocity: 3.0, time: 0), 3.0, 1e-12))
        }
    }

    @Test func settlingDurationIsExactEpsilonCrossing() {
        // §7 "true ε-settle" column and the preset rows.
        #expect(animClose(Spring(duration: 0.6, bounce: 0.3).settlingDuration, 0.982496))
        #expect(animClose(Spring(duration: 0.5, bounce: 0).settlingDuration, 0.734772))
        #expect(animClose(Spring(duration: 0.5, bounce: -0.3).settlingDuration, 1.381647))
        #expect(animClose(Spring(response: 0.55, dampingRatio: 1).settlingDuration, 0.8082, 1e-4))
        #expect(animClose(Spring.snappy.settlingDuration, 0.6967, 1e-4))
        #expect(animClose(Spring.bouncy.settlingDuration, 0.8187, 1e-4))
    }

    @Test func settlingDurationInitInvertsSettling() {
        let s = Spring(settlingDuration: 2, dampingRatio: 0.7)
        #expect(animClose(s.dampingRatio, 0.7, 1e-12))
        #expect(animClose(s.settlingDuration, 2, 1e-6))
        // Unit-response ζ = 0.7 settles in 1.637493 s (the closed form, solved numerically), so the response is 2/1.637493.
        #expect(animClose(s.response, 2 / 1.6374934347662269, 1e-6))
    }

    @Test func updateReseedsClosedForm() {
        let s = Spring(duration: 0.5)
        var x = 0.0, v = 0.0
        s.update(value: &x, velocity: &v, target: 1.0, deltaTime: 0.1)
        s.update(value: &x, velocity: &v, target: 1.0, deltaTime: 0.1)
        #expect(animClose(x, 0.715416))
        #expect(animClose(v, 2.558283))
    }

    @Test func forceIsHookesLawWithDamping() {
        let s = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(animClose(s.force(target: 1.0, position: 0.25, velocity: 2.0), (100 * 0.75 - 10 * 2) / 2, 1e-12))
    }

    @Test func overdampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(animClose(clamped.dampingRatio, 1, 1e-12))
        let free = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(animClose(free.dampingRatio, 2, 1e-12))
        #expect(animClose(free.bounce, -0.5, 1e-12))
    }

    @Test func presetsUseDocumentedBounces() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(animClose(Spring.snappy.dampingRatio, 0.85, 1e-12))
        #expect(animClose(Spring.bouncy.dampingRatio, 0.7, 1e-12))
        #expect(animClose(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4, 1e-12))
        #expect(animClose(Spring.snappy(duration: 0.3).duration, 0.3, 1e-12))
    }
}
