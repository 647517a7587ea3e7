import Foundation
import Testing
@testable import Declarative

/// `KeyframeTimeline`: keyframes as a pure function of time, as Apple documents each kind of keyframe.
struct KeyframeTimelineTests {
    struct Values {
        var scale = 1.0
        var offset = CGFloat(0)
    }

    @Test func linearKeyframesInterpolateExactly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 2) == 15)
        #expect(timeline.value(time: 9) == 20)
        #expect(timeline.value(progress: 0.5) == 12.5)   // 1.5 s: a quarter of the way from 10 to 20
    }

    @Test func aLinearKeyframeFollowsItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 2.0) { LinearKeyframe(4.0, duration: 2, timingCurve: .easeIn) }
        #expect(animClose(timeline.value(time: 0.6), 2 + 2 * UnitCurve.easeIn.value(at: 0.3), 1e-12))
    }

    @Test func aSpringKeyframeIsTheSpringsOwnSolutionCutOffAtItsDuration() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 1.0) { SpringKeyframe(1.5, duration: 0.8, spring: spring) }
        #expect(timeline.duration == 0.8)
        for t in [0.1, 0.25, 0.4, 0.8] {
            #expect(animClose(timeline.value(time: t), 1 + spring.value(target: 0.5, time: t), 1e-12), "t=\(t)")
        }
        // After its duration the value stays where the spring was cut off.
        #expect(timeline.value(time: 3) == timeline.value(time: 0.8))
    }

    @Test func aSpringKeyframeWithoutDurationLastsUntilTheSpringSettles() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(2.0, spring: .smooth) }
        let settle = Spring.smooth.settlingDuration(target: 2.0, initialVelocity: 0.0, epsilon: 0.001)
        #expect(animClose(timeline.duration, settle, 1e-12))
        #expect(abs(timeline.value(time: timeline.duration) - 2) <= 0.002 + 1e-9)
    }

    @Test func aSpringKeyframeInheritsTheVelocityOfTheSegmentBefore() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)          // ends moving at 1 per second
            SpringKeyframe(2.0, duration: 1, spring: spring)
        }
        for t in [0.05, 0.3, 0.9] {
            let expected = 1 + spring.value(target: 1.0, initialVelocity: 1.0, time: t)
            #expect(animClose(timeline.value(time: 1 + t), expected, 1e-12), "t=\(t)")
        }
    }

    @Test func cubicKeyframesPassThroughTheirValuesOnACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
            CubicKeyframe(5.0, duration: 2)
        }
        #expect(timeline.duration == 4)
        #expect(animClose(timeline.value(time: 1), 10, 1e-12))
        #expect(animClose(timeline.value(time: 2), 0, 1e-12))
        #expect(animClose(timeline.value(time: 4), 5, 1e-12))
        // Catmull-Rom tangents: at 1 s (0 − 0) / 2 = 0; at 2 s (5 − 10) / (1 + 2); at rest at both ends.
        #expect(animClose(timeline.velocity(time: 0), 0, 1e-12))
        #expect(animClose(timeline.velocity(time: 1), 0, 1e-12))
        #expect(animClose(timeline.velocity(time: 2), -5.0 / 3, 1e-12))
        #expect(animClose(timeline.velocity(time: 3.999_999), 0, 1e-4))
        // Hermite midpoints: 0→10 at rest both ends is 5; 10→0 ending at −5/3 is 5 + 0.125·5/3.
        #expect(animClose(timeline.value(time: 0.5), 5, 1e-12))
        #expect(animClose(timeline.value(time: 1.5), 5 + 0.125 * 5 / 3, 1e-12))
        // Smooth at the joins: the same velocity on both sides.
        let h = 1e-6
        for knot in [1.0, 2.0] {
            let left = (timeline.value(time: knot) - timeline.value(time: knot - h)) / h
            let right = (timeline.value(time: knot + h) - timeline.value(time: knot)) / h
            #expect(abs(left - right) < 1e-3, "knot \(knot)")
        }
    }

    @Test func aCubicKeyframeAfterALinearOneStartsWithItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)         // 10 per second
            CubicKeyframe(10.0, duration: 1)          // starts at 10/s, ends at rest
        }
        #expect(animClose(timeline.value(time: 1.5), 10 + 0.125 * 10, 1e-12))
    }

    @Test func explicitCubicVelocitiesAreUsed() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 2, startVelocity: 3.0, endVelocity: -1.0)
        }
        #expect(animClose(timeline.velocity(time: 0), 3, 1e-12))
        #expect(animClose(timeline.velocity(time: 1.999_999_9), -1, 1e-5))
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            MoveKeyframe(5.0)
            LinearKeyframe(6.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(animClose(timeline.value(time: 0.999), 0.999, 1e-12))
        #expect(timeline.value(time: 1) == 5)
        #expect(timeline.value(time: 1.5) == 5.5)
    }

    @Test func tracksAnimateTheirPropertiesEachOnItsOwnTimeline() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.offset) {
                LinearKeyframe(10, duration: 2)
                LinearKeyframe(30, duration: 2)
            }
        }
        #expect(timeline.duration == 4)
        let mid = timeline.value(time: 0.5)
        #expect(mid.scale == 1.5 && mid.offset == 2.5)
        let later = timeline.value(time: 3)
        #expect(later.scale == 2 && later.offset == 20, "the shorter track holds its end")
    }

    @Test func theBuildersTakeConditionsAndLoops() {
        func timeline(bounce: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                for step in 1...3 { LinearKeyframe(Double(step), duration: 1) }
                if bounce {
                    LinearKeyframe(0.0, duration: 1)
                } else {
                    MoveKeyframe(-1.0)
                }
            }
        }
        #expect(timeline(bounce: true).duration == 4)
        #expect(timeline(bounce: true).value(time: 3.5) == 1.5)
        #expect(timeline(bounce: false).value(time: 3.5) == -1)
        let empty = KeyframeTimeline(initialValue: Values()) {}
        #expect(empty.duration == 0 && empty.value(time: 1).scale == 1)
    }

    /// Keyframes of one's own, made of the framework's, as Apple's protocols allow.
    struct Pop: KeyframeTrackContent {
        var body: some KeyframeTrackContent<Double> {
            LinearKeyframe(2.0, duration: 1)
            MoveKeyframe(1.0)
        }
    }

    struct Wiggle: Keyframes {
        var body: some Keyframes<Values> {
            KeyframeTrack(\.scale) { Pop() }
            KeyframeTrack(\.offset) { LinearKeyframe(8, duration: 2) }
        }
    }

    @Test func customKeyframesAndTrackContentResolveThroughTheirBodies() {
        let timeline = KeyframeTimeline(initialValue: Values()) { Wiggle() }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5).scale == 1.5)
        #expect(timeline.value(time: 1).scale == 1)
        #expect(timeline.value(time: 1).offset == 4)
    }
}
