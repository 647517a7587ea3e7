import Foundation

/// A node's life over time: the actions its modifiers run as it appears and disappears, the keys it handles,
/// its tasks, and when its schedule (a `TimelineView`, a timer publisher, relative date text) next needs it.
struct LifecycleRecord {
    /// `onAppear` actions, run after the frame that first shows the node.
    var onAppear: [() -> Void] = []
    /// `onDisappear` actions, run when the node is removed.
    var onDisappear: [() -> Void] = []
    /// `onKeyPress` handlers, innermost first.
    var keyHandlers: [(KeyPress) -> KeyPress.Result] = []
    /// A control's own key handlers, offered a press only while the control (or a view inside it) has focus.
    var focusedKeyHandlers: [(KeyPress) -> KeyPress.Result] = []
    /// The keyboard shortcuts of the node's controls and what each does (see `keyboardShortcut(_:)`).
    var shortcuts: [(shortcut: KeyboardShortcut, action: () -> Void)] = []
    /// The node's `task(id:)` tasks.
    var tasks: [TaskSlot] = []
    /// Whether the node has appeared, so that tasks declared later start at once.
    var hasAppeared = false
    /// Whether the node is still in the graph.
    var isAttached = true
    /// When the node's schedule next needs an update.
    var timelineNext: Date?

    /// Clears the actions and handlers, before the view's modifiers declare them again.
    mutating func resetRole() {
        onAppear.removeAll()
        onDisappear.removeAll()
        keyHandlers.removeAll()
        focusedKeyHandlers.removeAll()
        shortcuts.removeAll()
    }
}
