import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

/// `KeyframeAnimator` and `keyframeAnimator`: the content is made every frame with the keyframe timeline's value at
/// the host's time while a run plays, and not at all once it has ended.
@MainActor
struct KeyframeAnimatorTests {
    /// A bar whose width runs 10 → 110 → 10 (1 s each, linear) each time it is tapped.
    struct Triggered: View {
        @State var taps = 0
        var body: some View {
            Rectangle()
                .keyframeAnimator(initialValue: CGFloat(10), trigger: taps) { content, width in
                    content.frame(width: width, height: 10)
                } keyframes: { _ in
                    LinearKeyframe(110, duration: 1)
                    LinearKeyframe(10, duration: 1)
                }
                .onTapGesture { taps += 1 }
        }
    }

    /// A bar that grows by 100 each run, from where the last run ended.
    struct Growing: View {
        @State var taps = 0
        var body: some View {
            Rectangle()
                .keyframeAnimator(initialValue: CGFloat(10), trigger: taps) { content, width in
                    content.frame(width: width, height: 10)
                } keyframes: { width in
                    LinearKeyframe(width + 100, duration: 1)
                }
                .onTapGesture { taps += 1 }
        }
    }

    @Test func aTriggeredAnimatorShowsTheTimelineAtTheHostsTimeThenStops() {
        let host = TestHost(Triggered())
        host.render(at: 0)
        #expect(host.firstWidth == 10)
        #expect(!host.host.needsFrame, "idle before the trigger changes")
        host.tap(at: CGPoint(x: 150, y: 100))              // draws the frame at 0 s, where the run starts
        #expect(host.firstWidth == 10)
        #expect(host.host.needsFrame)
        host.playFrames(until: 0.25)
        #expect(animClose(host.firstWidth ?? 0, 35, 1e-9))
        host.playFrames(until: 1.5)
        #expect(animClose(host.firstWidth ?? 0, 60, 1e-9))
        host.playFrames(until: 2)
        #expect(host.firstWidth == 10)
        #expect(!host.host.needsFrame)
        #expect(host.host.lastFrame?.nextFrameTime == nil)
    }

    @Test func aRunStartsFromWhereTheLastEnded() {
        let host = TestHost(Growing())
        host.render(at: 0)
        host.tap(at: CGPoint(x: 150, y: 100))
        host.render(at: 0)
        host.playFrames(until: 1.2)
        #expect(host.firstWidth == 110)
        host.tap(at: CGPoint(x: 150, y: 100))              // a run from 110, starting at 1.2 s
        host.playFrames(until: 1.7)
        #expect(animClose(host.firstWidth ?? 0, 160, 1e-9))
    }

    @Test func aRunRetriggeredWhilePlayingStartsFromTheValueShown() {
        let host = TestHost(Triggered())
        host.render(at: 0)
        host.tap(at: CGPoint(x: 150, y: 100))
        host.render(at: 0)
        host.playFrames(until: 0.5)
        #expect(animClose(host.firstWidth ?? 0, 60, 1e-9))
        host.tap(at: CGPoint(x: 150, y: 100))
        host.render(at: 0.5)
        // From 60 to 110 over the first keyframe's second.
        host.playFrames(until: 1)
        #expect(animClose(host.firstWidth ?? 0, 85, 1e-9))
    }

    @Test func aRunRetriggeredWhilePlayingKeepsTheVelocityShown() {
        // A spring started again from where it is, moving as it moves, carries on as if it had not been interrupted.
        let spring = Spring(duration: 0.8, bounce: 0.2)
        struct Springy: View {
            let spring: Spring
            @State var taps = 0
            var body: some View {
                Rectangle()
                    .keyframeAnimator(initialValue: CGFloat(10), trigger: taps) { content, width in
                        content.frame(width: width, height: 10)
                    } keyframes: { _ in
                        SpringKeyframe(110, duration: 3, spring: spring)
                    }
                    .onTapGesture { taps += 1 }
            }
        }
        let host = TestHost(Springy(spring: spring))
        host.render(at: 0)
        host.tap(at: CGPoint(x: 150, y: 100))
        host.playFrames(until: 0.3)
        host.tap(at: CGPoint(x: 150, y: 100))                 // a new run from here, at 0.3 s
        host.playFrames(until: 0.7)
        let uninterrupted = 10 + spring.value(target: 100.0, time: 0.7)
        #expect(animClose(Double(host.firstWidth ?? 0), uninterrupted, 1e-6), "\(host.firstWidth ?? 0)")
    }

    @Test func aRepeatingAnimatorLoopsFromWhereEachLoopEnded() {
        let host = TestHost(Rectangle().keyframeAnimator(initialValue: CGFloat(0), repeating: true) { content, width in
            content.frame(width: width, height: 10)
        } keyframes: { _ in
            LinearKeyframe(100, duration: 1)
            MoveKeyframe(0)
        })
        host.render(at: 0)
        host.playFrames(until: 0.25)
        #expect(host.firstWidth == 25)
        host.playFrames(until: 2.5)
        #expect(host.firstWidth == 50)
        // A jump of the clock over many loops lands where frame-by-frame playing would.
        host.render(at: 40.75)
        #expect(host.firstWidth == 75)
        #expect(host.host.needsFrame)
    }

    @Test func aNonRepeatingAnimatorShowsItsInitialValue() {
        let host = TestHost(KeyframeAnimator(initialValue: CGFloat(30), repeating: false) { width in
            Rectangle().frame(width: width, height: 10)
        } keyframes: { _ in
            LinearKeyframe(100, duration: 1)
        })
        host.render(at: 0)
        host.render(at: 0.5)
        #expect(host.firstWidth == 30)
        #expect(!host.host.needsFrame)
    }

    @Test func springAndKeyPathTracksPlayAsTheirTimelineSays() {
        struct Values { var width = CGFloat(20); var height = CGFloat(10) }
        @KeyframesBuilder<Values> func keyframes(_: Values) -> some Keyframes<Values> {
            KeyframeTrack(\Values.width) { SpringKeyframe(120, duration: 0.8, spring: .bouncy) }
            KeyframeTrack(\Values.height) { CubicKeyframe(40, duration: 0.4); CubicKeyframe(10, duration: 0.4) }
        }
        let host = TestHost(KeyframeAnimator(initialValue: Values(), repeating: true) { value in
            Rectangle().frame(width: value.width, height: value.height)
        } keyframes: { value in keyframes(value) })
        let timeline = KeyframeTimeline(initialValue: Values()) { keyframes(Values()) }
        host.render(at: 0)
        host.playFrames(until: 0.3)
        let frame = host.host.displayList.items.first?.frame
        #expect(animClose(Double(frame?.width ?? 0), timeline.value(time: 0.3).width, 1e-9))
        #expect(animClose(Double(frame?.height ?? 0), timeline.value(time: 0.3).height, 1e-9))
        #expect(animClose(timeline.value(time: 0.3).width, 20 + Spring.bouncy.value(target: 100, time: 0.3), 1e-9))
    }
}
