import Foundation

extension View {
    /// Runs an action when the view appears, before the first frame that shows it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        nodeModifier("onAppear") { node, _ in if let action { node.lifecycle.onAppear.append(action) } }
    }

    /// Runs an action when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        nodeModifier("onDisappear") { node, _ in if let action { node.lifecycle.onDisappear.append(action) } }
    }

    /// Runs an async action when the view appears; cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        task(id: 0, priority: priority, action)
    }

    /// Runs an async action when the view appears, and again (cancelling the old one) whenever `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        let id = AnyHashable(EquatableBox(value: value))
        return nodeModifier("task") { node, _ in node.setTasks([(id, action)]) }
    }

    /// Runs an action when a value changes, with the old and new values (iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        nodeModifier("onChange") { node, _ in
            let previous = node.storage[-1] as? ValueBox<V>
            if let previous, previous.value != value {
                let old = previous.value
                node.graph.pendingAppear.append { action(old, value) }
            } else if previous == nil && initial {
                node.graph.pendingAppear.append { action(value, value) }
            }
            node.storage[-1] = ValueBox(value)
        }
    }

    /// Runs an action when a value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}

/// Wraps an `Equatable` value so that it can be compared as an `AnyHashable` id.
struct EquatableBox<T: Equatable>: Hashable {
    let value: T
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}

/// A reference box for a value a modifier remembers between updates.
final class ValueBox<V> {
    var value: V
    init(_ value: V) { self.value = value }
}
