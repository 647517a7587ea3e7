import Foundation

/// A container that animates its content by automatically cycling through a collection of phases that you provide,
/// each defining a discrete step within an animation, as SwiftUI's `PhaseAnimator` (iOS 17).
///
/// Each change of phase is animated with `animation(phase)` (`.default` unless you say otherwise), in a transaction
/// whose completion moves on to the next phase — so a phase lasts as long as its animation, on the host's clock:
///
/// ```
/// cycling:    phase 0 ─anim(1)─▶ 1 ─anim(2)─▶ 2 ─anim(0)─▶ 0 ─anim(1)─▶ …   (forever, from the first frame)
/// triggered:  phase 0 ······ trigger changes ─anim(1)─▶ 1 ─anim(2)─▶ 2 ─anim(0)─▶ 0   (then idle until the next)
/// ```
@MainActor @preconcurrency
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let core: PhaseAnimatorView<Phase, Content>

    /// Cycles through a sequence of phases in response to changes in a specified value, animating updates to a
    /// view: when `trigger` changes, the animator runs once through the phases and ends back at the first.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases. It must not be empty.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that receives the current phase.
    ///   - animation: The animation to use when transitioning to each phase; nil does not animate the change.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        core = PhaseAnimatorView(phases: Array(phases), trigger: TaskID(trigger), content: content, animation: animation)
    }

    /// Cycles through a sequence of phases continuously, animating updates to a view: the first phase is shown when
    /// the view appears, and the animator immediately animates to the second, and so on, looping back to the first.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases. It must not be empty.
    ///   - content: A view builder closure that receives the current phase.
    ///   - animation: The animation to use when transitioning to each phase; nil does not animate the change.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        core = PhaseAnimatorView(phases: Array(phases), trigger: nil, content: content, animation: animation)
    }

    /// The animator.
    public var body: some View { core }
}

nonisolated extension View {
    /// Cycles through the given phases when the trigger value changes, updating the view using the modifiers you
    /// apply in `content`. When the view first appears the first phase is shown; when `trigger` changes, the content
    /// is animated to the second phase, then to each next one, and finally back to the first.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. It must not be empty.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that takes a proxy for this view and the current phase.
    ///   - animation: The animation to use when transitioning to each phase; nil does not animate the change.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimatorView(phases: Array(phases), trigger: TaskID(trigger),
                                 content: { content(placeholder, $0) }, animation: animation)
    }

    /// Cycles through the given phases continuously, updating the content using the view builder closure that you
    /// supply: the first phase is shown when the view appears, and the animator immediately animates to the second,
    /// and so on, looping back to the first.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. It must not be empty.
    ///   - content: A view builder closure that takes a proxy for this view and the current phase.
    ///   - animation: The animation to use when transitioning to each phase; nil does not animate the change.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimatorView(phases: Array(phases), trigger: nil, content: { content(placeholder, $0) },
                                 animation: animation)
    }
}

/// What `PhaseAnimator` and `phaseAnimator` make: a primitive, so it can keep its phase in its node and hand its
/// content the transaction of each phase change. Not main-actor isolated, so nonisolated modifiers can make it.
struct PhaseAnimatorView<Phase: Equatable, Content: View> {
    let phases: [Phase]
    /// The trigger, or nil to cycle forever.
    let trigger: TaskID?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
}

/// A phase animator's memory, kept in its node.
@MainActor
final class PhaseAnimatorState {
    /// The index of the phase shown.
    var index = 0
    /// The trigger last seen.
    var trigger: TaskID?
    /// The running phase's animation completed: move on at this update.
    var advanceDue = false
    /// Counts the phase changes, so that the completion of a change a retrigger replaced does nothing.
    var change = 0

    /// Asks `node` for the phase after change `change`, unless a later change replaced it or the node is gone.
    func advance(_ node: ViewNode?, change: Int) {
        guard let node, node.isAttached, self.change == change else { return }
        advanceDue = true
        node.markDirty(transaction: Transaction())
    }
}

extension PhaseAnimatorView: View, PrimitiveView {
    /// The node storage slot of the animator's state (negative slots are the framework's own).
    private static var stateSlot: Int { -20 }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        guard !phases.isEmpty else {
            node.graph.diagnose("A phase animator at \(node.path) has no phases; it shows nothing.")
            return
        }
        let state: PhaseAnimatorState
        if let existing = node.storage[Self.stateSlot] as? PhaseAnimatorState {
            state = existing
            if let trigger, state.trigger != trigger {
                // A new run: from wherever the animator is, to the second phase.
                state.trigger = trigger
                animate(to: 1 % phases.count, state: state, node: node, context: &context)
            } else if state.advanceDue {
                state.advanceDue = false
                // A triggered run ends once it is back at the first phase; a cycle never ends.
                if trigger == nil || state.index != 0 {
                    animate(to: (state.index + 1) % phases.count, state: state, node: node, context: &context)
                }
            }
        } else {
            state = PhaseAnimatorState()
            state.trigger = trigger
            node.storage[Self.stateSlot] = state
            // A cycling animator shows the first phase, then at once animates to the second: once this node's
            // content exists, in the same frame (appear actions run before the frame is drawn).
            if trigger == nil, phases.count > 1 {
                node.graph.pendingAppear.append { [weak node] in state.advance(node, change: 0) }
            }
        }
        context.child(content(phases[min(state.index, phases.count - 1)]), key: .position(0))
    }

    /// Shows phase `index`, animated with its animation in a transaction whose completion moves on.
    @MainActor
    private func animate(to index: Int, state: PhaseAnimatorState, node: ViewNode, context: inout UpdateContext) {
        state.index = index
        state.change += 1
        let change = state.change
        var transaction = Transaction(animation: animation(phases[index]))
        transaction.addAnimationCompletion { [weak node] in state.advance(node, change: change) }
        // A change that animates nothing completes at the end of this frame (see `CompletionRegistry`).
        node.graph.completions.track(transaction)
        context.transaction = transaction
    }
}
