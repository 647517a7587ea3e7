import Foundation

nonisolated extension View {
    /// Runs an action when the view appears, before the first frame that shows it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        nodeModifier("onAppear", action) { action, node, _ in if let action { node.lifecycle.onAppear.append(action) } }
    }

    /// Runs an action when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        nodeModifier("onDisappear", action) { action, node, _ in if let action { node.lifecycle.onDisappear.append(action) } }
    }

    /// Runs an async action when the view appears; cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        task(id: 0, priority: priority, action)
    }

    /// Runs an async action when the view appears, and again (cancelling the old one) whenever `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        nodeModifier("task", TaskID(value)) { id, node, _ in node.setTasks([(id, action)]) }
    }

    /// Runs an action when a value changes, with the old and new values (iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        nodeModifier("onChange", (value, action)) { payload, node, _ in
            let (value, action) = payload
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

    /// Runs an action with the new value when a value changes: iOS 14's form, which iOS 17 deprecates and published
    /// code still uses widely. Not marked deprecated here, so that such code builds without warnings.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value) { _, newValue in action(newValue) }
    }
}

/// A `.task(id:)` value, compared with its own `==`: a task restarts when it changes.
///
/// Not an `AnyHashable`: making one asks the runtime whether the type has a custom hashable representation, and the
/// first such question about a type scans every conformance record of the binary.
struct TaskID: Equatable {
    let value: any Equatable

    init(_ value: some Equatable) { self.value = value }

    static func == (a: TaskID, b: TaskID) -> Bool {
        // Values of different types differ; a cast to a concrete type asks no conformance question.
        func isEqual<T: Equatable>(_ value: T) -> Bool { (b.value as? T).map { $0 == value } ?? false }
        return isEqual(a.value)
    }
}

/// A reference box for a value a modifier remembers between updates.
final class ValueBox<V> {
    var value: V
    init(_ value: V) { self.value = value }
}
