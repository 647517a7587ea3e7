#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A live terminal taken over for drawing: raw mode, the alternate screen, a hidden cursor and mouse reports —
/// and the promise to put everything back.
///
/// ```swift
/// let session = TerminalSession()
/// try session.start()                     // raw mode, alternate screen, handlers armed
/// defer { session.restore() }
/// session.write(writer.frame(buffer))     // one write per frame
/// for event in session.readEvents(timeout: 50) { … }
/// ```
///
/// The terminal is restored by ``restore()``, at `exit` (via `atexit`), on SIGINT, SIGTERM, SIGHUP and SIGQUIT
/// (then the process ends by that signal), and on fatal signals (then the previous handler runs) — see
/// `TerminalRestore`. Only one session is active per process. Raw mode clears `ISIG` unless
/// ``Configuration/controlCRaisesSignal`` is set, so Ctrl-C normally arrives as a key for the app to handle.
public final class TerminalSession {
    /// What a session turns on.
    public struct Configuration: Hashable, Sendable {
        /// Switch to the alternate screen (the shell's screen is back after the session).
        public var usesAlternateScreen: Bool
        /// Report mouse presses, releases, drags and the wheel (SGR 1006).
        public var reportsMouse: Bool
        /// Deliver pastes as one ``TerminalEvent/paste(_:)``.
        public var bracketedPaste: Bool
        /// Keep `ISIG`, so Ctrl-C raises SIGINT (and restores through the signal handler) instead of being a key.
        public var controlCRaisesSignal: Bool

        /// Creates a configuration; by default alternate screen and mouse on, bracketed paste off, Ctrl-C a key.
        public init(usesAlternateScreen: Bool = true, reportsMouse: Bool = true, bracketedPaste: Bool = false,
                    controlCRaisesSignal: Bool = false) {
            self.usesAlternateScreen = usesAlternateScreen
            self.reportsMouse = reportsMouse
            self.bracketedPaste = bracketedPaste
            self.controlCRaisesSignal = controlCRaisesSignal
        }
    }

    /// Why a session could not start.
    public enum Failure: Error, Hashable, Sendable {
        /// The input is not a terminal.
        case notATerminal
        /// A system call failed with an `errno`.
        case systemCall(String, Int32)
    }

    /// The configuration.
    public let configuration: Configuration
    /// The descriptor keys are read from.
    public let input: Int32
    /// The descriptor frames are written to.
    public let output: Int32
    /// Whether the session has started and not been restored.
    public private(set) var isActive = false

    private var saved = termios()
    private var decoder = TerminalInputDecoder()
    private var buffer = [UInt8](repeating: 0, count: 4096)

    /// Creates a session on descriptors (standard input and output by default). Nothing changes until ``start()``.
    public init(configuration: Configuration = Configuration(), input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.configuration = configuration
        self.input = input
        self.output = output
    }

    /// The bytes that set the terminal up: alternate screen, hidden cursor, no autowrap, cleared, mouse, paste.
    public static func enterSequence(_ c: Configuration) -> [UInt8] {
        var s = c.usesAlternateScreen ? "\u{1B}[?1049h" : ""
        s += "\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[2J"
        if c.reportsMouse { s += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
        if c.bracketedPaste { s += "\u{1B}[?2004h" }
        return Array(s.utf8)
    }

    /// The bytes that put it back (the DEC private modes of xterm's ctlseqs, reset), in reverse order of setting up.
    public static func restoreSequence(_ c: Configuration) -> [UInt8] {
        var s = "\u{1B}[?2026l\u{1B}[0m"
        if c.reportsMouse { s += "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l" }
        if c.bracketedPaste { s += "\u{1B}[?2004l" }
        s += "\u{1B}[?7h\u{1B}[?25h"
        if c.usesAlternateScreen { s += "\u{1B}[?1049l" }
        return Array(s.utf8)
    }

    /// Enters raw mode and the alternate screen, and arms the restore path.
    public func start() throws(Failure) {
        guard !isActive else { return }
        guard isatty(input) == 1 else { throw .notATerminal }
        guard tcgetattr(input, &saved) == 0 else { throw .systemCall("tcgetattr", errno) }
        var raw = saved
        cfmakeraw(&raw)
        if configuration.controlCRaisesSignal { raw.c_lflag |= tcflag_t(ISIG) }
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        TerminalRestore.arm(fd: input == output ? input : output, termios: saved,
                            restoreBytes: Self.restoreSequence(configuration))
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let e = errno
            TerminalRestore.disarm()
            throw .systemCall("tcsetattr", e)
        }
        isActive = true
        write(Self.enterSequence(configuration))
    }

    /// Puts the terminal back and removes the handlers. Safe to call more than once.
    public func restore() {
        guard isActive else { return }
        isActive = false
        write(Self.restoreSequence(configuration))
        _ = tcsetattr(input, TCSAFLUSH, &saved)
        TerminalRestore.disarm()
    }

    deinit { restore() }

    /// Writes all the bytes, retrying short writes and `EINTR`.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { FileDescriptorOutput.write($0, to: output) }
    }

    /// The terminal's size now.
    public var size: TerminalSize {
        TerminalSize.query(fileDescriptor: output) ?? TerminalSize.query(fileDescriptor: input)
            ?? TerminalSize.fallback(environment: [:])
    }

    /// Waits up to `timeout` milliseconds (forever when negative) for input, a resize or ``wakeReader()``, and
    /// returns the events (none after a wake). A lone Escape is reported once no further byte arrives within
    /// ``escapeTimeout`` milliseconds, so a reader that waits forever still sees it. When the input ends or hangs up,
    /// the last event is ``TerminalEvent/inputClosed``.
    public func readEvents(timeout: Int32) -> [TerminalEvent] {
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        let wake = TerminalRestore.wakeFileDescriptor
        if wake >= 0 { fds.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        let wait = decoder.hasPendingBytes && (timeout < 0 || timeout > Self.escapeTimeout) ? Self.escapeTimeout : timeout
        let ready = poll(&fds, nfds_t(fds.count), wait)
        if ready < 0 && errno == EINTR { return [] }
        var events: [TerminalEvent] = []
        if TerminalRestore.takeResize() {
            let s = size
            events.append(.resize(columns: s.columns, rows: s.rows))
        }
        let revents = ready > 0 ? fds[0].revents : 0
        if revents & Int16(POLLIN) == 0 {
            // A hang-up or error without data to read would make poll return at once forever: report it instead.
            if revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return events + [.inputClosed] }
            return events + (decoder.hasPendingBytes && ready == 0 ? decoder.flush() : [])
        }
        let n = read(input, &buffer, buffer.count)
        if n > 0 {
            events += decoder.decode(buffer[0..<n])
        } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
            events.append(.inputClosed)
        }
        return events
    }

    /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
    public static let escapeTimeout: Int32 = 50

    /// Wakes a thread waiting in ``readEvents(timeout:)``, which then returns with no events. Safe from any thread.
    public static func wakeReader() { TerminalRestore.wakeReader() }
}
