import Foundation

extension ViewHost {
    /// Delivers a key press, as SwiftUI does: to the `onKeyPress` handlers of the focused view (those inside it,
    /// innermost and last first), then of its ancestors up to the root. With nothing focused, every handler is
    /// offered the press, innermost and last first, except controls' own (a button's `Return`), which act only on
    /// focus. A press no handler took runs the control whose
    /// `keyboardShortcut` it is, if any; `Tab` and `Shift-Tab` that nothing took move the focus.
    /// Returns whether the press was used; a host offers an unused press to its own commands.
    ///
    /// While a sheet or an alert is up, the press goes only to the views inside the newest one, and `Tab` moves
    /// focus only among them (see `ModalScope`).
    @discardableResult
    public func press(_ press: KeyPress) -> Bool {
        let scope = graph.focus.modalScope ?? graph.root!
        for handler in keyHandlers(in: scope) where handler(press) == .handled { return true }
        // A press no view took may be a control's keyboard shortcut.
        if let action = shortcutAction(for: press, in: scope) {
            action()
            return true
        }
        if press.key == .tab, press.phase != .up {
            return graph.focus.move(forward: !press.modifiers.contains(.shift), in: scope)
        }
        return false
    }

    /// Whether some view has keyboard focus.
    public var hasFocus: Bool { graph.focus.focused != nil }

    /// Clears keyboard focus, as a click on empty space does.
    public func resignFocus() { graph.focus.focus(nil) }

    private func keyHandlers(in scope: ViewNode) -> [(KeyPress) -> KeyPress.Result] {
        var handlers: [(KeyPress) -> KeyPress.Result] = []
        guard let focused = graph.focus.focused, focused.isInside(scope) else {
            scope.forEachDescendant { handlers.append(contentsOf: $0.lifecycle.keyHandlers) }
            return handlers.reversed()
        }
        focused.forEachDescendant { handlers += $0.lifecycle.keyHandlers + $0.lifecycle.focusedKeyHandlers }
        handlers.reverse()
        var node = focused === scope ? nil : focused.parent
        while let n = node {
            handlers.append(contentsOf: (n.lifecycle.keyHandlers + n.lifecycle.focusedKeyHandlers).reversed())
            node = n === scope ? nil : n.parent
        }
        return handlers
    }
}
