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
    /// Tap handlers in drawing order; searched only when a tap arrives.
    private var tapHandlers: [(DisplayItemID, () -> Void)] = []
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
    }

    /// Draws the frame at the clock's current time.
    @discardableResult
    public func render() -> DisplayList {
        graph.time = clock.now
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
        builder.reserveCapacity(items: displayList.items.count, handlers: tapHandlers.count)
        // Let go of the last list, so that a drawing patched in place (`DrawCache`) is not shared and copied.
        displayList = DisplayList(size: size)
        builder.draw(graph.root)
        tapHandlers = builder.tapHandlers
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

    /// Sends a tap at a point (root coordinates) to the front-most view with `onTapGesture` there.
    /// Returns whether a view received it.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard let target = displayList.tapTarget(at: point), let action = handler(for: target) else { return false }
        graph.focus.tapLocation = point
        defer { graph.focus.tapLocation = nil }
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
