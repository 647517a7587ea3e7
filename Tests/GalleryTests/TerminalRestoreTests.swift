import Testing
import Foundation
import TestTools
#if canImport(Glibc)
import Glibc
#endif

/// However the live gallery ends, the terminal comes back as it was (the xterm control sequences' modes): main screen, visible cursor,
/// no mouse reports, the shell's line discipline.
@Suite(.serialized, .enabled(if: LiveTerminal.isAvailable, LiveTerminal.skipReason))
struct TerminalRestoreTests {
    @Test func controlCRestoresTheTerminal() throws {
        let tmux = TmuxSession()
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "Charts gallery"))
        #expect(tmux.paneModes() == "1 0 1 1")
        tmux.send("C-c")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" }, "after Ctrl-C: \(tmux.paneModes())")
        // The shell reads lines again (echo and canonical mode are back).
        tmux.send("echo back-$((40+2))", "Enter")
        #expect(tmux.wait(for: "back-42"), "\(tmux.capture())")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let tmux = TmuxSession()
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "Charts gallery"))
        let pid = try #require(tmux.pid)
        #expect(kill(pid, SIGTERM) == 0)
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" }, "after SIGTERM: \(tmux.paneModes())")
        tmux.send("echo back-$((40+2))", "Enter")
        #expect(tmux.wait(for: "back-42"))
    }
}
