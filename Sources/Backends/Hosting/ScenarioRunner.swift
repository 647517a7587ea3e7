import Foundation
import Declarative

/// Plays a view on a virtual clock, for output that must be the same every run: snapshots and SVG export.
///
/// ```
/// t = 0   render (onAppear runs, tasks start) → settle → render      the view has appeared
/// then    jump to the next scenario step or event (a completion or removal due) → the step, settle → render
///         … until the time asked for; or, for a recording, a frame every 1/fps s
/// ```
///
/// Between events every value is a function of time alone, so the frame at a time costs what happens before it,
/// not a frame per 1/60 s: `frame(sampledUpTo: 1_000_000)` of a view that animates forever renders a handful of
/// frames. Times are clamped to ``maximumTime``.
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

    private var stepIndex = 0
    private var started = false

    /// Hosts a view at a size, in an environment (which should carry the backend's `textMetrics`).
    public init<V: View>(_ view: V, size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                         scenario: ExportScenario = .appear) {
        clock = VirtualClock()
        host = ViewHost(rootView: view, size: size, environment: environment, clock: clock)
        self.scenario = scenario
    }

    /// Whether the recording is over: nothing animates and no step is left.
    public var isIdle: Bool { !host.needsFrame && nextStep == nil }

    /// Shows the view (once) and lets what it starts on appearance run.
    @discardableResult
    public func start() async -> DisplayList {
        guard !started else { return host.displayList }
        started = true
        host.render()
        await settle()
        return host.render()
    }

    /// The latest time a runner plays to, in seconds (about 31 years): later times are clamped to it, since past
    /// about 10⁹ s a `Double` no longer counts microseconds.
    nonisolated public static let maximumTime = 1e9

    /// `t` within `0...maximumTime` (NaN counts as 0).
    nonisolated public static func clamped(_ t: Double) -> Double { t.isNaN ? 0 : min(max(t, 0), maximumTime) }

    /// The frame at virtual time `t` (not earlier than the current time), after the steps due by then.
    public func frame(at t: Double) async -> DisplayList {
        let t = Self.clamped(t)
        await start()
        while let step = nextStep, step.time <= t + 1e-9 {
            stepIndex += 1
            clock.set(to: step.time)
            host.render()
            step.action(host)
            await settle()
        }
        clock.set(to: t)
        return host.render()
    }

    /// The next scenario step not yet run.
    private var nextStep: ExportScenario.Step? {
        stepIndex < scenario.steps.count ? scenario.steps[stepIndex] : nil
    }

    /// The next time the runner must stop at on its way: a scenario step, or an event of the last frame.
    private var nextStop: Double {
        min(nextStep?.time ?? .infinity, host.lastFrame?.nextEventTime ?? .infinity)
    }

    /// Frames sampled `fps` times a second from appearance until the view is idle (the idle frame included) or
    /// `duration` seconds have passed.
    public func frames(duration: Double, fps: Double = 60, stopsWhenIdle: Bool = true) async -> [(time: Double, displayList: DisplayList)] {
        let step = 1 / max(fps, 1)
        host.framesPerSecond = max(fps, 1)
        let duration = Self.clamped(duration)
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

    /// The frame once the view is idle (or at `limit`), stopping at each step and event on the way so that
    /// completions and steps run in order. Frames fall on a grid of `fps` a second.
    public func finalFrame(limit: Double = 10, fps: Double = 60) async -> DisplayList {
        host.framesPerSecond = max(fps, 1)
        let limit = Self.clamped(limit)
        await start()
        while !isIdle {
            let stop = nextStop
            guard stop <= limit + 1e-9 else { return await frame(at: limit) }
            _ = await frame(at: stop)
        }
        return host.displayList
    }

    /// The frame at time `t`, stopping at each step and event on the way (see ``finalFrame(limit:fps:)``).
    public func frame(sampledUpTo t: Double, fps: Double = 60) async -> DisplayList {
        host.framesPerSecond = max(fps, 1)
        let t = Self.clamped(t)
        await start()
        while nextStop < t - 1e-9 {
            _ = await frame(at: nextStop)
        }
        return await frame(at: t)
    }
    private func settle() async {
        await host.settle(steps: 8)
        await host.waitForTasks(timeout: taskGrace)
        await host.settle(steps: 8)
    }
}
