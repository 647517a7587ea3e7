import Foundation

/// A presentation that holds the keyboard while it is up (a sheet, an alert), and the focus to give back after.
///
/// While a presentation is up, keys and `Tab` stay inside its subtree: the views under it get no keys, as the
/// views under an iPhone sheet get no touches. Presenting clears focus held outside it (focus moves into the
/// presentation, where `Tab` reaches its controls); dismissing gives focus back to the view that had it.
///
/// ```
///   root ─ presenter ─ content            keys: scope = newest attached presentation
///             └ sheet (modal) ─ controls        handlers inside the scope only; Tab cycles inside it
///                 └ alert (modal)               an alert over the sheet is newer, so it takes the keys
/// ```
struct ModalScope {
    let id: ObjectIdentifier
    weak var node: ViewNode?
    /// The node focused when the presentation appeared.
    weak var restore: ViewNode?
}

extension FocusSystem {
    /// Records that `node` is a presentation's root (called each time it is updated); the first time, focus held
    /// outside it is cleared and remembered.
    func presentModal(_ node: ViewNode) {
        guard !modals.contains(where: { $0.node === node }) else { return }
        let outside = focused.flatMap { $0.isInside(node) ? nil : $0 }
        modals.append(ModalScope(id: ObjectIdentifier(node), node: node, restore: outside))
        if outside != nil { focus(nil) }
    }

    /// Forgets the presentation whose root was `id` (it went away), giving focus back to the view that had it when
    /// it appeared, unless focus has since gone elsewhere.
    func dismissModal(_ id: ObjectIdentifier) {
        guard let index = modals.firstIndex(where: { $0.id == id }) else { return }
        let scope = modals.remove(at: index)
        guard let restore = scope.restore, restore.isAttached else { return }
        if let held = focused, let node = scope.node, !held.isInside(node) { return }
        focus(restore)
    }

    /// The newest presentation still in the graph, which takes the keys; nil when none is up.
    var modalScope: ViewNode? {
        for scope in modals where scope.node?.isAttached != true { dismissModal(scope.id) }
        return modals.last?.node
    }
}
