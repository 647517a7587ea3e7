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
    /// The size offered to the root view, in points. A new size updates the size classes the host derives (see
    /// `environment`).
    public var size: CGSize {
        didSet {
            guard let given = givenEnvironment, UserInterfaceSizeClass.classes(of: size) != UserInterfaceSizeClass.classes(of: oldValue)
            else { return }
            environment = given
        }
    }
    /// The environment the host was given, when it named no size classes: the host then derives them from `size`.
    private var givenEnvironment: EnvironmentValues?
    /// Display frames per second: frames fall on multiples of `1 / framesPerSecond` from the clock's start.
    public var framesPerSecond: Double = 60 {
        didSet { if !(framesPerSecond.isFinite && framesPerSecond >= 1) { framesPerSecond = 60 } }
    }
    /// The interactive views of the last frame, in drawing order; indexed only when pointer input arrives.
    private var interactions: [InteractionRecord] = []
    /// Hit testing and gesture recognition (see `PointerRouter`).
    private let pointer = PointerRouter()
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
        givenEnvironment = environment.horizontalSizeClass == nil && environment.verticalSizeClass == nil ? environment : nil
        graph = ViewGraph(root: rootView, environment: environment.withSizeClasses(for: self.size))
        graph.time = clock.now
    }

    /// The root environment. Unless it names them, the size classes (`horizontalSizeClass`, `verticalSizeClass`)
    /// are the window's, from `size`.
    public var environment: EnvironmentValues {
        get { graph.root.environment }
        set {
            var e = newValue
            e.clock = clock
            // Classes read from this environment and written back unchanged (`host.environment.colorScheme = …`)
            // are still the window's.
            let window = UserInterfaceSizeClass.classes(of: size)
            if givenEnvironment != nil, e.horizontalSizeClass == window.horizontal, e.verticalSizeClass == window.vertical {
                (e.horizontalSizeClass, e.verticalSizeClass) = (nil, nil)
            }
            givenEnvironment = e.horizontalSizeClass == nil && e.verticalSizeClass == nil ? e : nil
            graph.setEnvironment(e.withSizeClasses(for: size))
        }
    }

    /// Whether any task started by a view (`.task`, `.task(id:)`) is still running.
    public var hasRunningTasks: Bool { !graph.tasks.isEmpty }

    /// Calls `wake` (from any thread) whenever a state write asks for an update, so that a live host can sleep
    /// until then instead of polling.
    public func onUpdateRequested(_ wake: (@Sendable () -> Void)?) { graph.updateQueue.setWake(wake) }

    /// Whether another frame is needed: something animates, a state write is pending, or a timeline is due.
    public var needsFrame: Bool {
        graph.needsUpdate || graph.isAnimating || !graph.timelines.isEmpty || pointer.deadline != nil
    }

    /// Runs the frame at the clock's current time. A gesture whose deadline came due (a long press) is recognised
    /// first, and a deadline still ahead is a time the next frame is wanted.
    @discardableResult
    public func frame() -> RenderedFrame {
        if pointer.deadline != nil { pointer.tick(registry: InteractionRegistry(interactions), time: clock.now, date: clock.date) }
        let handlers = interactions.count
        // Let go of the last list, here and in the last frame, so that a drawing patched in place (`DrawCache`) is not
        // shared and copied: a copy costs a list of 100,000 items ~1 ms a frame, whatever changed.
        let items = displayList.items.count
        displayList = DisplayList(size: size)
        lastFrame = nil
        var result = graph.frame(at: clock.now, date: clock.date, size: size,
                                 grid: FrameGrid(interval: 1 / framesPerSecond), reserving: (items, handlers))
        if let deadline = pointer.deadline {
            result.frame = result.frame.wanting(frameAt: deadline)
        }
        interactions = result.tapHandlers
        displayList = result.frame.displayList
        lastFrame = result.frame
        return result.frame
    }

    /// Draws the frame at the clock's current time.
    @discardableResult
    public func render() -> DisplayList { frame().displayList }

    /// Sends a pointer event (root coordinates, the clock's current time) to the views, as of the last frame drawn:
    /// hit testing, gestures, hover and the wheel (see `PointerRouter`). Callbacks run now; the state they change
    /// shows at the next `render()`.
    public func send(_ event: PointerEvent) {
        pointer.send(event, registry: InteractionRegistry(interactions), list: displayList, time: clock.now, date: clock.date)
    }

    /// Whether some view has a hover handler, so that a terminal host asks for every motion, not only drags.
    public var wantsHover: Bool { interactions.contains { if case .hover = $0.interaction { true } else { false } } }

    /// Whether a gesture is under way (the pointer is down, or a multi-tap waits for its next tap).
    public var isTrackingPointer: Bool { pointer.isTracking }

    /// The clock time at which a gesture under way needs a frame (a long press's duration), if any.
    public var gestureDeadline: Double? { pointer.deadline }

    /// Taps a point (root coordinates): a press and a release there, now. Returns whether the press landed on a view
    /// with a gesture.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let interactive = hasGesture(at: point)
        send(PointerEvent(.press, at: point))
        send(PointerEvent(.release, at: point))
        return interactive
    }

    /// Taps the centre of the front-most item whose accessibility label (or text) is `label` and that has a
    /// gesture. Returns whether there was one.
    @discardableResult
    public func tap(label: String) -> Bool {
        for item in displayList.items.reversed() where item.tapTarget != nil {
            var texts = [item.accessibility.label]
            if case .text(let t) = item.content { texts.append(t.lines.map(\.text).joined(separator: " ")) }
            let centre = CGPoint(x: item.frame.midX, y: item.frame.midY)
            if texts.contains(label), hasGesture(at: centre) { return tap(at: centre) }
        }
        return false
    }

    private func hasGesture(at point: CGPoint) -> Bool {
        let registry = InteractionRegistry(interactions)
        return registry.chain(from: displayList.tapTarget(at: point)).contains {
            if case .gesture = $0.interaction { true } else { false }
        }
    }

    /// Lets main-queue work (`DispatchQueue.main.async`) and main-actor tasks that are ready run, then draws the
    /// frame they asked for, at the clock's current time.
    public func settle(steps: Int = 8) async {
        if lastFrame == nil { render() }      // the first frame starts the views' tasks
        await drainMainQueue(trips: steps)
        // A cancelled task resumes from its cancellation on another thread and then hops back to the main actor;
        // how soon depends on the machine's load, so wait for it — up to five seconds, in case a task ignores
        // cancellation.
        let start = ContinuousClock.now
        while graph.tasks.hasCancelledTasks && ContinuousClock.now - start < .seconds(5) {
            await drainMainQueue()
            if graph.tasks.hasCancelledTasks { try? await Task.sleep(for: .milliseconds(1)) }
        }
        if graph.needsUpdate { render() }
    }

    /// `trips` barriers on the main queue, one after another: after each, every block and main-actor job queued
    /// before it has run, and every job those queued before it ran (the main queue is serial and first in, first
    /// out), so work that queues more work `trips` deep has run when it returns.
    ///
    /// The trips chain from block to block on the main queue and resume the caller once, at the end: a
    /// continuation resumes on the global pool and then hops back to the main actor, so resuming after every trip,
    /// as it once did, cost two thread hand-offs a trip (17 a settle, about a third of `gallery show`'s system time).
    private func drainMainQueue(trips: Int = 1) async {
        guard trips > 0 else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Self.enqueueTrips(trips) { done.resume() }
        }
    }

    /// Queues `done` on the main queue behind `trips` trips through it.
    nonisolated private static func enqueueTrips(_ trips: Int, then done: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async { trips <= 1 ? done() : enqueueTrips(trips - 1, then: done) }
    }

    /// Waits until every task started by views has finished, drawing a frame (at the clock's current time) whenever
    /// a task changes state, as a live host would. Tasks that loop forever are given up on after `timeout`, which is
    /// generous because a task's first step, or its wake from `Task.sleep`, may wait for a thread of the global pool
    /// that other work (a parallel test run) keeps busy for seconds.
    public func waitForTasks(timeout: Duration = .seconds(30)) async {
        if lastFrame == nil { render() }
        // Each round first lets every main-actor job queued so far run, so a task that does not sleep always gets
        // its turn, however long other work kept the main actor busy; the timeout only bounds tasks that sleep. So
        // only the rounds' sleeps count towards it, each at most 10 ms: a round that took longer was waiting for the
        // main actor, which other work (a parallel test run) held, not for the tasks.
        var waited = Duration.zero
        repeat {
            await drainMainQueue()
            if graph.needsUpdate { render() }
            if graph.tasks.isEmpty { break }
            let asleep = ContinuousClock.now
            try? await Task.sleep(for: .milliseconds(1))
            waited += min(ContinuousClock.now - asleep, .milliseconds(10))
        } while waited < timeout
        if graph.needsUpdate { render() }
    }
}
