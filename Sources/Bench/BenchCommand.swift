import Foundation

/// The command line: which suites to run, and whether to write `docs/PERFORMANCE.md`.
///
/// | argument        | does |
/// |-----------------|------|
/// | `svg`           | the workload to SVG, N = 12, 1,000, 10,000, vs pygal, vl-convert, matplotlib, and the floor |
/// | `terminal`      | the seed chart's animation at 120 × 40; the workload as one frame vs termgraph, plotext |
/// | `update`        | one state write among N = 100 … 100,000 views vs a rebuild |
/// | `memory`        | peak RSS rendering N = 10,000 to SVG, in a child process |
/// | `process`       | whole-process time of one chart to stdout vs `python -c` |
/// | `big`           | a line of 1,000,000 points to SVG and to a 120 × 40 frame vs matplotlib, plotext |
/// | `build`         | a clean `swift build` and slow type-checking (minutes; `all` reuses the last result) |
/// | `fuzz [N]`      | N (100,000) differential fuzz cases: incremental frames equal fresh ones, no NaN |
/// | `soak [MIN]`    | the Equalizer demo in a live host on a virtual clock for MIN (10) minutes: flat memory? |
/// | `all`           | all of the above but `build` (add `--with-build` to rebuild) |
/// | `--write-docs`  | also write the report to `docs/PERFORMANCE.md` |
/// | `--quick`       | fewer repetitions, for a smoke test |
/// | `--no-peers`    | skip the Python peers |
@MainActor
enum BenchCommand {
    static let suites = ["svg", "terminal", "update", "memory", "process", "big", "soak-report", "build"]

    static func main(_ arguments: [String]) async {
        if arguments.first == "fuzz" {
            FuzzSuite.run(cases: arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000)
            return
        }
        if arguments.first == "soak" {
            SoakSuite.run(minutes: arguments.dropFirst().first.flatMap { Int($0) } ?? 10)
            return
        }
        // Child commands, used by the memory, process and big suites.
        if arguments.count == 3, arguments[0] == "big-child", let n = Int(arguments[2]) {
            BigSeriesSuite.child(arguments[1], n)
            return
        }
        if arguments.count == 2 || arguments.count == 3, let n = Int(arguments[1]) {
            switch arguments[0] {
            case "memory-child": MemorySuite.child(n, warm: arguments.count == 3 && arguments[2] == "warm"); return
            case "render-svg": ProcessSuite.renderSVG(n); return
            case "render-terminal": ProcessSuite.renderTerminal(n); return
            case "tree": DebugTree.print(n); return
            case "profile-update": UpdateProfile.run(n); return
            case "profile-svg": SVGProfile.run(n); return
            case "profile-terminal": TerminalProfile.run(n); return
            case "profile-terminal-live": TerminalLiveProfile.run(n); return
            case "profile-svg-backend": SVGBackendProfile.run(n); return
            case "profile-terminal-backend": TerminalBackendProfile.run(n, reps: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000); return
            default: break
            }
        }
        let flags = Set(arguments.filter { $0.hasPrefix("--") })
        var chosen = arguments.filter { !$0.hasPrefix("--") }
        if chosen.isEmpty || chosen.contains("all") {
            chosen = suites.filter { $0 != "build" } + ["build-saved"]
            if flags.contains("--with-build") { chosen[chosen.count - 1] = "build" }
        }
        let unknown = chosen.filter { !suites.contains($0) && $0 != "build-saved" }
        let known = ["--write-docs", "--quick", "--no-peers", "--with-build", "--help"]
        if !unknown.isEmpty || flags.contains("--help") || !flags.isSubset(of: known) {
            print("usage: bench [svg|terminal|update|memory|process|big|soak-report|build|all|soak [MINUTES]|fuzz [CASES]] [--write-docs] [--quick] [--no-peers] [--with-build]")
            exit(unknown.isEmpty && flags.contains("--help") ? 0 : 2)
        }
        #if DEBUG
        print("warning: a debug build; run `swift run -c release bench` for figures worth keeping")
        #endif
        let quick = flags.contains("--quick")
        let peers = flags.contains("--no-peers") ? nil : Peers.locate()
        Peers.skippedByFlag = flags.contains("--no-peers")
        if peers == nil && !flags.contains("--no-peers") { print("note: \(Peers.missingReason)") }
        let command = (["swift run -c release bench"] + arguments).joined(separator: " ")
        let report = Report(command: command)
        let start = Timing.now()
        for suite in chosen {
            print("\n# \(suite)")
            fflush(nil)
            switch suite {
            case "svg": SVGSuite.run(report: report, peers: peers, quick: quick)
            case "terminal": await TerminalSuite.run(report: report, peers: peers, quick: quick)
            case "update": UpdateSuite.run(report: report, quick: quick)
            case "memory": MemorySuite.run(report: report)
            case "process": ProcessSuite.run(report: report, peers: peers)
            case "big": BigSeriesSuite.run(report: report, peers: peers, quick: quick)
            case "soak-report": SoakSuite.run(report: report)
            case "build": BuildSuite.run(report: report, measureNow: true)
            case "build-saved": BuildSuite.run(report: report, measureNow: false)
            default: break
            }
        }
        report.noteSoakTarget()
        let seconds = Timing.now() - start
        print(report.targetsMarkdown)
        if !report.findings.isEmpty { print(report.findings.map { "- " + $0 }.joined(separator: "\n")) }
        print(String(format: "\ntotal %.0f s", seconds))
        if flags.contains("--write-docs") {
            let date = ISO8601DateFormatter().string(from: Date())
            let text = report.markdown(machine: Machine.current(), date: date, seconds: seconds)
            let path = FileManager.default.currentDirectoryPath + "/docs/PERFORMANCE.md"
            try? FileManager.default.createDirectory(atPath: FileManager.default.currentDirectoryPath + "/docs",
                                                     withIntermediateDirectories: true)
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                print("wrote \(path)")
            } catch {
                print("could not write \(path): \(error)")
            }
        }
    }
}
