import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One headless Chromium for many pages, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// the browser reads commands on fd 3 and writes replies and events on fd 4, each a JSON text ended by a NUL byte).
///
/// Starting a browser costs more than rendering a page, so a test that screenshots many pages keeps one:
///
/// ```swift
/// let chromium = try HeadlessChromium(executable: "chromium", profile: dir)
/// try chromium.resize(width: 880, height: 1600)
/// let png = try chromium.screenshot(of: page, after: "document.fonts.ready")
/// chromium.close()
/// ```
///
/// Every wait has a deadline (`timeout`), so a browser that hangs fails the test instead of the run.
public final class HeadlessChromium {
    /// Why a command failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let pid: pid_t
    private let commands: Int32, replies: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session = ""
    private var closed = false
    /// How long one command may take, in seconds.
    public var timeout: Double = 60

    /// Starts the browser with its own profile directory (a headless Chromium started with another one's profile
    /// may hand its page over) and opens one tab.
    public init(executable: String, profile: URL, arguments: [String] = []) throws {
        guard let path = Tool.path(of: executable) else { throw Failure(description: "\(executable) not found") }
        // Our ends stay out of the browser (close-on-exec); its ends become fds 3 and 4. Both are moved above 4
        // first, so that neither is already 3 or 4 (dup2 onto itself would keep close-on-exec).
        func highPipe() -> (read: Int32, write: Int32) {
            var fds: [Int32] = [0, 0]
            _ = pipe(&fds)
            let high = fds.map { fd in
                let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
                Glibc.close(fd)
                return moved
            }
            return (high[0], high[1])
        }
        let toBrowser = highPipe(), fromBrowser = highPipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, toBrowser.read, 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser.write, 4)
        let all = [path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
                   "--user-data-dir=\(profile.path)"] + arguments + ["about:blank"]
        let argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        Glibc.close(toBrowser.read)
        Glibc.close(fromBrowser.write)
        self.pid = pid
        self.commands = toBrowser.write
        self.replies = fromBrowser.read
        guard spawned == 0 else {
            closed = true
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        let target = try send("Target.createTarget", ["url": "about:blank"], inSession: false)
        guard let id = target["targetId"] as? String else { throw Failure(description: "no tab: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], inSession: false)
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "no session: \(attached)") }
        self.session = session
        _ = try send("Page.enable")
    }

    deinit { close() }

    /// Sets the viewport, in CSS pixels at scale 1.
    public func resize(width: Int, height: Int) throws {
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    /// Loads `page`, waits for its load event and then for `script` (an expression, awaited when it is a promise),
    /// and returns a PNG of the viewport.
    public func screenshot(of page: URL, after script: String) throws -> Data {
        _ = try send("Page.navigate", ["url": page.absoluteString])
        try wait(for: "Page.loadEventFired")
        let evaluated = try send("Runtime.evaluate", ["expression": script, "awaitPromise": true])
        if let exception = evaluated["exceptionDetails"] { throw Failure(description: "the script failed: \(exception)") }
        let shot = try send("Page.captureScreenshot", ["format": "png"])
        guard let base64 = shot["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot: \(shot)")
        }
        return png
    }

    /// Asks the browser to quit and reaps it (killing it if it does not quit within a few seconds).
    public func close() {
        guard !closed else { return }
        closed = true
        _ = try? send("Browser.close", inSession: false)
        Glibc.close(commands)
        Glibc.close(replies)
        var status: Int32 = 0
        for _ in 0..<50 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(100_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Sends a command (to the tab, unless `inSession` is false) and returns its result.
    private func send(_ method: String, _ parameters: [String: Any] = [:], inSession: Bool = true) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inSession { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failure(description: "the browser stopped reading (\(method))") }
            written += n
        }
        let id = nextID
        while true {
            let reply = try nextMessage(waitingFor: method)
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Reads messages until the event `name` arrives for the tab.
    private func wait(for name: String) throws {
        while true {
            let message = try nextMessage(waitingFor: name)
            if message["method"] as? String == name, message["sessionId"] as? String == session { return }
        }
    }

    /// The next NUL-terminated message, waiting at most `timeout` for each read.
    private func nextMessage(waitingFor what: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                if let object = try? JSONSerialization.jsonObject(with: text) as? [String: Any] { return object }
                continue
            }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(timeout * 1000))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw Failure(description: "the browser did not answer within \(timeout) s (\(what))") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(replies, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failure(description: "the browser quit (\(what))") }
            buffer.append(contentsOf: chunk[..<n])
        }
    }
}
