import Foundation

/// The frame grid: a host draws at most once per `interval`, on multiples of it from its clock's start, so that
/// the frames of a live host, of a recording and of a host that jumps through time fall on the same times.
struct FrameGrid {
    /// Seconds between display frames.
    let interval: Double

    /// The first grid time at or after `time`.
    func atOrAfter(_ time: Double) -> Double {
        let k = (time / interval - 1e-6).rounded(.up)
        return max(k, 0) * interval
    }

    /// The first grid time strictly after `time`.
    func after(_ time: Double) -> Double {
        let next = atOrAfter(time)
        return next > time + 1e-9 ? next : (next / interval + 1).rounded() * interval
    }
}

/// What ``ViewGraph/frame(at:date:size:grid:reserving:)`` returns to its host.
struct GraphFrame {
    var frame: RenderedFrame
    /// The interactive views (gestures, hover, wheel), in drawing order.
    let tapHandlers: [InteractionRecord]
}

extension ViewGraph {
    /// Runs one whole frame at `time`, in order:
    ///
    /// ```
    /// due timelines and animated bodies marked dirty
    /// ┌▶ apply queued writes, update dirty bodies (animations start or retarget here, keyed by node and attribute)
    /// │  lay out at `size`
    /// └─ run onAppear actions, and again while they write state
    /// draw the display list → drop views whose removal transition ended → run finished completions
    /// → the next frame's and the next event's times
    /// ```
    ///
    /// `reserving` is about how many items the last frame had, so a large list is not regrown.
    func frame(at time: Double, date: Date, size: CGSize, grid: FrameGrid, reserving: (items: Int, handlers: Int))
        -> GraphFrame {
        // A second frame at the same instant (a host drawing again after input, a scenario after its tasks ran)
        // shows every animation where the last frame did.
        let sameInstant = time == self.time
        self.time = time
        markDueTimelines(at: date)
        markAnimatedBodies()
        // What animated last frame changes with time: its layout and drawing must be computed again.
        if !sameInstant {
            for node in animatingNodes.values { node.markChanged() }
            animatingNodes.removeAll()
        }
        // A view whose removal transition ended before this frame's time is gone before layout, whether or not a
        // frame was drawn between its end and now (otherwise it would hold its space for one more frame).
        if removingCount > 0 { root.sweepFinishedRemovals() }
        for _ in 0..<16 {
            flush()
            layout(in: size)
            runAppearActions()
            if !needsUpdate { break }
        }
        var builder = DisplayListBuilder(windowSize: size)
        builder.reserveCapacity(items: reserving.items, handlers: reserving.handlers)
        builder.draw(root)
        if removingCount > 0 { root.sweepFinishedRemovals() }
        cacheEpoch += 1
        animatingNodes = animatingNodes.filter { $0.value.isAnimating || $0.value.isRemoving }
        var running = Set<Int>(), logicallyRunning = Set<Int>()
        for node in animatingNodes.values {
            for track in node.animation.tracks.values {
                running.formUnion(track.runningTokens)
                logicallyRunning.formUnion(track.logicallyRunningTokens)
            }
        }
        completions.finish(running: running, logicallyRunning: logicallyRunning).forEach { $0() }
        let list = DisplayList(size: size, items: builder.displayItems, colorScheme: root.environment.colorScheme,
                               title: rootAccessibilityLabel, summary: nil)
        let frame = RenderedFrame(time: time, displayList: list, nextFrameTime: nextFrameTime(after: time, date: date, grid: grid),
                                  nextEventTime: nextEventTime(after: time, grid: grid))
        return GraphFrame(frame: frame, tapHandlers: builder.tapHandlers)
    }

    /// Whether anything changes with time alone: an animation, an animated body, or a timeline.
    var isAnimating: Bool { !animatingNodes.isEmpty || !animatedBodies.isEmpty }

    private func nextFrameTime(after time: Double, date: Date, grid: FrameGrid) -> Double? {
        if needsUpdate || isAnimating { return grid.after(time) }
        let tick = timelines.values.compactMap { $0.lifecycle.timelineNext }.min()
        return tick.map { time + max($0.timeIntervalSince(date), 0) }
    }

    /// The earliest grid frame at which a completion handler or a finished removal is due; see `RenderedFrame`.
    private func nextEventTime(after time: Double, grid: FrameGrid) -> Double? {
        if needsUpdate { return grid.after(time) }
        var next = Double.infinity
        for node in animatingNodes.values {
            for (key, track) in node.animation.tracks where track.isAnimating && !track.isEndless {
                let removal = key == .transition && node.isRemoving
                guard removal || track.runningTokens.contains(where: { $0 != 0 }) else { continue }
                let due = track.endTime.map { max(grid.atOrAfter($0), grid.after(time)) } ?? grid.after(time)
                next = min(next, due)
            }
        }
        return next.isFinite ? next : nil
    }

    /// Lays the graph out: the root is proposed the host's size and centred in it.
    private func layout(in size: CGSize) {
        resolveChangedSizes()
        windowSize = size
        layoutGeneration += 1
        cacheEpoch += 1
        let subviews = root.participatesInLayout
            ? [LayoutSubview(node: root, axis: nil, priority: 0, guides: [:])]
            : root.layoutSubviews(axis: nil)
        let proposal = ProposedViewSize(size)
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: proposal)
        }
        // Matched views are placed once every source is (see `MatchedGeometryRegistry`).
        if !matchedGeometry.isEmpty { matchedGeometry.resolve(in: self) }
    }

    /// The first accessibility label on the chain of only children from the root: the display list's title.
    private var rootAccessibilityLabel: String? {
        var node: ViewNode? = root
        while let n = node {
            for case .accessibility(let a) in n.drawing.effects { if let label = a.label { return label } }
            node = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }
}
