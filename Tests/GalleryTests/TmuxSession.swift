import Foundation
import TestTools
import Testing

/// A private tmux server with one pane running a plain shell: a scriptable terminal for the live-host tests
/// in a real terminal emulator. Every session has its own socket (`tmux -L …`), so tests never touch the user's tmux.
final class TmuxSession {
    let socket = "gallery-test-\(UUID().uuidString.prefix(8))"
    let directory: URL

    /// `alternate_on cursor_flag mouse_sgr_flag mouse_button_flag`: "1 0 1 1" while an app draws with mouse
    /// reports, "0 1 0 0" in a plain shell.
    static let modes = "#{alternate_on} #{cursor_flag} #{mouse_sgr_flag} #{mouse_button_flag}"

    init(columns: Int = 100, rows: Int = 30) {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        tmux("new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", "env PS1='$ ' bash --norc --noprofile")
    }

    /// Ends the server (and anything still running in it).
    func close() {
        tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func tmux(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
        Tool.run("tmux", ["-L", socket] + arguments)
    }

    /// Types keys (tmux key names such as `Down`, `C-c`, `Enter`, or literal text).
    func send(_ keys: String...) { tmux(["send-keys", "-t", "t"] + keys) }

    /// Writes raw bytes to the pane (for SGR mouse reports).
    func sendBytes(_ hex: [UInt8]) {
        tmux(["send-keys", "-t", "t", "-H"] + hex.map { String(format: "%02x", $0) })
    }

    /// Starts a command in the shell, recording its process id in `pid`.
    func launch(_ command: String) {
        send("sh -c 'echo $$ > \(directory.path)/pid; exec \(command)'", "Enter")
    }

    /// The process id written by `launch`.
    var pid: Int32? {
        (try? String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The text on the screen.
    func capture() -> String { tmux("capture-pane", "-p", "-t", "t").output }

    /// The pane's modes, as `modes` formats them.
    func paneModes() -> String { tmux("display-message", "-p", "-t", "t", Self.modes).output.trimmingCharacters(in: .newlines) }

    /// Polls until `condition` holds (true) or `timeout` seconds pass (false).
    func wait(timeout: Double = 15, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// The screen once it has stopped changing (two captures a fifth of a second apart agree), or after `timeout`.
    func settledCapture(timeout: Double = 5) -> String {
        var last = capture()
        _ = wait(timeout: timeout) {
            usleep(200_000)
            let now = capture()
            defer { last = now }
            return now == last
        }
        return last
    }

    /// Waits for text on the screen.
    func wait(for text: String, timeout: Double = 15) -> Bool { wait(timeout: timeout) { capture().contains(text) } }

    private func tmux(_ arguments: [String]) {
        Tool.run("tmux", ["-L", socket] + arguments)
    }
}

/// Whether the tmux tests can run, and the message when they cannot.
enum LiveTerminal {
    static var isAvailable: Bool { Tool.isInstalled("tmux") && Tool.galleryBinary != nil }
    static var skipReason: Comment {
        Tool.isInstalled("tmux")
            ? "the gallery binary was not found next to the tests; skipped"
            : "tmux is not installed (apt-get install tmux); live terminal tests skipped"
    }
}
