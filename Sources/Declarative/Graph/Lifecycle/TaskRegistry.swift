import Foundation

/// One `.task(id:)` of a node: the id it last ran for, and the running task.
struct TaskSlot {
    var id: TaskID
    var action: @MainActor @Sendable () async -> Void
    var task: Task<Void, Never>?
}

/// The tasks started by views, so that hosts can wait for them and tests can await them.
@MainActor
struct TaskRegistry {
    private(set) var running: [Int: Task<Void, Never>] = [:]
    private var next = 0

    /// Starts an action on the main actor and remembers it until it ends.
    mutating func start(_ action: @escaping @MainActor @Sendable () async -> Void, graph: ViewGraph) -> Task<Void, Never> {
        let key = next
        next += 1
        let task = Task { @MainActor [weak graph] in
            await action()
            graph?.tasks.finished(key)
        }
        running[key] = task
        return task
    }

    mutating func finished(_ key: Int) { running[key] = nil }

    /// Whether any task is still running.
    var isEmpty: Bool { running.isEmpty }

    /// Whether a task was cancelled but has not yet ended (it is still unwinding, for example out of a
    /// `Task.sleep` that threw `CancellationError`).
    var hasCancelledTasks: Bool { running.values.contains { $0.isCancelled } }
}

extension ViewNode {
    /// Declares the node's tasks for this update; a changed id cancels the old task and starts a new one.
    func setTasks(_ specs: [(id: TaskID, action: @MainActor @Sendable () async -> Void)]) {
        var slots: [TaskSlot] = []
        for (index, spec) in specs.enumerated() {
            if index < lifecycle.tasks.count, lifecycle.tasks[index].id == spec.id {
                var slot = lifecycle.tasks[index]
                slot.action = spec.action
                slots.append(slot)
            } else {
                if index < lifecycle.tasks.count { lifecycle.tasks[index].task?.cancel() }
                var slot = TaskSlot(id: spec.id, action: spec.action, task: nil)
                if lifecycle.hasAppeared { slot.task = graph.tasks.start(spec.action, graph: graph) }
                slots.append(slot)
            }
        }
        for extra in lifecycle.tasks.dropFirst(specs.count) { extra.task?.cancel() }
        lifecycle.tasks = slots
    }

    /// Starts the node's tasks when it appears.
    func startTasks() {
        lifecycle.hasAppeared = true
        for i in lifecycle.tasks.indices where lifecycle.tasks[i].task == nil {
            lifecycle.tasks[i].task = graph.tasks.start(lifecycle.tasks[i].action, graph: graph)
        }
    }

    /// Cancels the node's tasks when it disappears.
    func cancelTasks() {
        for slot in lifecycle.tasks { slot.task?.cancel() }
        lifecycle.tasks.removeAll()
    }
}
