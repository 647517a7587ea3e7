import Foundation

extension ViewNode {
    /// Clears the roles a primitive view sets, before `makeNode` sets them again.
    func resetRoles() {
        layout.resetRole()
        drawing.resetRole()
        lifecycle.resetRole()
        contentKey = nil
        animation.transition = nil
    }

    /// Forgets this node's layout and drawing, and its ancestors': something here changed.
    ///
    /// Sizes are cached per proposal and items per subtree across frames; any change (a new view value, new
    /// children, a running animation, content rebuilt for a new size) calls this, so the cost of a frame grows with
    /// what changed rather than with the size of the tree.
    func invalidate() {
        var node: ViewNode? = self
        let epoch = graph.cacheEpoch
        // Every stack on the way loses its placement and re-places all its subviews; only the layout above the
        // walk's end (already invalidated in this pass, possibly placed since) must learn which subview to re-place.
        var unplaced: ViewNode?
        while let n = node, n.layout.invalidationEpoch != epoch {
            n.layout.invalidationEpoch = epoch
            n.layout.sizes.removeAll()
            n.layout.cachedSubviews.removeAll()
            n.layout.stackProposals.removeAll()
            n.layout.stackPlacement = nil
            if n.participatesInLayout { unplaced = n }
            n.layout.placedProposal = nil
            // Only this node's children may have changed: its ancestors' drawings can still be patched.
            if n === self { n.discardDrawing() } else { n.forgetDrawing() }
            node = n.parent
        }
        registerUnplaced(unplaced, above: node)
    }

    /// Tells the nearest ancestor (from `start` up) that takes part in layout that its subview `subview` needs
    /// placing again (the rest of the chain was already marked, in this pass or an earlier one).
    private func registerUnplaced(_ subview: ViewNode?, above start: ViewNode?) {
        guard let subview else { return }
        var node = start
        while let n = node, !n.participatesInLayout { node = n.parent }
        node?.layout.unplacedChildren.append(subview)
    }

    /// A node whose view changed, or whose animated values moved: its own measurements are redone, but its
    /// ancestors keep theirs unless its sizes turn out different (checked by `ViewGraph.resolveChangedSizes` before
    /// the next layout). Ancestors still place and draw again, since the node's content may move inside an
    /// unchanged frame. So a colour change in one of 100,000 views re-measures nothing but that view.
    func markChanged() {
        if layout.changedEpoch != graph.cacheEpoch {
            layout.changedEpoch = graph.cacheEpoch
            if layout.previousSizes == nil { layout.previousSizes = layout.sizes }
            graph.changedNodes.append(self)
        }
        layout.sizes.removeAll()
        layout.cachedSubviews.removeAll()
        layout.stackProposals.removeAll()
        layout.stackPlacement = nil
        var node: ViewNode? = self
        var unplaced: ViewNode?         // a subview whose placement is cleared, for the layout above it to re-place
        // Through nodes outside layout as well: one already invalidated this frame (a modifier above a view drawn
        // afresh) has no placement to clear, while the layout nodes above it may still hold theirs.
        while let n = node,
              n === self || !n.participatesInLayout || n.layout.placedProposal != nil || n.drawing.isClean || n.drawing.cache != nil {
            if n.participatesInLayout {
                if let d = unplaced { n.layout.unplacedChildren.append(d) }
                unplaced = n.layout.placedProposal != nil || n === self ? n : nil
            }
            n.layout.placedProposal = nil
            n.forgetDrawing()
            node = n.parent
        }
        registerUnplaced(unplaced, above: node)
    }

    /// Whether the node is still part of the graph.
    var isAttached: Bool { lifecycle.isAttached }
    /// Whether the node is leaving, kept only for its removal transition.
    var isRemoving: Bool { animation.transitionPhase == .removing }

    /// The transition in effect for this node: its own, or the one set on transparent modifiers just above it.
    var effectiveTransition: AnyTransition? {
        if let transition = animation.transition { return transition }
        for child in children where !child.participatesInLayout {
            if let t = child.effectiveTransition { return t }
        }
        return nil
    }

    /// Starts the insertion transition when the node appears inside an animated transaction.
    func beginInsertion(transaction: Transaction) {
        guard let curve = transaction.animation, effectiveTransition != nil else { return }
        animation.transitionPhase = .inserting
        let box = TrackBox<Double>(0)
        box.track.update(to: 1, animation: curve, at: graph.time, token: graph.completions.register(transaction))
        animation.tracks[.transition] = box
    }

    /// Starts the removal transition; returns false when the node should go at once.
    func beginRemoval(transaction: Transaction) -> Bool {
        if isRemoving { return true }
        guard let curve = transaction.animation, effectiveTransition != nil else { return false }
        animation.transitionPhase = .removing
        graph.removingCount += 1
        let current = (animation.tracks[.transition] as? TrackBox<Double>)?.track.advance(to: graph.time) ?? 1
        let box = TrackBox<Double>(current)
        box.track.update(to: 0, animation: curve, at: graph.time, token: graph.completions.register(transaction))
        animation.tracks[.transition] = box
        graph.animatingNodes[ObjectIdentifier(self)] = self
        return true
    }

    /// How far the node has come in the transition it is coming or going with, and that transition's effects at
    /// that point; nil when it is in none.
    var transitionState: (progress: Double, effects: [RenderEffectValue])? {
        guard animation.transitionPhase != .identity || (!animation.tracks.isEmpty && animation.tracks[.transition] != nil),
              let transition = effectiveTransition else { return nil }
        let p = transitionProgress
        return (p, isRemoving ? transition.removal(p, coveredFrame.size) : transition.insertion(p, coveredFrame.size))
    }

    /// The transition's progress: 1 when fully present, 0 when fully absent.
    var transitionProgress: Double {
        guard let box = animation.tracks[.transition] as? TrackBox<Double> else { return 1 }
        let value = box.track.advance(to: graph.time)
        if !box.track.isAnimating {
            animation.tracks[.transition] = nil
            if animation.transitionPhase == .inserting { animation.transitionPhase = .identity }
        } else {
            graph.animatingNodes[ObjectIdentifier(self)] = self
        }
        return value
    }

    /// Whether the node's transition is still under way at the graph's time (its track is advanced to that time, so
    /// the answer does not depend on whether a frame drew it in between).
    private var isTransitionRunning: Bool {
        guard let box = animation.tracks[.transition] as? TrackBox<Double> else { return false }
        _ = box.track.advance(to: graph.time)
        return box.track.isAnimating
    }

    /// Removes children whose removal transition has ended by the graph's time.
    func sweepFinishedRemovals() {
        children.removeAll { child in
            guard child.isRemoving, !child.isTransitionRunning else { return false }
            graph.removingCount -= 1
            graph.remove(child)
            invalidate()
            return true
        }
        for child in children { child.sweepFinishedRemovals() }
    }

    /// Builds a GeometryReader's content for a size, when the size or the content changed.
    func buildDeferredContent(proxy: GeometryProxy) {
        guard let content = layout.deferredContent else { return }
        guard layout.deferredNeedsBuild || layout.deferredSize != proxy.size else { return }
        layout.deferredNeedsBuild = false
        layout.deferredSize = proxy.size
        let transaction = currentTransaction
        var context = UpdateContext(environment: content.environment, transaction: transaction)
        // An observable value the content reads updates this node, as a body's reads update its view.
        context.child(DynamicPropertyBinder.observing(self) { content.build(proxy) }, key: .position(0))
        graph.reconcile(self, with: context.children, transaction: transaction)
    }
}
