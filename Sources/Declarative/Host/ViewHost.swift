import Foundation

/// Runs a view: owns its graph and clock, and turns state changes and time into display lists.
///
/// ``frame()`` runs the graph's frame at the clock's time (see `ViewGraph.frame`) and returns the display list with
/// the times of the next frame and the next event; ``render()`` is the same, returning only the list. An idle host
/// draws nothing. Backends and the test host are built on this.
@MainActor
public final class ViewHost {
    /// The view graph.
    public let graph: ViewGraph
    /// The clock that drives animations.
    public let clock: any HostClock
    /// The size offered to the root view, in points.
    public var size: CGSize
    /// Display frames per second: frames fall on multiples of `1 / framesPerSecond` from the clock's start.
    public var framesPerSecond: Double = 60 {
        didSet { if !(framesPerSecond.isFinite && framesPerSecond >= 1) { framesPerSecond = 60 } }
    }
    /// Tap handlers in drawing order; searched only when a tap arrives.
    private var tapHandlers: [(DisplayItemID, () -> Void)] = []
    /// The last display list drawn.
    public private(set) var displayList = DisplayList(size: .zero)
    /// The last frame, or nil before the first.
    public private(set) var lastFrame: RenderedFrame?

    /// Hosts `rootView` at a size, in an environment, on a clock.
    public init<V: View>(rootView: V, size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                         clock: any HostClock = VirtualClock()) {
        var environment = environment
        environment.clock = clock
        self.clock = clock
        self.size = size.finiteNonNegative
        graph = ViewGraph(root: rootView, environment: environment)
        graph.time = clock.now
    }

    /// The root environment.
    public var environment: EnvironmentValues {
        get { graph.root.environment }
        set {
            var e = newValue
            e.clock = clock
            graph.setEnvironment(e)
        }
    }

    /// Whether any task started by a view (`.task`, `.task(id:)`) is still running.
    public var hasRunningTasks: Bool { !graph.tasks.isEmpty }

    /// Calls `wake` (from any thread) whenever a state write asks for an update, so that a live host can sleep
    /// until then instead of polling.
    public func onUpdateRequested(_ wake: (@Sendable () -> Void)?) { graph.updateQueue.setWake(wake) }

    /// Whether another frame is needed: something animates, a state write is pending, or a timeline is due.
    public var needsFrame: Bool { graph.needsUpdate || graph.isAnimating || !graph.timelines.isEmpty }

    /// Runs the frame at the clock's current time.
    @discardableResult
    public func frame() -> RenderedFrame {
        let handlers = tapHandlers.count
        // Let go of the last list, so that a drawing patched in place (`DrawCache`) is not shared and copied.
        let items = displayList.items.count
        displayList = DisplayList(size: size)
        let result = graph.frame(at: clock.now, date: clock.date, size: size,
                                 grid: FrameGrid(interval: 1 / framesPerSecond), reserving: (items, handlers))
        tapHandlers = result.tapHandlers
        displayList = result.frame.displayList
        lastFrame = result.frame
        return result.frame
    }

    /// Draws the frame at the clock's current time.
    @discardableResult
    public func render() -> DisplayList { frame().displayList }

    /// Sends a tap at a point (root coordinates) to the front-most view with `onTapGesture` there.
    /// Returns whether a view received it.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard let target = displayList.tapTarget(at: point), let action = handler(for: target) else { return false }
        action()
        return true
    }

    /// Sends a tap to the view whose accessibility label (or text) is `label`.
    @discardableResult
    public func tap(label: String) -> Bool {
        for item in displayList.items.reversed() where item.tapTarget != nil {
            var texts = [item.accessibility.label]
            if case .text(let t) = item.content { texts.append(t.lines.map(\.text).joined(separator: " ")) }
            if texts.contains(label), let target = item.tapTarget, let action = handler(for: target) {
                action()
                return true
            }
        }
        return false
    }

    private func handler(for target: DisplayItemID) -> (() -> Void)? {
        tapHandlers.last { $0.0 == target }?.1
    }

    /// Lets main-queue work (`DispatchQueue.main.async`) and main-actor tasks that are ready run, then draws the
    /// frame they asked for, at the clock's current time.
    public func settle(steps: Int = 8) async {
        if lastFrame == nil { render() }      // the first frame starts the views' tasks
        for _ in 0..<steps {
            // A barrier on the main queue: every block queued before it has run when it resumes.
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
            await Task.yield()
        }
        if graph.needsUpdate { render() }
    }

    /// Waits until every task started by views has finished, drawing a frame (at the clock's current time) whenever
    /// a task changes state, as a live host would. Tasks that loop forever are given up on after `timeout`.
    public func waitForTasks(timeout: Duration = .seconds(5)) async {
        if lastFrame == nil { render() }
        let start = ContinuousClock.now
        while !graph.tasks.isEmpty && ContinuousClock.now - start < timeout {
            await Task.yield()
            if graph.needsUpdate { render() }
            try? await Task.sleep(for: .milliseconds(1))
        }
        if graph.needsUpdate { render() }
    }
}
