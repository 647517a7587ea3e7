import Foundation
import Testing
@testable import Declarative

/// Reference values: WebKit's UnitBezier solver and the closed-form spring of Apple's `Spring` documentation.
private let easeInOutAt = [0.15 / 0.35: 0.37843124363772324, 0.3 / 0.35: 0.9590957993713735]

struct AnimationModifierTests {
    @Test func delayHoldsStartThenRunsBase() {
        let a = Animation.linear(duration: 1).delay(0.5)
        #expect(animProgress(a, at: 0.25) == 0)
        #expect(animClose(animProgress(a, at: 0.75) ?? .nan, 0.25, 1e-12))
        #expect(animProgress(a, at: 1.5) == 1)
        #expect(animProgress(a, at: 1.51) == nil)
    }

    @Test func speedScalesTime() {
        let a = Animation.linear(duration: 1).speed(2)
        #expect(animClose(animProgress(a, at: 0.25) ?? .nan, 0.5, 1e-12))
        #expect(animProgress(a, at: 0.51) == nil)
        // A one-second animation at speed 0.25 takes four seconds.
        #expect(animClose(animProgress(.linear(duration: 1).speed(0.25), at: 3) ?? .nan, 0.75, 1e-12))
    }

    @Test func speedOutsideDelayScalesTheDelay() {
        // a.delay(1).speed(2): starts after 0.5 s.
        let a = Animation.linear(duration: 1).delay(1).speed(2)
        #expect(animProgress(a, at: 0.5) == 0)
        #expect(animClose(animProgress(a, at: 0.75) ?? .nan, 0.5, 1e-12))
        #expect(animProgress(a, at: 1.01) == nil)
    }

    @Test func seedEaseInOutSpeedThenDelayKeepsDelayUnscaled() {
        // `.easeInOut.speed(0.3).delay(1)`: held for 1 s, then 0.35/0.3 s long.
        let a = Animation.easeInOut.speed(0.3).delay(1)
        #expect(animProgress(a, at: 0.99) == 0)
        #expect(animClose(animProgress(a, at: 1.5) ?? .nan, easeInOutAt[0.15 / 0.35]!))
        #expect(animClose(animProgress(a, at: 2.0) ?? .nan, easeInOutAt[0.3 / 0.35]!))
        #expect(animProgress(a, at: 1 + 0.35 / 0.3 - 1e-9) != nil)
        #expect(animProgress(a, at: 1 + 0.35 / 0.3 + 1e-6) == nil)
    }

    @Test(arguments: [
        // (bar index i, expected progress at t = 1.45): reversed second leg,
        // 1 − easeInOut((1.45 − 0.14·i − 0.9)/0.9).
        (0, 0.31429310509484987), (1, 0.5762439806499565), (2, 0.8126040932946876), (3, 0.958158218836232),
    ])
    func seedRepeatForeverThenDelayIsOnReversedLegAt1_45(index: Int, expected: Double) {
        let a = Animation.easeInOut(duration: 0.9).repeatForever().delay(Double(index) * 0.14)
        // Frame by frame at 60 fps …
        let frames = (0...87).map { Double($0) / 60 }  // 0 … 1.45
        let sampled = animSamples(a, at: frames)
        #expect(animClose(sampled.last!! , expected))
        // … and in a single jump: the period is nominal, not frame-quantised.
        #expect(animClose(animProgress(a, at: 1.45) ?? .nan, expected))
        // Delay before the first leg shows the start value.
        if index > 0 { #expect(animSamples(a, at: [0, 0.1])[1] == 0) }
    }

    @Test func seedSpringWithStaggeredDelay() {
        for index in 0..<4 {
            let delay = Double(index) * 0.09
            let a = Animation.spring(duration: 0.6, bounce: 0.3).delay(delay)
            #expect(animProgress(a, at: delay * 0.5) == 0)
            #expect(animClose(animProgress(a, at: delay + 0.5) ?? .nan, 1.035281))
            #expect(animClose(animProgress(a, at: delay + 0.2) ?? .nan, 0.757061))
        }
    }

    @Test func reversedLegIsNotTimeMirrored() {
        // easeIn leg reversed presents 1 − easeIn(τ), not easeIn(1 − τ).
        let a = Animation.easeIn(duration: 1).repeatForever()
        #expect(animClose(animProgress(a, at: 0.25) ?? .nan, 0.09346465071882484))
        #expect(animClose(animProgress(a, at: 1.25) ?? .nan, 0.9065353492811752))
        #expect(animClose(animProgress(a, at: 2.25) ?? .nan, 0.09346465071882484))
    }

    @Test func repeatCountEndsAndSnapsToModel() {
        let a = Animation.linear(duration: 1).repeatCount(2)
        let s = animSamples(a, at: [0.25, 0.75, 1.25, 1.75, 2.01])
        #expect(animClose(s[0] ?? .nan, 0.25, 1e-12))
        #expect(animClose(s[2] ?? .nan, 0.75, 1e-12))
        #expect(animClose(s[3] ?? .nan, 0.25, 1e-12))
        #expect(s[4] == nil)
        #expect(animProgress(.linear(duration: 1).repeatCount(1), at: 1.5) == nil)
    }

    @Test func repeatWithoutAutoreverseRestartsFromStart() {
        let a = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        let s = animSamples(a, at: [0.5, 1.25, 2.75, 3.1])
        #expect(animClose(s[0] ?? .nan, 0.5, 1e-12))
        #expect(animClose(s[1] ?? .nan, 0.25, 1e-12))
        #expect(animClose(s[2] ?? .nan, 0.75, 1e-12))
        #expect(s[3] == nil)
    }

    @Test func delayInsideRepeatAppliesEveryIteration() {
        // Period 1.5: 0.5 s hold + 1 s leg.
        let a = Animation.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false)
        #expect(animClose(animProgress(a, at: 1.25) ?? .nan, 0.75, 1e-12))
        #expect(animProgress(a, at: 1.75) == 0)
        #expect(animClose(animProgress(a, at: 2.25) ?? .nan, 0.25, 1e-12))
        // With autoreverse the hold of a reversed leg shows the end value.
        let b = Animation.linear(duration: 1).delay(0.5).repeatForever()
        #expect(animProgress(b, at: 1.75) == 1)
        #expect(animClose(animProgress(b, at: 2.25) ?? .nan, 0.75, 1e-12))
    }

    @Test func repeatOfSpringRestartsAtFrameWhereBaseFinished() {
        // Fluid springs have no fixed length: the next iteration starts at the
        // frame where the previous one ended (SwiftUI's behaviour).
        let a = Animation.spring(duration: 0.5).repeatForever(autoreverses: false)
        var context = AnimationContext<Double>()
        #expect(a.animate(value: 1.0, time: 0.5, context: &context) != nil)
        #expect(a.animate(value: 1.0, time: 0.75, context: &context) == 1)  // base ended → iteration 2 starts at 0.75
        #expect(animClose(a.animate(value: 1.0, time: 0.95, context: &context) ?? .nan, 0.715416))
    }

    @Test func modifiersAreHashableByStructure() {
        #expect(Animation.linear.delay(1).speed(2) == Animation.linear.delay(1).speed(2))
        #expect(Animation.linear.delay(1).speed(2) != Animation.linear.speed(2).delay(1))
        #expect(Animation.linear.repeatForever() != Animation.linear.repeatForever(autoreverses: false))
        #expect(Set([Animation.easeIn, .easeIn, .easeOut]).count == 2)
    }
}
