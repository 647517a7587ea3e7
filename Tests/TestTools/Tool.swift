import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs command-line tools from tests, and says whether they are installed.
public enum Tool {
    /// Whether `name` is on the PATH.
    public static func isInstalled(_ name: String) -> Bool { path(of: name) != nil }

    /// Whether ImageMagick's `convert` is installed: a `convert` that runs and names ImageMagick in its version
    /// (some machines carry a stand-in `convert` that converts little and says so).
    public static let hasImageMagick: Bool = {
        let r = run("convert", ["-version"])
        return r.status == 0 && r.output.contains("ImageMagick")
    }()

    /// The tool's path on the PATH, if it is there.
    public static func path(of name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tool to completion and returns its exit status and output.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid` rather than `Process`, and with output in files rather
    /// than pipes: a tool that leaves a daemon behind (tmux's server) would keep a pipe open forever.
    @discardableResult
    public static func run(_ name: String, _ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        guard let path = path(of: name) else { return (127, "", "\(name) not found") }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UUID().uuidString)").path
        let outPath = base + ".out", errPath = base + ".err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { return (127, "", String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return (code, output, errors)
    }
}
