import Foundation

/// The keyboard focus of one view graph: which focusable view has it, and the order `Tab` walks.
///
/// A focusable view (`.focusable()`, or a control) registers its node here each time it is updated. The order is
/// the graph's order, parents before children and siblings in declaration order, which is reading order for stacks,
/// lists and forms. Disabled views (`disabled(true)`) and views no longer in the graph are skipped.
///
/// ```
///   Tab ──▶ next target ──▶ old and new target nodes marked dirty
///                           └▶ their update sets `isFocused` for their content and draws the focus mark
///                           └▶ `@FocusState` bindings of both written (false / nil, then true / the tag)
/// ```
///
/// Keys go to the focused view, then its ancestors (see `ViewHost.press(_:)`).
@MainActor
final class FocusSystem {
    /// A registered focusable node.
    struct Target {
        weak var node: ViewNode?
        var isEnabled: Bool
        var binding: FocusRequest?
    }

    private var targets: [ObjectIdentifier: Target] = [:]
    /// Scroll views, for the wheel and for revealing the focused view (see `ScrollTargets.swift`).
    var scrollTargets: [ObjectIdentifier: (WeakNode, ScrollTarget)] = [:]
    /// The node that has focus.
    private(set) weak var focusedNode: ViewNode?
    /// Presentations that hold the keyboard (sheets, alerts), oldest first (see `ModalScope.swift`).
    var modals: [ModalScope] = []

    /// Records that `node` is a focus target (called while it is updated).
    func register(_ node: ViewNode, isFocusable: Bool, isEnabled: Bool, binding: FocusRequest?) {
        let id = ObjectIdentifier(node)
        guard isFocusable else {
            targets[id] = nil
            if focusedNode === node { focus(nil) }
            return
        }
        targets[id] = Target(node: node, isEnabled: isEnabled, binding: binding)
        if !isEnabled, focusedNode === node { focus(nil) }
    }

    /// Whether `node` has focus.
    func isFocused(_ node: ViewNode) -> Bool { focusedNode === node }

    /// The nearest enabled focus target at or around `node` (a control's own target, for a click on it).
    func target(containing node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let n = current {
            if let target = targets[ObjectIdentifier(n)], target.node === n { return target.isEnabled ? n : nil }
            current = n.parent
        }
        return nil
    }

    /// The focused node when it is still in the graph.
    var focused: ViewNode? {
        guard let node = focusedNode, node.isAttached else { return nil }
        return node
    }

    /// The enabled focus targets in reading order.
    func order(in root: ViewNode) -> [ViewNode] {
        targets = targets.filter { $0.value.node?.isAttached == true }
        guard !targets.isEmpty else { return [] }
        var result: [ViewNode] = []
        root.forEachDescendant { node in
            if let target = targets[ObjectIdentifier(node)], target.node === node, target.isEnabled { result.append(node) }
        }
        return result
    }

    /// Moves focus to the next (or previous) target, wrapping around; returns whether there is one.
    @discardableResult
    func move(forward: Bool, in root: ViewNode) -> Bool {
        let order = order(in: root)
        guard !order.isEmpty else { return false }
        let next: Int
        if let current = focused, let index = order.firstIndex(where: { $0 === current }) {
            next = (index + (forward ? 1 : -1) + order.count) % order.count
        } else {
            next = forward ? 0 : order.count - 1
        }
        focus(order[next])
        reveal(order[next])
        return true
    }

    /// Gives focus to `node` (nil clears it): both nodes update, and their `@FocusState` bindings follow unless
    /// `writesBindings` is false (the change came from a binding).
    func focus(_ node: ViewNode?, writesBindings: Bool = true) {
        guard node !== focusedNode else { return }
        let old = focusedNode
        focusedNode = node
        for changed in [old, node].compactMap({ $0 }) where changed.isAttached {
            changed.markDirty(transaction: Transaction.current)
        }
        guard writesBindings else { return }
        if let old, let request = targets[ObjectIdentifier(old)]?.binding, old.isAttached { request.box.release(request.value) }
        if let node, let request = targets[ObjectIdentifier(node)]?.binding { request.box.claim(request.value) }
    }

    /// Applies a `@FocusState` write seen while updating a target bound to it: the target whose value matches takes
    /// focus; a cleared value clears focus held by a target bound to the same state.
    func resolve(_ request: FocusRequest, for node: ViewNode) {
        guard request.box.hasRequest else { return }
        if request.box.currentValue == request.value {
            request.box.hasRequest = false
            focus(node, writesBindings: false)
        } else if !request.box.isSet, let focused = focused,
                  let held = targets[ObjectIdentifier(focused)]?.binding, held.box === request.box {
            request.box.hasRequest = false
            focus(nil, writesBindings: false)
        }
    }
}

/// A `.focused(_:)` or `.focused(_:equals:)` binding: the state and the value that means "this view".
struct FocusRequest {
    let box: AnyFocusStateBox
    let value: AnyHashable
}
