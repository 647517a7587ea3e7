#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a lock, used as `Synchronization.Mutex`'s `withLock` is, for the terminal's process-wide tables
/// (glyph choices, painted cells, pens, colours, run bytes) that canvases on several threads share.
///
/// The lock is a `pthread_mutex_t`, which ThreadSanitizer knows. The standard library's `Mutex` waits on a futex in
/// code ThreadSanitizer does not see, so `swift test --sanitize=thread` took every access it guarded for a race.
final class LockedValue<Value: ~Copyable>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only read or written inside `withLock`, between `pthread_mutex_lock` and
    // `pthread_mutex_unlock` on `mutex`, so no two threads touch it at once; the pointer itself never changes.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Exclusivity is the lock's: only `withLock` reaches the value, and it is not reentrant.
    @exclusivity(unchecked) private var value: Value

    /// A value behind a new lock.
    init(_ value: consuming Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock. `body` must not call `withLock` on the same value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
