import Foundation
import Testing
@testable import Declarative

/// A custom animation written against the public protocol: a step that jumps
/// to the target halfway through `duration`, using typed animation state to
/// count its calls.
private struct StepAnimation: CustomAnimation {
    var duration: Double

    struct Calls: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Calls.self] += 1
        guard time < duration else { return nil }
        return time < duration / 2 ? .zero : value
    }
}

struct AnimationTrackTests {
    @Test func mergeExampleACombinesTimingCurves() {
        // §4.4 A: linear(1 s) 0→1 at 0; at 0.5 target → 2 with easeInOut(1 s).
        var track = AnimationTrack(0.0)
        track.update(to: 1, animation: .linear(duration: 1), at: 0, token: 1)
        #expect(animClose(track.advance(to: 0.25), 0.25, 1e-12))
        track.update(to: 2, animation: .easeInOut(duration: 1), at: 0.5, token: 2)
        let expected: [(Double, Double)] = [(0.5, 0.5), (0.6, 0.627611), (0.75, 0.911452), (1.0, 1.5), (1.25, 1.870838)]
        for (t, e) in expected {
            #expect(animClose(track.advance(to: t), e), "t = \(t)")
        }
        #expect(track.isAnimating)
        #expect(track.runningTokens == [1, 2])
        #expect(track.advance(to: 1.5) == 2)
        #expect(track.advance(to: 1.51) == 2)
        #expect(!track.isAnimating)
        #expect(track.runningTokens.isEmpty)
    }

    @Test func springRetargetKeepsVelocity() {
        // §4.4 B: .spring(duration: 0.5) 0→1 at 0; at 0.2 retarget → 2.
        // Re-seeded closed form: x = 0.715416, v = 2.558283/s.
        var track = AnimationTrack(0.0)
        track.update(to: 1, animation: .spring(duration: 0.5), at: 0)
        #expect(animClose(track.advance(to: 0.1), 0.357740))
        track.update(to: 2, animation: .spring(duration: 0.5), at: 0.2)
        let expected: [(Double, Double)] = [(0.2, 0.715416), (0.25, 0.952337), (0.3, 1.247773),
                                            (0.4, 1.675873), (0.6, 1.955918)]
        for (t, e) in expected {
            #expect(animClose(track.advance(to: t), e), "t = \(t)")
        }
        // At t = 1.0 the closed form is at 1.999477, inside the ε band
        // (|Δ − x| < 1e-3·2 and slow), so the spring has ended and snapped.
        let spring = Spring(duration: 0.5)
        #expect(animClose(0.715416 + spring.value(target: 2 - 0.715416, initialVelocity: 2.558283, time: 0.8), 1.999477))
        #expect(track.advance(to: 1.0) == 2)
        #expect(!track.isAnimating)
    }

    @Test func springRetargetIsSmooth() {
        // The retargeted spring continues with the same velocity: the slope
        // just before and after the retarget matches the closed form v = 2.558283.
        var track = AnimationTrack(0.0)
        track.update(to: 1, animation: .spring(duration: 0.5), at: 0)
        let before = track.advance(to: 0.2 - 1e-6)
        let at = track.advance(to: 0.2)
        track.update(to: 2, animation: .spring(duration: 0.5), at: 0.2)
        let after = track.advance(to: 0.2 + 1e-6)
        #expect(animClose((at - before) / 1e-6, 2.558283, 1e-3))
        #expect(animClose((after - at) / 1e-6, 2.558283, 1e-3))
    }

    @Test func springBlendsResponseOnRetarget() {
        // interactiveSpring (blend 0.25 s) taking over a slower spring stays
        // continuous and still reaches the new target.
        var track = AnimationTrack(0.0)
        track.update(to: 10, animation: .spring(duration: 1), at: 0)
        let before = track.advance(to: 0.3)
        track.update(to: 20, animation: .interactiveSpring, at: 0.3)
        #expect(animClose(track.advance(to: 0.3), before, 1e-9))
        // Frame rate does not change the blended path.
        var coarse = track, fine = track
        var a = 0.0, b = 0.0
        for i in 1...30 { a = coarse.advance(to: 0.3 + Double(i) * 0.01) }
        for i in 1...300 { b = fine.advance(to: 0.3 + Double(i) * 0.001) }
        #expect(animClose(a, b, 1e-9))
        #expect(track.advance(to: 5) == 20)
    }

    @Test func nilAnimationJumpsModelWhileDeltaKeepsPlaying() {
        var track = AnimationTrack(0.0)
        track.update(to: 1, animation: .linear(duration: 1), at: 0)
        #expect(animClose(track.advance(to: 0.5), 0.5, 1e-12))
        track.update(to: 11, animation: nil, at: 0.5)
        #expect(track.model == 11)
        #expect(animClose(track.advance(to: 0.75), 10.75, 1e-12))
        #expect(track.advance(to: 1.1) == 11)
    }

    @Test func interpolatingSpringsAddUp() {
        // Two overlapping interpolating springs combine (no merge).
        var track = AnimationTrack(0.0)
        let a = Animation.interpolatingSpring(duration: 0.5)
        track.update(to: 1, animation: a, at: 0)
        track.update(to: 3, animation: a, at: 0.1)
        // P = old(t) + f(t − 0.1)·(3 − old(t)), with f = critical spring progress.
        let old = 0.715416, f = 0.357740
        #expect(animClose(track.advance(to: 0.2), old + f * (3 - old), 1e-5))
    }

    @Test func customAnimationRunsThroughTrack() {
        var track = AnimationTrack(AnimatablePair(0.0, 100.0))
        track.update(to: AnimatablePair(4.0, 0.0), animation: Animation(StepAnimation(duration: 1)), at: 10, token: 7)
        #expect(track.advance(to: 10.2) == AnimatablePair(0.0, 100.0))
        #expect(track.advance(to: 10.6) == AnimatablePair(4.0, 0.0))
        #expect(track.runningTokens == [7])
        #expect(track.advance(to: 11) == AnimatablePair(4.0, 0.0))
        #expect(!track.isAnimating)
        #expect(track.runningTokens.isEmpty)
    }

    @Test func customAnimationStatePersistsBetweenFrames() {
        var context = AnimationContext<Double>()
        let step = Animation(StepAnimation(duration: 1))
        for t in [0.1, 0.2, 0.3] { _ = step.animate(value: 1.0, time: t, context: &context) }
        #expect(context.state[StepAnimation.Calls.self] == 3)
        #expect(Animation(StepAnimation(duration: 1)) == step)
        #expect(Animation(StepAnimation(duration: 2)) != step)
        #expect(step != .linear(duration: 1))
    }

    @Test func logicalCompletionFollowsNewestAnimation() {
        var track = AnimationTrack(0.0)
        track.update(to: 1, animation: .spring(duration: 0.5), at: 0, token: 1)
        _ = track.advance(to: 0.4)
        #expect(track.logicallyRunningTokens == [1])
        _ = track.advance(to: 0.5)
        #expect(track.logicallyRunningTokens.isEmpty)
        #expect(track.runningTokens == [1])
    }

    @Test func unchangedValueStartsNothing() {
        var track = AnimationTrack(5.0)
        track.update(to: 5, animation: .linear, at: 0)
        #expect(!track.isAnimating)
        #expect(track.advance(to: 0.1) == 5)
    }
}
