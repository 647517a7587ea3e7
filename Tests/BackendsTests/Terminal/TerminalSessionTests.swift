#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import Backends

/// A pseudo-terminal pair: the session runs on the slave, the test reads and types on the master.
private struct PTY {
    var master: Int32 = -1
    var slave: Int32 = -1

    init?() {
        var ws = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &ws) == 0 else { return nil }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    func readAll() -> String {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<50 {
            let n = read(master, &chunk, chunk.count)
            if n > 0 { out += chunk[0..<n]; continue }
            if !out.isEmpty { break }
            usleep(2_000)
        }
        return String(decoding: out, as: UTF8.self)
    }

    func modes() -> termios {
        var t = termios()
        tcgetattr(slave, &t)
        return t
    }

    func close() {
        Glibc.close(master)
        Glibc.close(slave)
    }
}

private func handler(of sig: Int32) -> UnsafeMutableRawPointer? {
    var action = sigaction()
    sigaction(sig, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UnsafeMutableRawPointer?.self)
}

@Suite(.serialized) struct TerminalSessionLifecycle {
    @Test func restoreSequenceUndoesTheEnterSequenceInReverse() {
        let all = TerminalSession.Configuration(bracketedPaste: true)
        #expect(String(decoding: TerminalSession.enterSequence(all), as: UTF8.self)
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[2J\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(String(decoding: TerminalSession.restoreSequence(all), as: UTF8.self)
                == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
        #expect(TerminalSession.restoreSequence(all).count <= TerminalRestore.capacity)
    }

    @Test func startEntersRawModeAndArmsHandlersAndRestorePutsBothBack() throws {
        guard let pty = PTY() else { Issue.record("openpty failed"); return }
        defer { pty.close() }
        let before = pty.modes()
        let defaultTERM = handler(of: SIGTERM)
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.start()
        #expect(session.isActive)
        #expect(pty.modes().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(pty.readAll().hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
        for sig in TerminalRestore.terminatingSignals + [SIGWINCH] { #expect(handler(of: sig) != nil) }
        #expect(session.size == TerminalSize(columns: 80, rows: 24))

        session.restore()
        #expect(!session.isActive)
        #expect(pty.readAll().hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
        #expect(pty.modes().c_lflag == before.c_lflag && pty.modes().c_iflag == before.c_iflag)
        #expect(handler(of: SIGTERM) == defaultTERM)
    }

    @Test func signalSafeRestorePathWritesThePrecomputedBytesAndModes() throws {
        guard let pty = PTY() else { Issue.record("openpty failed"); return }
        defer { pty.close() }
        let before = pty.modes()
        let session = TerminalSession(configuration: .init(controlCRaisesSignal: true), input: pty.slave, output: pty.slave)
        try session.start()
        #expect(pty.modes().c_lflag & tcflag_t(ISIG) != 0)   // Ctrl-C will raise SIGINT
        _ = pty.readAll()
        // What the SIGINT handler runs before re-raising (re-raising would end the test process).
        TerminalRestore.restoreIfArmed()
        #expect(pty.readAll() == String(decoding: TerminalSession.restoreSequence(session.configuration), as: UTF8.self))
        #expect(pty.modes().c_lflag == before.c_lflag)
        TerminalRestore.restoreIfArmed()                       // a second signal writes nothing more
        #expect(pty.readAll().isEmpty)
        session.restore()
    }

    @Test func windowChangeSignalBecomesAResizeEvent() throws {
        guard let pty = PTY() else { Issue.record("openpty failed"); return }
        defer { pty.close() }
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.start()
        defer { session.restore() }
        var ws = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.master, UInt(TIOCSWINSZ), &ws)
        // Process-directed, as the kernel sends it: test threads may block signals, the main thread does not.
        kill(getpid(), SIGWINCH)
        var events: [TerminalEvent] = []
        for _ in 0..<20 where events.isEmpty { events += session.readEvents(timeout: 50) }
        #expect(events.contains(.resize(columns: 100, rows: 30)))
    }

    @Test func keysTypedOnTheTerminalArriveAsEvents() throws {
        guard let pty = PTY() else { Issue.record("openpty failed"); return }
        defer { pty.close() }
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.start()
        defer { session.restore() }
        let typed: [UInt8] = [0x1B, 0x5B, 0x41, 0x09, 0x03]
        _ = typed.withUnsafeBytes { write(pty.master, $0.baseAddress, $0.count) }
        var events: [TerminalEvent] = []
        for _ in 0..<10 where events.count < 3 { events += session.readEvents(timeout: 50) }
        #expect(events == [.key(TerminalKeyPress(.upArrow)), .key(TerminalKeyPress(.tab)),
                           .key(TerminalKeyPress(.character("c"), modifiers: .control))])
    }

    @Test func aClosedTerminalEndsTheInputInsteadOfSpinning() throws {
        guard let pty = PTY() else { Issue.record("openpty failed"); return }
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.start()
        defer { session.restore(); Glibc.close(pty.slave) }
        Glibc.close(pty.master)    // the terminal window goes away
        // A bounded wait, so that a regression fails instead of hanging the suite.
        #expect(session.readEvents(timeout: 2_000) == [.inputClosed])
    }

    @Test func wakeReaderReturnsAWaitThatHasNoTimeout() throws {
        guard let pty = PTY() else { Issue.record("openpty failed"); return }
        defer { pty.close() }
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.start()
        defer { session.restore() }
        TerminalSession.wakeReader()
        #expect(session.readEvents(timeout: -1).isEmpty)
    }

    @Test func startFailsWhenInputIsNotATerminal() {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        defer { close(fds[0]); close(fds[1]) }
        #expect(throws: TerminalSession.Failure.notATerminal) { try TerminalSession(input: fds[0], output: fds[1]).start() }
    }

    @Test func sizeFallsBackToTheEnvironmentThenEightyByTwentyFour() {
        #expect(TerminalSize.fallback(environment: ["COLUMNS": "120", "LINES": "40"]) == TerminalSize(columns: 120, rows: 40))
        #expect(TerminalSize.fallback(environment: ["COLUMNS": "0"]) == TerminalSize(columns: 80, rows: 24))
    }
}
