import Foundation
import Testing
@testable import Declarative

struct TimingCurveAnimationTests {
    // §7 table rows (progress; 1.0 after the duration = model value shown).
    @Test(arguments: [
        (Animation.easeInOut(duration: 0.35), [0.000000, 0.040904, 0.169702, 0.621569, 0.959096, 1, 1, 1]),
        (Animation.easeIn, [0.000000, 0.033390, 0.118784, 0.395350, 0.774713, 1, 1, 1]),
        (Animation.easeOut, [0.000000, 0.225287, 0.426309, 0.757880, 0.966610, 1, 1, 1]),
        (Animation.linear, [0.000000, 0.142857, 0.285714, 0.571429, 0.857143, 1, 1, 1]),
    ])
    func timingCurvesMatchVectors(animation: Animation, expected: [Double]) {
        for (t, e) in zip(animVectorTimes, expected) {
            let p = animProgress(animation, at: t)
            if t > 0.35 {
                #expect(p == nil, "finished after its duration (t = \(t))")
            } else {
                #expect(animClose(p ?? .nan, e), "t = \(t)")
            }
        }
    }

    @Test func staticCurvesLastPointThreeFiveSeconds() {
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.linear == .timingCurve(.linear, duration: 0.35))
        #expect(Animation.easeIn == .timingCurve(.easeIn, duration: 0.35))
        #expect(Animation.easeOut != .easeIn)
        #expect(animProgress(.easeOut, at: 0.35) == 1)
        #expect(animProgress(.easeOut, at: 0.3501) == nil)
    }

    @Test func timingCurveUsesGivenControlPoints() {
        let a = Animation.timingCurve(0.42, 0, 0.58, 1, duration: 2)
        // Same shape as the §7 ease-in-out row, stretched to 2 s.
        #expect(animClose(animProgress(a, at: 2 * 0.1 / 0.35) ?? .nan, 0.169702))
        #expect(animClose(animProgress(.timingCurve(0.42, 0, 0.58, 1), at: 0.1) ?? .nan, 0.169702))
    }

    @Test func zeroDurationEndsImmediately() {
        #expect(animProgress(.linear(duration: 0), at: 0) == nil)
    }

    @Test func velocityIsCurveSlopeOverDuration() {
        var context = AnimationContext<Double>()
        _ = Animation.easeInOut(duration: 2).animate(value: 10.0, time: 1, context: &context)
        let v = Animation.easeInOut(duration: 2).velocity(value: 10.0, time: 1, context: context)
        #expect(animClose(v ?? .nan, 10 * 1.7241379310344829 / 2, 1e-9))
    }

    @Test func animatesVectorValuesComponentWise() {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let v = Animation.linear(duration: 1).animate(value: AnimatablePair(10.0, -4.0), time: 0.25, context: &context)
        #expect(v == AnimatablePair(2.5, -1.0))
    }

    @Test func logicallyCompleteAtDuration() {
        var context = AnimationContext<Double>()
        _ = Animation.linear(duration: 1).animate(value: 1.0, time: 0.5, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = Animation.linear(duration: 1).animate(value: 1.0, time: 1, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func descriptionNamesTheCurve() {
        #expect(Animation.easeInOut(duration: 0.9).description == "easeInOut(duration: 0.9)")
        #expect(Animation.linear.delay(1).description == "linear(duration: 0.35).delay(1.0)")
    }
}
