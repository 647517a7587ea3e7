import Foundation
import Declarative

/// Plays a view on a virtual clock, for output that must be the same every run: snapshots and SVG export.
///
/// ```
/// t = 0   render (onAppear runs, tasks start) → settle → render      the view has appeared
/// t += 1/fps: due scenario steps (each followed by a settle) → render
///         … until nothing animates and no step is left, or the time limit
/// ```
///
/// *Settle* lets main-actor tasks and main-queue work run, and gives tasks a short real-time grace to finish their
/// `Task.sleep` (seed code often sleeps a few milliseconds before it animates). Between settles nothing else may
/// run, so what a frame shows depends on virtual time only — a task that loops on real time cannot change a
/// recording halfway through.
@MainActor
public final class ScenarioRunner {
    /// The virtual clock.
    public let clock: VirtualClock
    /// The host.
    public let host: ViewHost
    /// The user's actions.
    public let scenario: ExportScenario
    /// How long a settle waits in real time for tasks views started.
    public var taskGrace: Duration = .milliseconds(150)

    private var nextStep = 0
    private var started = false

    /// Hosts a view at a size, in an environment (which should carry the backend's `textMetrics`).
    public init<V: View>(_ view: V, size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                         scenario: ExportScenario = .appear) {
        clock = VirtualClock()
        host = ViewHost(rootView: view, size: size, environment: environment, clock: clock)
        self.scenario = scenario
    }

    /// Whether the recording is over: nothing animates and no step is left.
    public var isIdle: Bool { !host.needsFrame && nextStep >= scenario.steps.count }

    /// Shows the view (once) and lets what it starts on appearance run.
    @discardableResult
    public func start() async -> DisplayList {
        guard !started else { return host.displayList }
        started = true
        host.render()
        await settle()
        return host.render()
    }

    /// The frame at virtual time `t` (not earlier than the current time), after the steps due by then.
    public func frame(at t: Double) async -> DisplayList {
        await start()
        while nextStep < scenario.steps.count, scenario.steps[nextStep].time <= t + 1e-9 {
            let step = scenario.steps[nextStep]
            nextStep += 1
            clock.set(to: step.time)
            host.render()
            step.action(host)
            await settle()
        }
        clock.set(to: t)
        return host.render()
    }

    /// Frames sampled `fps` times a second from appearance until the view is idle (the idle frame included) or
    /// `duration` seconds have passed.
    public func frames(duration: Double, fps: Double = 60, stopsWhenIdle: Bool = true) async -> [(time: Double, displayList: DisplayList)] {
        let step = 1 / max(fps, 1)
        var frames = [(time: 0.0, displayList: await frame(at: 0))]
        var index = 1
        while Double(index) * step <= duration + 1e-9 {
            if stopsWhenIdle && isIdle { break }
            let t = Double(index) * step
            frames.append((t, await frame(at: t)))
            index += 1
        }
        return frames
    }

    /// The frame once the view is idle (or at `limit`), sampling at `fps` on the way so completions run in order.
    public func finalFrame(limit: Double = 10, fps: Double = 60) async -> DisplayList {
        await frames(duration: limit, fps: fps).last!.displayList
    }

    /// The frame at time `t`, sampling at `fps` on the way.
    public func frame(sampledUpTo t: Double, fps: Double = 60) async -> DisplayList {
        let step = 1 / max(fps, 1)
        var time = max(clock.now, 0)
        await start()
        while time + step < t {
            time += step
            _ = await frame(at: time)
        }
        return await frame(at: t)
    }

    private func settle() async {
        await host.settle(steps: 8)
        await host.waitForTasks(timeout: taskGrace)
        await host.settle(steps: 8)
    }
}
