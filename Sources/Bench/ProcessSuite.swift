import Foundation
import Declarative
import Backends

/// `bench process`: whole-process wall time — what a user of a command-line tool feels — for one chart of the
/// workload (N = 12) written to stdout, against `python -c` with pygal (and termgraph and plotext for the
/// terminal). The gallery's `show` and `export` are timed too when `.build/release/gallery` offers them.
///
/// Each command runs once untimed (page cache), then `reps` times; the median is reported.
@MainActor
enum ProcessSuite {
    static let reps = 9

    static func run(report: Report, peers: Peers?) {
        var rows: [[String]] = []
        let me = MemorySuite.selfPath
        let svg = median { Subprocess.time(me, ["render-svg", "12"]) }
        let term = median { Subprocess.time(me, ["render-terminal", "12"]) }
        rows.append(["`bench render-svg 12` (this binary: view → SVG → stdout)", svg.map(Format.ms) ?? "failed"])
        rows.append(["`bench render-terminal 12` (view → coloured frame → stdout)", term.map(Format.ms) ?? "failed"])
        rows.append(contentsOf: gallery())
        var notes: [String] = []
        var pygalFull: Double?
        if let peers {
            print("  running peers: whole-process pygal, termgraph, plotext …")
            fflush(nil)
            let s = peers.svg(tools: ["pygal"], sizes: [12], process: true)
            let t = peers.terminal(tools: ["termgraph", "plotext"], sizes: [12], process: true)
            if let py = s.process["python -c pass"] { rows.append(["`python -c pass` (interpreter alone)", Format.msValue(py.full)]) }
            if let p = s.process["pygal"] {
                pygalFull = p.full
                rows.append(["`python -c` pygal: import + render N=12 + write", Format.msValue(p.full)])
            }
            for tool in ["termgraph", "plotext"] {
                if let p = t.process[tool] { rows.append(["`python -c` \(tool): import + render N=12 + print", Format.msValue(p.full)]) }
            }
        } else {
            notes.append(Peers.missingReason)
        }
        if let svg, let pygalFull {
            rows.append(["pygal ÷ ours (SVG, whole process)", Format.ratio(pygalFull / (svg * 1e3))])
        }
        report.add(Report.Section(title: "Whole process: one chart (N = 12) to stdout",
                                  intro: "`bench process` — median wall time of \(reps) runs after one untimed run.",
                                  header: ["command", "ms"], rows: rows, notes: notes))
    }

    static func median(_ once: () -> Double?) -> Double? {
        guard once() != nil else { return nil }
        let samples = (0..<reps).compactMap { _ in once() }
        return samples.count == reps ? Samples(samples).median : nil
    }

    /// The gallery's `show` and `export` of one chart, if the release binary has them.
    static func gallery() -> [[String]] {
        let path = FileManager.default.currentDirectoryPath + "/.build/release/gallery"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return [["gallery", "not built (`swift build -c release --product gallery`)"]]
        }
        let help = Subprocess.run(path, ["--help"])
        let text = help.stdout + help.stderr
        guard text.contains("export") else { return [["gallery", "no `export` command yet"]] }
        let demos = Subprocess.run(path, ["list"]).stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        guard let first = demos.first else { return [["gallery", "`gallery list` printed no demos"]] }
        let name = first.split(separator: " ").first.map(String.init) ?? first
        let directory = NSTemporaryDirectory() + "bench-gallery-export"
        var rows: [[String]] = []
        for args in GalleryCommands.cases(demo: name, directory: directory) {
            let t = median { Subprocess.time(path, args) }
            rows.append(["`gallery \(args.joined(separator: " "))`" + (args.first == "export" ? " (all \(demos.count) demos)" : ""),
                         t.map(Format.ms) ?? "failed"])
        }
        try? FileManager.default.removeItem(atPath: directory)
        return rows
    }

    // MARK: - The child commands

    /// `bench render-svg N`: the workload's SVG to stdout.
    static func renderSVG(_ n: Int) {
        FileHandle.standardOutput.write(Data(Pipeline.svg(Workload.chart(n), size: Workload.svgSize).utf8))
    }

    /// `bench render-terminal N`: the workload as one coloured 100 × 30 frame to stdout.
    static func renderTerminal(_ n: Int) {
        let frame = Pipeline.terminalFrame(Workload.chart(n), columns: Workload.terminalGrid.columns, rows: Workload.terminalGrid.rows)
        FileHandle.standardOutput.write(Data((frame + "\n").utf8))
    }
}

/// The gallery invocations the process suite times: one frame of the first demo, and the export (which writes every
/// demo: the CLI has no single-chart export).
enum GalleryCommands {
    static func cases(demo: String, directory: String) -> [[String]] {
        [["show", demo, "--width", "100", "--height", "30", "--color", "always"],
         ["export", directory, "--no-animated"],
         ["export", directory]]
    }
}
