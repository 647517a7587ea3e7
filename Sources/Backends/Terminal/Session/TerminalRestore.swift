#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The signal-safe path that puts the terminal back: used by signal handlers and `atexit`.
///
/// A handler may call only async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`), and in Swift
/// must also avoid allocation, reference counting, lazy globals and exclusivity checks. So everything it needs is
/// prepared *before* any handler is installed, in fixed storage that is written only while no handler is armed:
///
/// ```
/// prepare(fd, saved termios, restore bytes)  → arm → handlers may run → disarm → storage may change again
///      (ordinary code)                                (write + tcsetattr only)
/// ```
///
/// Handlers for SIGINT, SIGTERM, SIGHUP and SIGQUIT restore and then re-raise the signal with its default action,
/// so the process ends as the signal asked (exit status 128 + n). Fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGABRT, SIGFPE) restore, reinstate the previous handler (the Swift runtime's backtracer) and re-raise, so the
/// crash report appears on the main screen. SIGWINCH only records that the size changed and wakes the reader.
enum TerminalRestore {
    /// The most restore bytes there can be.
    static let capacity = 256

    // These pointers are allocated once, on first use from ordinary code (`prepare`), and never freed. Handlers read
    // them only while `armed` is true, and ordinary code writes them only while it is false, so no access races.
    // Allocation happens before `armed` is first set, so a handler never triggers the lazy initialisation.
    nonisolated(unsafe) private static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static let wakePipe: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        p[0] = -1
        p[1] = -1
        return p
    }()

    private static let byteCount = Atomic<Int>(0)
    private static let fd = Atomic<Int32>(-1)
    private static let hasTermios = Atomic<Bool>(false)
    private static let armed = Atomic<Bool>(false)
    /// Whether our handlers are installed (they stay installed after a handler restored, until ``disarm()``).
    private static let installed = Atomic<Bool>(false)
    /// Set by SIGWINCH; read and cleared by ``takeResize()``.
    private static let resized = Atomic<Bool>(false)
    private static let atexitRegistered = Atomic<Bool>(false)

    /// The signals that end the process after restoring.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The crash signals whose previous handler runs after restoring.
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Whether handlers would restore now.
    static var isArmed: Bool { armed.load(ordering: .acquiring) }

    /// Stores what a restore needs, installs the handlers and `atexit`, and arms them. Ordinary code only.
    static func arm(fd descriptor: Int32, termios saved: termios?, restoreBytes: [UInt8]) {
        disarm()
        let count = min(restoreBytes.count, capacity)
        for i in 0..<count { bytes[i] = restoreBytes[i] }
        byteCount.store(count, ordering: .relaxed)
        if let saved { savedTermios.pointee = saved }
        hasTermios.store(saved != nil, ordering: .relaxed)
        fd.store(descriptor, ordering: .relaxed)
        if wakePipe[0] < 0 {
            if pipe(wakePipe) != 0 { wakePipe[0] = -1; wakePipe[1] = -1 }
            for end in 0..<2 where wakePipe[end] >= 0 {
                _ = fcntl(wakePipe[end], F_SETFL, fcntl(wakePipe[end], F_GETFL) | O_NONBLOCK)
            }
        }
        _ = resized.load(ordering: .relaxed)
        armed.store(true, ordering: .releasing)
        installed.store(true, ordering: .relaxed)
        for sig in terminatingSignals { install(sig, handler: { sig in TerminalRestore.handleTerminating(sig) }) }
        for sig in fatalSignals { install(sig, handler: { sig in TerminalRestore.handleFatal(sig) }) }
        install(SIGWINCH, handler: { _ in TerminalRestore.handleResize() })
        unblockHandledSignals()
        if !atexitRegistered.exchange(true, ordering: .relaxed) {
            atexit { TerminalRestore.restoreIfArmed() }
        }
    }

    /// Disarms and puts the previous handlers back, without restoring. Ordinary code only.
    static func disarm() {
        armed.store(false, ordering: .releasing)
        guard installed.exchange(false, ordering: .relaxed) else { return }
        for sig in terminatingSignals + fatalSignals + [SIGWINCH] { _ = sigaction(sig, previousActions + Int(sig), nil) }
    }

    /// The read end of the pipe SIGWINCH writes to, for `poll`ing together with input; -1 if there is none.
    static var wakeFileDescriptor: Int32 { wakePipe[0] }

    /// Wakes a reader waiting in ``TerminalSession/readEvents(timeout:)`` (as SIGWINCH does), so that a reader thread
    /// can be stopped without polling. Async-signal-safe.
    static func wakeReader() {
        guard wakePipe[1] >= 0 else { return }
        var byte: UInt8 = 0
        _ = write(wakePipe[1], &byte, 1)
    }

    /// Whether a SIGWINCH arrived since the last call; drains the wake pipe.
    static func takeResize() -> Bool {
        if wakeFileDescriptor >= 0 {
            var sink = [UInt8](repeating: 0, count: 64)
            while read(wakeFileDescriptor, &sink, sink.count) > 0 {}
        }
        return resized.exchange(false, ordering: .relaxed)
    }

    /// Unblocks the handled signals in the calling thread. A process inherits its parent's blocked signals across
    /// `exec`, and every thread libdispatch starts blocks them too, so a terminal app started with SIGTERM blocked
    /// (by a test runner, say) would never hear it and never restore. The arming thread is the main actor's, which
    /// lives as long as the app runs.
    private static func unblockHandledSignals() {
        var handled = sigset_t()
        sigemptyset(&handled)
        for sig in terminatingSignals + [SIGWINCH] { sigaddset(&handled, sig) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    private static func install(_ sig: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = sig == SIGWINCH ? Int32(SA_RESTART) : 0
        _ = sigaction(sig, &action, previousActions + Int(sig))
    }

    /// Writes the restore bytes and the saved terminal modes. Async-signal-safe: `write` and `tcsetattr` only.
    static func restoreIfArmed() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        writeRestore()
    }

    /// The restore itself, without checking or changing the armed flag.
    static func writeRestore() {
        let descriptor = fd.load(ordering: .relaxed)
        guard descriptor >= 0 else { return }
        var offset = 0
        let count = byteCount.load(ordering: .relaxed)
        while offset < count {
            let n = write(descriptor, bytes + offset, count - offset)
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
        }
        if hasTermios.load(ordering: .relaxed) { _ = tcsetattr(descriptor, TCSAFLUSH, savedTermios) }
    }

    private static func handleTerminating(_ sig: Int32) {
        restoreIfArmed()
        signal(sig, SIG_DFL)
        raise(sig)
    }

    private static func handleFatal(_ sig: Int32) {
        restoreIfArmed()
        _ = sigaction(sig, previousActions + Int(sig), nil)
        raise(sig)
    }

    private static func handleResize() {
        resized.store(true, ordering: .relaxed)
        if wakePipe[1] >= 0 {
            var byte: UInt8 = 1
            _ = write(wakePipe[1], &byte, 1)
        }
    }
}
