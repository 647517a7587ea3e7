import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

/// `PhaseAnimator` and `phaseAnimator`: each phase change is animated, and the next starts when that animation has
/// completed, on the host's clock.
@MainActor
struct PhaseAnimatorTests {
    /// A bar whose width is 10 × the phase, cycling through phases 1, 5, 10 with 1 s linear animations.
    struct Cycling: View {
        let log: ValueLog<Double>
        var body: some View {
            Rectangle().phaseAnimator([1.0, 5.0, 10.0]) { content, phase in
                let _ = log.record(phase)
                content.frame(width: 10 * phase, height: 10)
            } animation: { _ in .linear(duration: 1) }
        }
    }

    /// The same as a triggered animator, run by a tap.
    struct Triggered: View {
        let log: ValueLog<Double>
        @State var taps = 0
        var body: some View {
            Rectangle()
                .phaseAnimator([1.0, 2.0, 3.0], trigger: taps) { content, phase in
                    let _ = log.record(phase)
                    content.frame(width: 10 * phase, height: 10)
                } animation: { phase in phase == 3 ? .easeOut(duration: 0.25) : .linear(duration: 0.5) }
                .onTapGesture { taps += 1 }
        }
    }

    @Test func aCyclingAnimatorAnimatesToTheSecondPhaseAtOnce() {
        let host = TestHost(Cycling(log: ValueLog()))
        host.render(at: 0)
        #expect(host.firstWidth == 10)
        host.playFrames(until: 0.5)
        #expect(animClose(host.firstWidth ?? 0, 30, 1e-9), "half way from 10 to 50")
        #expect(host.host.needsFrame)
    }

    @Test func eachPhaseStartsAtTheFrameAfterTheLastAnimationCompleted() {
        let host = TestHost(Cycling(log: ValueLog()))
        host.render(at: 0)
        host.playFrames(until: 1)
        #expect(host.firstWidth == 50)
        // The completion ran after the frame at 1 s; the animation to phase 10 starts at the next frame, 61/60 s.
        let start = 61.0 / 60
        host.playFrames(until: start + 0.5)
        #expect(animClose(host.firstWidth ?? 0, 75, 1e-6), "\(host.firstWidth ?? 0)")
    }

    @Test func aCyclingAnimatorLoopsThroughItsPhasesForever() {
        let log = ValueLog<Double>()
        let host = TestHost(Cycling(log: log))
        host.render(at: 0)
        // Each change takes its second and then a frame: they start at 0, 61/60, 122/60, … 305/60 and 366/60 s.
        host.playFrames(until: 6)
        #expect(log.values == [1, 5, 10, 1, 5, 10, 1])
        host.playFrames(until: 366.0 / 60)
        #expect(log.values == [1, 5, 10, 1, 5, 10, 1, 5])
        #expect(host.host.needsFrame)
    }

    @Test func aTriggeredAnimatorWaitsAtItsFirstPhase() {
        let log = ValueLog<Double>()
        let host = TestHost(Triggered(log: log))
        host.render(at: 0)
        host.render(at: 5)
        #expect(log.values == [1])
        #expect(host.firstWidth == 10)
        #expect(!host.host.needsFrame)
    }

    @Test func aTriggerRunsOnceThroughThePhasesBackToTheFirstAndThenStopsAskingForFrames() {
        let log = ValueLog<Double>()
        let host = TestHost(Triggered(log: log))
        host.render(at: 0)
        host.tap(at: CGPoint(x: 150, y: 100))
        host.playFrames(until: 0.25)
        #expect(animClose(host.firstWidth ?? 0, 15, 1e-9), "half way to phase 2 with its linear animation")
        host.playFrames(until: 3)
        #expect(log.values == [1, 2, 3, 1])
        #expect(host.firstWidth == 10)
        #expect(!host.host.needsFrame)
        #expect(host.host.lastFrame?.nextFrameTime == nil)
        // A second change of the trigger runs it again.
        host.tap(at: CGPoint(x: 150, y: 100))
        host.playFrames(until: 6)
        #expect(log.values == [1, 2, 3, 1, 2, 3, 1])
        #expect(!host.host.needsFrame)
    }

    @Test func aNilAnimationChangesThePhaseWithoutAnimating() {
        let log = ValueLog<Double>()
        let host = TestHost(Rectangle().phaseAnimator([1.0, 4.0]) { content, phase in
            let _ = log.record(phase)
            content.frame(width: 10 * phase, height: 10)
        } animation: { _ in nil })
        host.render(at: 0)
        #expect(host.firstWidth == 40, "moved to the second phase before the first frame was drawn")
        host.playFrames(until: 1.0 / 60)
        #expect(host.firstWidth == 10)
    }

    @Test func thePhaseAnimatorViewTakesTheSamePhases() {
        let log = ValueLog<Int>()
        let host = TestHost(PhaseAnimator([0, 1, 2]) { phase in
            let _ = log.record(phase)
            Rectangle().frame(width: CGFloat(10 + 10 * phase), height: 10)
        } animation: { _ in .easeInOut(duration: 0.3) })
        host.render(at: 0)
        host.playFrames(until: 0.9)
        #expect(log.values == [0, 1, 2, 0])
    }

    @Test func anEmptySequenceShowsNothingAndSaysSo() {
        let host = TestHost(Rectangle().phaseAnimator([Double]()) { content, _ in content })
        #expect(host.render(at: 0).items.isEmpty)
        #expect(host.graph.diagnostics.contains { $0.contains("no phases") })
        #expect(!host.host.needsFrame)
    }
}
