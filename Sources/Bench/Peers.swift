import Foundation

/// The peer tools (pygal, matplotlib, vl-convert, termgraph, plotext), whose timing scripts (`bench_svg.py`,
/// `bench_term.py`) live outside the repository, in the folder `BENCH_PEERS_DIR` names; they run in the same session
/// as our own figures so that ratios compare like with like on a busy machine.
///
/// The bench runs the peers' own scripts with the venv's Python (`$PEERS_WORK/venv/bin/python`, default
/// `/tmp/chart-peers`), asks each for a JSON file (`--json`), and reads the medians from it. Runs are cut down
/// from the scripts' defaults (fewer sizes and repetitions, matplotlib only up to N = 1,000, where one call already
/// takes seconds) so that `bench all` stays within a few minutes. Missing peers are reported, never fatal.
struct Peers {
    /// The venv's Python.
    let python: String
    /// The folder with `bench_svg.py` and `bench_term.py`.
    let scripts: String
    /// Where the scripts' JSON goes.
    let work: String

    /// The peers, if the venv and the scripts are both there.
    static func locate() -> Peers? {
        let env = ProcessInfo.processInfo.environment
        let work = env["PEERS_WORK"] ?? "/tmp/chart-peers"
        let python = work + "/venv/bin/python"
        guard FileManager.default.isExecutableFile(atPath: python), let scripts = env["BENCH_PEERS_DIR"],
              FileManager.default.fileExists(atPath: scripts + "/bench_svg.py")
        else { return nil }
        return Peers(python: python, scripts: scripts, work: work)
    }

    /// Set when `--no-peers` was given.
    @MainActor static var skippedByFlag = false

    /// Why there are no peer figures, for the report.
    @MainActor static var missingReason: String {
        if skippedByFlag { return "peers skipped (--no-peers)" }
        let work = ProcessInfo.processInfo.environment["PEERS_WORK"] ?? "/tmp/chart-peers"
        return "peers not found: set BENCH_PEERS_DIR to the folder of the peers' timing scripts (bench_svg.py, "
            + "bench_term.py), with their venv at \(work)/venv"
    }

    /// A peer's median for one N.
    struct Case {
        var medianMilliseconds: Double
        var bytes: Int
    }

    /// One tool's results: version and cases by N.
    struct Tool {
        var version: String
        var cases: [Int: Case]
    }

    /// Results of one script run.
    struct Results {
        var tools: [String: Tool] = [:]
        /// Whole-process medians: tool → (import only, import + render N=12 + write) ms; "python -c pass" → (x, x).
        var process: [String: (importOnly: Double, full: Double)] = [:]
        var log = ""
    }

    /// Runs `bench_svg.py` for some tools and sizes.
    func svg(tools: [String], sizes: [Int], process: Bool, minReps: Int = 3, budget: Double = 1) -> Results {
        run(script: "bench_svg.py", json: "bench-svg-\(tools.joined(separator: "-")).json",
            arguments: ["--tools"] + tools + ["--sizes"] + sizes.map(String.init)
                + ["--min-reps", String(minReps), "--max-reps", "15", "--budget", String(budget), "--no-save",
                   "--proc-reps", "5"] + (process ? [] : ["--no-proc"]))
    }

    /// Runs `bench_term.py` for some tools and sizes.
    func terminal(tools: [String], sizes: [Int], process: Bool) -> Results {
        run(script: "bench_term.py", json: "bench-term.json",
            arguments: ["--tools"] + tools + ["--sizes"] + sizes.map(String.init)
                + ["--min-reps", "20", "--max-reps", "300", "--budget", "0.5", "--no-save", "--proc-reps", "5"]
                + (process ? [] : ["--no-proc"]))
    }

    private func run(script: String, json: String, arguments: [String]) -> Results {
        let jsonPath = work + "/" + json
        try? FileManager.default.removeItem(atPath: jsonPath)
        var results = Results()
        let (status, _, stderr) = Subprocess.run(python, [scripts + "/" + script, "--json", jsonPath] + arguments,
                                                 environment: ["PEERS_WORK": work])
        results.log = stderr
        guard status == 0, let data = FileManager.default.contents(atPath: jsonPath),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            results.log += "\n\(script) failed with status \(status)"
            return results
        }
        for (name, value) in root["tools"] as? [String: Any] ?? [:] {
            guard let tool = value as? [String: Any] else { continue }
            var cases: [Int: Case] = [:]
            for c in tool["cases"] as? [[String: Any]] ?? [] {
                guard let n = c["n"] as? Int, let ms = c["median_ms"] as? Double else { continue }
                cases[n] = Case(medianMilliseconds: ms, bytes: c["bytes"] as? Int ?? 0)
            }
            results.tools[name] = Tool(version: tool["version"] as? String ?? name, cases: cases)
        }
        for (name, value) in root["process"] as? [String: Any] ?? [:] {
            guard let p = value as? [String: Any] else { continue }
            if let ms = p["median_ms"] as? Double {
                results.process[name] = (ms, ms)
            } else if let imp = (p["import_only"] as? [String: Any])?["median_ms"] as? Double,
                      let full = (p["render_N12"] as? [String: Any])?["median_ms"] as? Double {
                results.process[name] = (imp, full)
            }
        }
        return results
    }
}

/// Runs a child process and collects its output.
enum Subprocess {
    /// Runs `executable` with `arguments` (extra environment merged in); returns status, stdout and stderr.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    discardOutput: Bool = false) -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        // stdout through a pipe, stderr through a file: a chatty child can never block on a full second pipe.
        let errPath = NSTemporaryDirectory() + "bench-stderr-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let out = Pipe()
        process.standardOutput = discardOutput ? FileHandle.nullDevice : out
        process.standardError = FileHandle(forWritingAtPath: errPath)
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let outData = discardOutput ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Wall seconds of one run of a process, its output discarded (nil if it failed).
    static func time(_ executable: String, _ arguments: [String]) -> Double? {
        let t0 = Timing.now()
        let (status, _, _) = run(executable, arguments, discardOutput: true)
        let dt = Timing.now() - t0
        return status == 0 ? dt : nil
    }
}
