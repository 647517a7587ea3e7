import Foundation

/// Runs a view: owns its graph and clock, and turns state changes and time into display lists.
///
/// One frame: mark due timelines dirty → flush dirty nodes → lay out → run `onAppear` actions (repeat while they
/// change state, so `onAppear` lands before the first frame) → draw the display list → run finished completions and
/// drop views whose removal transition ended. `needsFrame` says whether anything is animating; an idle host draws
/// nothing. Backends and the test host are built on this.
@MainActor
public final class ViewHost {
    /// The view graph.
    public let graph: ViewGraph
    /// The clock that drives animations.
    public let clock: any HostClock
    /// The size offered to the root view, in points.
    public var size: CGSize
    /// The interactive views of the last frame, in drawing order; indexed only when pointer input arrives.
    private var interactions: [InteractionRecord] = []
    /// Hit testing and gesture recognition (see `PointerRouter`).
    private let pointer = PointerRouter()
    /// The last display list drawn.
    public private(set) var displayList = DisplayList(size: .zero)

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
    public var needsFrame: Bool {
        graph.needsUpdate || !graph.animatingNodes.isEmpty || !graph.timelines.isEmpty || !graph.animatedBodies.isEmpty
            || pointer.deadline != nil
    }

    /// Draws the frame at the clock's current time.
    @discardableResult
    public func render() -> DisplayList {
        graph.time = clock.now
        if pointer.deadline != nil { pointer.tick(registry: InteractionRegistry(interactions), time: clock.now, date: clock.date) }
        graph.markDueTimelines(at: clock.date)
        graph.markAnimatedBodies()
        // What animated last frame changes with time: its layout and drawing must be computed again.
        for node in graph.animatingNodes.values { node.markChanged() }
        graph.animatingNodes.removeAll()
        for _ in 0..<16 {
            graph.flush()
            layout()
            if !graph.pendingAppear.isEmpty {
                // Draw once before `onAppear` runs, so that values read only while drawing (opacity, trim, colours)
                // have their initial value when an appear action changes them, and animate from it.
                var priming = DisplayListBuilder()
                priming.draw(graph.root)
                graph.runAppearActions()
            }
            if !graph.needsUpdate { break }
        }
        var builder = DisplayListBuilder()
        builder.reserveCapacity(items: displayList.items.count, handlers: interactions.count)
        // Let go of the last list, so that a drawing patched in place (`DrawCache`) is not shared and copied.
        displayList = DisplayList(size: size)
        builder.draw(graph.root)
        interactions = builder.tapHandlers
        if graph.removingCount > 0 { graph.root.sweepFinishedRemovals() }
        graph.cacheEpoch += 1
        graph.animatingNodes = graph.animatingNodes.filter { $0.value.isAnimating || $0.value.isRemoving }
        var running = Set<Int>(), logicallyRunning = Set<Int>()
        for node in graph.animatingNodes.values {
            for track in node.tracks.values {
                running.formUnion(track.runningTokens)
                logicallyRunning.formUnion(track.logicallyRunningTokens)
            }
        }
        graph.completions.finish(running: running, logicallyRunning: logicallyRunning).forEach { $0() }
        displayList = DisplayList(size: size, items: builder.items, colorScheme: graph.root.environment.colorScheme,
                                  title: rootAccessibilityLabel, summary: nil)
        return displayList
    }

    private func layout() {
        graph.resolveChangedSizes()
        graph.layoutGeneration += 1
        graph.cacheEpoch += 1
        let root = graph.root!
        let subviews = root.participatesInLayout
            ? [LayoutSubview(node: root, axis: nil, priority: 0, guides: [:])]
            : root.layoutSubviews(axis: nil)
        let proposal = ProposedViewSize(size)
        // The root is proposed the host's size and centred in it.
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: proposal)
        }
    }

    private var rootAccessibilityLabel: String? {
        var node: ViewNode? = graph.root
        while let n = node {
            for case .accessibility(let a) in n.effects { if let label = a.label { return label } }
            node = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }

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
        let start = ContinuousClock.now
        while !graph.tasks.isEmpty && ContinuousClock.now - start < timeout {
            await Task.yield()
            if graph.needsUpdate { render() }
            try? await Task.sleep(for: .milliseconds(1))
        }
        if graph.needsUpdate { render() }
    }
}
