import Foundation
import Testing
@testable import Declarative

struct SpringAnimationTests {
    // §7 closed-form rows through `.spring(...)` (Fluid engine). The animation
    // ends (nil → model value) at the ε-settling time (§1.3 rule), which is
    // 0.982496 s, 0.734772 s and 1.381647 s for these springs.
    @Test(arguments: [
        (Animation.spring(duration: 0.6, bounce: 0.3),
         [0.000000, 0.106581, 0.327495, 0.757061, 0.984087, 1.035281, 0.998112, 0.999162], 0.982496),
        (Animation.spring(duration: 0.5, bounce: 0),
         [0.000000, 0.131311, 0.357740, 0.715416, 0.890034, 0.986399, 0.999524, 0.999953], 0.734772),
        (Animation.spring(duration: 0.5, bounce: -0.3),
         [0.000000, 0.114430, 0.290826, 0.570395, 0.742606, 0.907764, 0.980217, 0.992911], 1.381647),
        // Extra rows: presets.
        (Animation.default,
         [0, 0.112512, 0.316461, 0.665624, 0.856214, 0.977810, 0.998911, 0.999864], 0.8082),
        (Animation.snappy,
         [0, 0.138210, 0.388102, 0.786369, 0.956447, 1.006020, 1.000155, 0.999966], 0.7067),
        (Animation.bouncy,
         [0, 0.145715, 0.423302, 0.873711, 1.033930, 1.014498, 0.998779, 1.000072], 0.8187),
    ])
    func fluidSpringsMatchVectors(animation: Animation, expected: [Double], end: Double) {
        for (t, e) in zip(animVectorTimes, expected) {
            // t = 0 with a zero-velocity start is "at rest at the start", not finished.
            let p = animProgress(animation, at: t)
            if t > end {
                #expect(p == nil, "finished at t = \(t)")
            } else {
                #expect(animClose(p ?? .nan, e), "t = \(t)")
            }
        }
        // The end time does not depend on the size of the change.
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 500.0, time: end - 0.01, context: &context) != nil)
        context = AnimationContext<Double>()
        #expect(animation.animate(value: 500.0, time: end + 0.01, context: &context) == nil)
    }

    @Test func interpolatingSpringsMatchVectors() {
        let expected = [0.000000, 0.106581, 0.327495, 0.757061, 0.984087, 1.035281, 0.998112, 0.999162]
        let a = Animation.interpolatingSpring(duration: 0.6, bounce: 0.3)
        for (t, e) in zip(animVectorTimes, expected) {
            let p = animProgress(a, at: t)
            if t > 0.982496 { #expect(p == nil) } else { #expect(animClose(p ?? .nan, e), "t = \(t)") }
        }
        let k = Spring(duration: 0.6, bounce: 0.3)
        #expect(a == .interpolatingSpring(mass: 1, stiffness: k.stiffness, damping: k.damping))
        #expect(a == .interpolatingSpring(k))
    }

    @Test func interpolatingSpringClampsOverdampingToCritical() {
        // bounce −0.3 behaves like the critically damped (0.5, 0) row.
        let a = Animation.interpolatingSpring(duration: 0.5, bounce: -0.3)
        #expect(animClose(animProgress(a, at: 0.1) ?? .nan, 0.357740))
        #expect(animClose(animProgress(a, at: 0.3) ?? .nan, 0.890034))
    }

    @Test func interpolatingSpringInitialVelocityIsFractionPerSecond() {
        let a = Animation.interpolatingSpring(duration: 0.6, bounce: 0.3, initialVelocity: 2)
        var context = AnimationContext<Double>()
        #expect(animClose(a.animate(value: 10.0, time: 0.1, context: &context) ?? .nan, 4.148746502655605, 1e-8))
        #expect(animClose(a.velocity(value: 10.0, time: 0.2, context: context) ?? .nan, 29.586686115079663, 1e-7))
    }

    @Test func springOverloadsResolveAsSwiftUI() {
        // `.spring()` binds to spring(duration:bounce:) — response 0.5, ζ 1, not ζ 0.825.
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0))
        #expect(Animation.spring() != .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring(Spring(duration: 0.6, bounce: 0.3)) == .spring(duration: 0.6, bounce: 0.3))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy(duration: 0.4, extraBounce: 0.1) == .spring(duration: 0.4, bounce: 0.25))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        // Bare interactiveSpring: duration 0.15, bounce 0.15, blend 0.25.
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(response: 0.15) == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
    }

    @Test func fluidSpringLogicallyCompletesAfterResponse() {
        var context = AnimationContext<Double>()
        let a = Animation.spring(duration: 0.6, bounce: 0.3)
        _ = a.animate(value: 1.0, time: 0.59, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = a.animate(value: 1.0, time: 0.6, context: &context)
        #expect(context.isLogicallyComplete)
    }
}
