import Foundation
import Declarative
import Backends

/// `bench process`: whole-process wall time — what a user of a command-line tool feels — for one chart of the
/// workload (N = 12) written to stdout, against `python -c` with pygal (and termgraph and plotext for the
/// terminal). The gallery's `show` and `export` are timed too when `.build/release/gallery` offers them.
@MainActor
enum ProcessSuite {
    static let reps = 21

    static func run(report: Report, peers: Peers?) {
        var rows: [[String]] = []
        let me = MemorySuite.selfPath
        let pythons = pythonInterpreters(peers: peers)
        let show = showCommand()
        // The commands the targets compare, run in turn, one of each per round, so that a busy moment of the machine
        // falls on all of them alike.
        var svgRuns: [Double] = [], showRuns: [Double] = [], pythonRuns = [[Double]](repeating: [], count: pythons.count)
        var failed = false
        for round in -2..<reps {
            guard let s = ProcessTimer.time(me, ["render-svg", "12"]) else {
                failed = true
                break
            }
            let p = pythons.map { ProcessTimer.time($0, ["-c", "pass"]) }
            let g = show.flatMap { ProcessTimer.time($0.path, $0.arguments) }
            guard round >= 0 else { continue }      // warm-up rounds
            svgRuns.append(s)
            for (index, time) in p.enumerated() { if let time { pythonRuns[index].append(time) } }
            if let g { showRuns.append(g) }
        }
        let svg = failed ? nil : Samples(svgRuns).median
        // Each interpreter's median; the target is held to the fastest.
        let pythonMedians = zip(pythons, pythonRuns).compactMap { path, runs in
            runs.count == reps && !failed ? (path: path, median: Samples(runs).median) : nil
        }
        let fastest = pythonMedians.min { $0.median < $1.median }
        let py = fastest?.median
        let shown = showRuns.count == reps ? Samples(showRuns).median : nil
        let term = ProcessTimer.median(reps: 9, me, ["render-terminal", "12"])
        rows.append(["`bench render-svg 12` (this binary: view → SVG → stdout)", svg.map(Format.ms) ?? "failed"])
        rows.append(["`bench render-terminal 12` (view → coloured frame → stdout)", term.map(Format.ms) ?? "failed"])
        if let show {
            rows.append(["`gallery \(show.arguments.joined(separator: " "))`", shown.map(Format.ms) ?? "failed"])
        }
        for python in pythonMedians { rows.append(["`\(python.path) -c pass` (interpreter alone)", Format.ms(python.median)]) }
        if pythonMedians.isEmpty { rows.append(["`python -c pass` (interpreter alone)", "failed"]) }
        rows.append(contentsOf: galleryExports())
        var notes = ["Processes are started with `posix_spawn`, output to /dev/null (`ProcessTimer`). `render-svg`, `gallery show` and "
                     + "`python -c pass` run in turn, one of each per round, \(reps) rounds after 2 untimed; the rest: median of 9 after 2 untimed.",
                     "`python -c pass` is timed with every interpreter the bench knows (the system's `/usr/bin/python3` and the peers' "
                     + "venv); the target compares with the fastest."]
        var pygalFull: Double?
        if let peers {
            print("  running peers: whole-process pygal, termgraph, plotext …")
            fflush(nil)
            let s = peers.svg(tools: ["pygal"], sizes: [12], process: true)
            let t = peers.terminal(tools: ["termgraph", "plotext"], sizes: [12], process: true)
            if let p = s.process["pygal"] {
                pygalFull = p.full
                rows.append(["`python -c` pygal: import + render N=12 + write", Format.msValue(p.full)])
            }
            for tool in ["termgraph", "plotext"] {
                if let p = t.process[tool] { rows.append(["`python -c` \(tool): import + render N=12 + print", Format.msValue(p.full)]) }
            }
            notes.append("The peers' rows come from their scripts (`bench_svg.py`, `bench_term.py`), which time `python -c` with Python's `subprocess`.")
        } else {
            notes.append(Peers.missingReason)
        }
        if let svg, let pygalFull {
            rows.append(["pygal ÷ ours (SVG, whole process)", Format.ratio(pygalFull / (svg * 1e3))])
        }
        report.add(Report.Section(title: "Whole process: one chart (N = 12) to stdout",
                                  intro: "`bench process` — median wall time of whole processes.",
                                  header: ["command", "ms"], rows: rows, notes: notes))
        let showName = "whole process `gallery show workouts`"
        if let shown, let py {
            report.target(showName, goal: "faster than `python -c pass`",
                          measured: "\(Format.ratio(py / shown)) (\(Format.ms(shown)) ms vs \(Format.ms(py)) ms, \(fastest?.path ?? "python"))",
                          hit: shown < py)
        } else {
            report.target(showName, goal: "faster than `python -c pass`", measured: show == nil ? "gallery not built" : "failed", hit: nil)
        }
        report.target("whole process `bench render-svg 12`", goal: "≤ 8 ms", measured: svg.map { Format.ms($0) + " ms" } ?? "failed",
                      hit: svg.map { $0 <= 0.008 })
    }

    /// The Python interpreters to time `-c pass` with: the system's and the peers' venv's, those that exist.
    static func pythonInterpreters(peers: Peers?) -> [String] {
        var paths = ["/usr/bin/python3"].filter { FileManager.default.isExecutableFile(atPath: $0) }
        if let venv = peers?.python, !paths.contains(venv) { paths.append(venv) }
        return paths
    }

    /// `gallery show workouts --width 100 --height 30 --color always`, if the release gallery is built and has it.
    static func showCommand() -> (path: String, arguments: [String])? {
        let path = FileManager.default.currentDirectoryPath + "/.build/release/gallery"
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let demos = Subprocess.run(path, ["list"]).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        guard let demo = demos.first(where: { $0 == "workouts" }) ?? demos.first else { return nil }
        return (path, GalleryCommands.show(demo: demo))
    }

    /// The gallery's `export` of every demo, if the release binary has it.
    static func galleryExports() -> [[String]] {
        let path = FileManager.default.currentDirectoryPath + "/.build/release/gallery"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return [["gallery", "not built (`swift build -c release --product gallery`)"]]
        }
        let help = Subprocess.run(path, ["--help"])
        guard (help.stdout + help.stderr).contains("export") else { return [["gallery", "no `export` command yet"]] }
        let count = Subprocess.run(path, ["list"]).stdout.split(separator: "\n").filter { !$0.isEmpty }.count
        let directory = NSTemporaryDirectory() + "bench-gallery-export"
        var rows: [[String]] = []
        for args in GalleryCommands.exports(directory: directory) {
            let t = ProcessTimer.median(reps: 5, warmUp: 1, path, args)
            rows.append(["`gallery \(args.joined(separator: " "))` (all \(count) demos)", t.map(Format.ms) ?? "failed"])
        }
        try? FileManager.default.removeItem(atPath: directory)
        return rows
    }

    // MARK: - The child commands

    /// `bench render-svg N`: the workload's SVG to stdout.
    static func renderSVG(_ n: Int) {
        FileDescriptorOutput.write(Pipeline.svg(Workload.chart(n), size: Workload.svgSize), to: STDOUT_FILENO)
    }

    /// `bench render-terminal N`: the workload as one coloured 100 × 30 frame to stdout.
    static func renderTerminal(_ n: Int) {
        let frame = Pipeline.terminalFrame(Workload.chart(n), columns: Workload.terminalGrid.columns, rows: Workload.terminalGrid.rows)
        FileDescriptorOutput.write(frame + "\n", to: STDOUT_FILENO)
    }
}

/// The gallery invocations the process suite times: one frame of a demo, and the export (which writes every demo: the
/// CLI has no single-chart export).
enum GalleryCommands {
    static func show(demo: String) -> [String] { ["show", demo, "--width", "100", "--height", "30", "--color", "always"] }

    static func exports(directory: String) -> [[String]] {
        [["export", directory, "--no-animated"], ["export", directory]]
    }
}
