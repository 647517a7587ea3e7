import Testing
import Declarative
import Backends

/// A view played on a virtual clock: appearance, settled tasks, user actions at given times, idle detection.
@Suite @MainActor struct ScenarioRunnerTests {
    @Test func framesStopOnceTheViewIsIdle() async {
        let runner = ScenarioRunner(HostingFixture.GrowingBar(), size: CGSize(width: 80, height: 32))
        let frames = await runner.frames(duration: 5, fps: 10)
        #expect(frames.first?.time == 0)
        // 0.5 s of animation at 10 fps, then the first idle frame ends the recording.
        #expect(frames.count >= 6 && frames.count <= 8, "\(frames.map(\.time))")
        #expect(runner.isIdle)
    }

    @Test func stepsRunAtTheirTime() async {
        let scenario = ExportScenario().tap(label: "taps 0", at: 0.5).tap(label: "taps 1", at: 1)
        let runner = ScenarioRunner(HostingFixture.Counter(), size: CGSize(width: 120, height: 32), scenario: scenario)
        let before = await runner.frame(at: 0.4)
        let after = await runner.frame(at: 1.2)
        #expect(Self.texts(before).contains("taps 0"))
        #expect(Self.texts(after).contains("taps 2"))
        #expect(runner.isIdle)
    }

    @Test func keyPressesReachOnKeyPress() async {
        let runner = ScenarioRunner(HostingFixture.Counter(), size: CGSize(width: 120, height: 32),
                                    scenario: ExportScenario().press(.upArrow, at: 0.1).press("x", at: 0.2))
        let list = await runner.frame(at: 0.3)
        #expect(Self.texts(list).contains("keys ↑x"))
    }

    @Test func aViewThatNeverStopsEndsAtTheDuration() async {
        struct Pulse: View {
            @State private var on = false
            var body: some View {
                Rectangle().frame(width: on ? 40 : 8, height: 8)
                    .animation(.linear(duration: 0.3).repeatForever(), value: on)
                    .onAppear { on = true }
            }
        }
        let frames = await ScenarioRunner(Pulse(), size: CGSize(width: 40, height: 8)).frames(duration: 1, fps: 20)
        #expect(frames.count == 21)
        #expect(frames.last?.time == 1)
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }
}
