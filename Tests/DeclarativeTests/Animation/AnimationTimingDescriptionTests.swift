import Foundation
import Testing
@testable import Declarative

struct AnimationTimingDescriptionTests {
    @Test func plainCurvesMapToCSSKeywords() {
        #expect(Animation.easeInOut.timingDescription?.cssTimingFunction == "ease-in-out")
        #expect(Animation.easeIn.timingDescription?.cssTimingFunction == "ease-in")
        #expect(Animation.easeOut.timingDescription?.cssTimingFunction == "ease-out")
        #expect(Animation.linear(duration: 2).timingDescription?.cssTimingFunction == "linear")
        #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4).timingDescription?.cssTimingFunction
            == "cubic-bezier(0.1, 0.2, 0.3, 0.4)")
        #expect(Animation.linear.timingDescription?.duration == 0.35)
    }

    @Test func seedRepeatThenDelayFlattens() {
        let d = Animation.easeInOut(duration: 0.9).repeatForever().delay(0.28).timingDescription
        #expect(d?.delay == 0.28)
        #expect(d?.iterationDelay == 0)
        #expect(d?.repeatCount == nil)
        #expect(d?.autoreverses == true)
        #expect(d?.reversedLegMatchesCSSAlternate == true)
    }

    @Test func speedThenDelayKeepsDelayUnscaled() {
        let d = Animation.easeInOut.speed(0.3).delay(1).timingDescription
        #expect(animClose(d?.duration ?? .nan, 0.35 / 0.3, 1e-12))
        #expect(d?.delay == 1)
        #expect(d?.repeatCount == 1)
    }

    @Test func delayInsideRepeatBecomesIterationDelay() {
        let d = Animation.easeIn(duration: 1).delay(0.5).repeatCount(4).speed(2).timingDescription
        #expect(d?.iterationDelay == 0.25)
        #expect(d?.duration == 0.5)
        #expect(d?.period == 0.75)
        #expect(d?.repeatCount == 4)
        #expect(d?.reversedLegMatchesCSSAlternate == false)
    }

    @Test func nonRepresentableAnimationsHaveNoDescription() {
        #expect(Animation.spring.timingDescription == nil)
        #expect(Animation.interpolatingSpring.timingDescription == nil)
        #expect(Animation.timingCurve(.circularEaseIn, duration: 1).timingDescription == nil)
        #expect(Animation.linear.repeatCount(2).repeatForever().timingDescription == nil)
        #expect(Animation.linear.speed(0).timingDescription == nil)
    }
}
