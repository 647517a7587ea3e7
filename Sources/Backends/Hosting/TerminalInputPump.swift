import Foundation
import Declarative
import Synchronization

/// Moves terminal input off the main actor, so the live host can sleep in `await` while it waits for keys.
///
/// ```
/// reader thread                         main actor
/// ─────────────                         ──────────
/// poll(stdin, wake pipe)  — blocks until a byte, a resize or a stop; never wakes on a timer
///   → events ──── Task { @MainActor } ──▶ TerminalEventInbox.receive → resumes the waiting host loop
/// (until stopped, or the input closes)   host: await inbox.wait(seconds:) … tasks and main-queue work run here
/// ```
///
/// Blocking in `poll` on the main thread would starve main-actor tasks (a view's `.task` could never run); a thread
/// that only reads keeps the main actor free, and the host wakes the moment a key or a resize arrives.
final class TerminalInputPump: @unchecked Sendable {
    // @unchecked: `session` is only used by the reader thread between `start()` and `stop()`; the main actor uses it
    // only for writes, which touch no state the reader reads. `stopped` and `finished` are atomics.
    private let session: TerminalSession
    private let inbox: TerminalEventInbox
    private let stopped = Atomic<Bool>(false)
    private let finished = Atomic<Bool>(true)

    init(session: TerminalSession, inbox: TerminalEventInbox) {
        self.session = session
        self.inbox = inbox
    }

    /// Starts the reader thread.
    func start() {
        stopped.store(false, ordering: .relaxed)
        finished.store(false, ordering: .relaxed)
        let thread = Thread { [self] in
            while !stopped.load(ordering: .relaxed) {
                let events = session.readEvents(timeout: -1)
                if !events.isEmpty, !stopped.load(ordering: .relaxed) {
                    let inbox = self.inbox
                    Task { @MainActor in inbox.receive(events) }
                }
                // Once the input has closed, every read would return at once: stop instead of spinning.
                if events.last == .inputClosed { break }
            }
            finished.store(true, ordering: .releasing)
        }
        thread.name = "TerminalInputPump"
        thread.start()
    }

    /// Stops the reader (waking it from its wait) and waits until it no longer reads, at most half a second, so
    /// that the terminal can be restored without the reader swallowing the shell's next keystrokes.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        TerminalSession.wakeReader()
        let deadline = Date().addingTimeInterval(0.5)
        while !finished.load(ordering: .acquiring) && Date() < deadline { usleep(2_000) }
    }
}

/// Terminal events waiting for the host loop, and the loop's wait: until an event arrives, a state write wakes it,
/// or a timeout passes.
@MainActor
final class TerminalEventInbox {
    private var events: [TerminalEvent] = []
    private var waiter: CheckedContinuation<Void, Never>?
    private var generation = 0
    /// A wake that came while the loop was not waiting: the next wait returns at once.
    private var woken = false

    /// Adds events and wakes the loop.
    func receive(_ new: [TerminalEvent]) {
        events += new
        wake()
    }

    /// Takes the waiting events.
    func take() -> [TerminalEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Suspends (letting other main-actor work run) until an event arrives, ``wake()`` is called, or `seconds`
    /// pass; nil waits without a timeout.
    func wait(seconds: Double?) async {
        if !events.isEmpty || woken || seconds.map({ $0 <= 0 }) == true {
            woken = false
            await Task.yield()
            return
        }
        generation += 1
        let current = generation
        let timer = seconds.map { seconds in
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: .microseconds(Int(min(seconds, 86_400) * 1_000_000)))
                if let self, self.generation == current { self.wake() }
            }
        }
        await withCheckedContinuation { waiter = $0 }
        timer?.cancel()
        woken = false
    }

    /// Ends the current wait, or the next one if the loop is not waiting.
    func wake() {
        guard let w = waiter else {
            woken = true
            return
        }
        waiter = nil
        w.resume()
    }
}
