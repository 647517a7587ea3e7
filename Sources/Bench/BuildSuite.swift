import Foundation

/// `bench build`: the time of a clean debug `swift build` of the package, and every expression that took more
/// than 200 ms to type-check.
///
/// The build goes to its own scratch folder (`/tmp/bench-clean-build`, deleted first), so it is clean without
/// touching `.build`. It is expensive (minutes on 2 cores), so `bench all` reuses the last result, saved in
/// `.build/bench-build.json`, unless `--with-build` is given.
@MainActor
enum BuildSuite {
    static let scratch = "/tmp/bench-clean-build"
    /// The type-checking limit; `BENCH_TYPECHECK_MS` overrides it (to check that slow expressions are caught).
    static let limitMilliseconds = Int(ProcessInfo.processInfo.environment["BENCH_TYPECHECK_MS"] ?? "") ?? 200
    static var savedPath: String { FileManager.default.currentDirectoryPath + "/.build/bench-build.json" }

    struct Result: Codable {
        var date: String
        var seconds: Double
        var succeeded: Bool
        var jobs: Int
        var slowExpressions: [String]
    }

    static func measure() -> Result {
        try? FileManager.default.removeItem(atPath: scratch)
        print("  clean swift build into \(scratch) (minutes) …")
        fflush(nil)
        let t0 = Timing.now()
        let out = Subprocess.run("/usr/bin/env", [
            "swift", "build", "--scratch-path", scratch,
            "-Xswiftc", "-Xfrontend", "-Xswiftc", "-warn-long-expression-type-checking=\(limitMilliseconds)",
        ])
        let seconds = Timing.now() - t0
        let root = FileManager.default.currentDirectoryPath + "/"
        let slow = Set((out.stdout + out.stderr).split(separator: "\n")
            .filter { $0.contains(".swift:") && $0.contains("to type-check") }
            .map { $0.replacingOccurrences(of: root, with: "") })
            .sorted()
        let result = Result(date: ISO8601DateFormatter().string(from: Date()), seconds: seconds,
                            succeeded: out.status == 0, jobs: ProcessInfo.processInfo.activeProcessorCount,
                            slowExpressions: slow)
        if let data = try? JSONEncoder().encode(result) {
            _ = FileManager.default.createFile(atPath: savedPath, contents: data)
        }
        try? FileManager.default.removeItem(atPath: scratch)
        return result
    }

    static var saved: Result? {
        FileManager.default.contents(atPath: savedPath).flatMap { try? JSONDecoder().decode(Result.self, from: $0) }
    }

    static func run(report: Report, measureNow: Bool) {
        guard let r = measureNow ? measure() : saved else {
            report.target("clean `swift build`", goal: "< 3 min, no expression > 200 ms",
                          measured: "not measured (`bench build`)", hit: nil)
            return
        }
        var rows = [["clean debug `swift build` (s)", String(format: "%.0f", r.seconds) + (r.succeeded ? "" : " (failed)")],
                    ["expressions over \(limitMilliseconds) ms to type-check", String(r.slowExpressions.count)]]
        rows += r.slowExpressions.map { ["  " + $0.replacingOccurrences(of: "|", with: "\\|"), ""] }
        report.add(Report.Section(title: "Build: clean `swift build`",
                                  intro: "`bench build` — measured \(r.date) on \(r.jobs) cores, `-warn-long-expression-type-checking=\(limitMilliseconds)`.",
                                  header: ["", ""], rows: rows, notes: []))
        report.target("clean `swift build`", goal: "< 3 min", measured: String(format: "%.0f s", r.seconds),
                      hit: r.succeeded && r.seconds < 180)
        report.target("type-checking", goal: "no expression > 200 ms", measured: "\(r.slowExpressions.count) over",
                      hit: r.succeeded && r.slowExpressions.isEmpty)
    }
}
