import Foundation

/// State writes waiting for the next update, safe to add to from any thread.
///
/// `@State` setters and Observation's change handlers do not know which executor they run on (in tests the main actor
/// need not be the main thread), so they never touch nodes directly: they enqueue the node and the transaction, and the
/// graph marks the nodes dirty when it next flushes, on the main actor.
final class UpdateQueue: @unchecked Sendable {
    // @unchecked: `pending` and `wake` are only accessed while holding `lock`.
    private let lock = NSLock()
    private var pending: [(NodeReference, Transaction)] = []
    private var wake: (@Sendable () -> Void)?

    /// Records a write to `node`'s state under `transaction`.
    func enqueue(_ node: NodeReference, _ transaction: Transaction) {
        lock.lock()
        pending.append((node, transaction))
        let wake = self.wake
        lock.unlock()
        wake?()
    }

    /// Takes every pending write.
    func drain() -> [(NodeReference, Transaction)] {
        lock.lock(); defer { lock.unlock() }
        let items = pending
        pending.removeAll()
        return items
    }

    /// Whether writes are waiting.
    var isEmpty: Bool {
        lock.lock(); defer { lock.unlock() }
        return pending.isEmpty
    }

    /// Sets the closure called after each write (a live host uses it to wake its loop).
    func setWake(_ wake: (@Sendable () -> Void)?) {
        lock.lock(); defer { lock.unlock() }
        self.wake = wake
    }
}
