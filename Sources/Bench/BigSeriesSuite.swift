import Foundation
import Declarative
import Backends

/// `bench big`: a line of a million samples (`BigSeries`) to an SVG string and to one 120 × 40 terminal frame —
/// time, peak resident memory and bytes — against matplotlib (path simplification on, its default) and plotext on
/// the same data.
///
/// Each figure comes from a fresh child process (`bench big-child svg|terminal N`), so that the peak RSS is the
/// render's own: the child makes the data, reads `VmHWM`, renders once (timed), reads `VmHWM` again. The median of
/// `reps` children is reported. The peers run the same way, through `BigSeriesPeers`.
@MainActor
enum BigSeriesSuite {
    static let reps = 3

    /// One child's figures.
    struct Run {
        var seconds: Double
        var baselineKB: Int
        var peakKB: Int
        var bytes: Int

        /// Parses `seconds baselineKB peakKB bytes`.
        init?(_ line: String) {
            let f = line.split(whereSeparator: \.isWhitespace)
            guard f.count == 4, let s = Double(f[0]), let b = Int(f[1]), let p = Int(f[2]), let n = Int(f[3]) else { return nil }
            (seconds, baselineKB, peakKB, bytes) = (s, b, p, n)
        }

        /// The median run by time (its memory figures go with it).
        static func median(_ runs: [Run]) -> Run? {
            runs.isEmpty ? nil : runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
        }
    }

    static func run(report: Report, peers: Peers?, quick: Bool) {
        let n = BigSeries.count
        var ours: [String: Run] = [:]
        for target in ["svg", "terminal"] {
            var runs: [Run] = []
            for _ in 0..<(quick ? 1 : reps) {
                let out = Subprocess.run(MemorySuite.selfPath, ["big-child", target, String(n)])
                if out.status == 0, let r = Run(out.stdout) { runs.append(r) } else {
                    report.findings.append("big: child for \(target) failed (status \(out.status)): \(out.stderr.suffix(300))")
                }
            }
            ours[target] = Run.median(runs)
            if let r = ours[target] {
                print("  big \(target): \(Format.ms(r.seconds)) ms, peak \(Format.mb(r.peakKB)), \(Format.bytes(r.bytes)) B")
            }
        }
        var peerRuns: [String: (version: String, run: Run)] = [:]
        var notes = ["Ours: `Chart { ForEach(0..<N) { LineMark(x: .value(\"Sample\", i), y: .value(\"Value\", v[i])) } }`, "
                     + "N = \(Format.bytes(n)), SVG at 800 × 400, terminal at 120 × 40 cells (truecolor); a fresh process per run, "
                     + "median of \(quick ? 1 : reps); the data is made before the baseline is read.",
                     "A line with more samples than pixel columns (SVG: points; terminal: braille dots, 2 per cell) is drawn "
                     + "through each column's first, last, lowest and highest sample (`Charts/Layout/SeriesDecimation.swift`); "
                     + "the chart's data and scales keep every sample."]
        if let peers {
            print("  running peers: matplotlib, plotext on \(Format.bytes(n)) points …")
            fflush(nil)
            for tool in ["matplotlib", "plotext"] {
                var runs: [Run] = [], version = tool
                for _ in 0..<(quick ? 1 : reps) {
                    guard let (v, r) = BigSeriesPeers.run(tool, n: n, peers: peers) else { continue }
                    version = v
                    runs.append(r)
                }
                if let r = Run.median(runs) { peerRuns[tool] = (version, r) } else {
                    notes.append("\(tool) did not finish.")
                }
            }
            notes.append("matplotlib: `ax.plot(x, y)` on an 8 × 4 in figure at 100 dpi, `savefig(format=\"svg\")` to memory, "
                         + "`path.simplify` on (its default); plotext: `plot(x, y)` at 120 × 40, `build()`.")
        } else {
            notes.append(Peers.missingReason)
        }

        func cells(_ r: Run?) -> [String] {
            guard let r else { return ["—", "—", "—", "—"] }
            return [Format.ms(r.seconds), Format.mb(r.peakKB), Format.mb(r.peakKB - r.baselineKB), Format.bytes(r.bytes)]
        }
        var rows: [[String]] = [["**ours**, view → SVG string"] + cells(ours["svg"]),
                                ["**ours**, view → 120 × 40 terminal frame"] + cells(ours["terminal"])]
        if let m = peerRuns["matplotlib"] { rows.append(["\(m.version), SVG"] + cells(m.run)) }
        if let p = peerRuns["plotext"] { rows.append(["\(p.version), 120 × 40 text"] + cells(p.run)) }
        report.add(Report.Section(
            title: "Big series: a line of \(Format.bytes(n)) points",
            intro: "`bench big`",
            header: ["", "time (ms)", "peak RSS", "added by the render", "bytes"], rows: rows, notes: notes))

        if let s = ours["svg"] {
            let hit = s.seconds <= 0.5 && s.peakKB <= 150 * 1024 && s.bytes <= 300 * 1024
            var measured = "\(Format.ms(s.seconds)) ms, \(Format.mb(s.peakKB)), \(Format.bytes(s.bytes)) B"
            if let m = peerRuns["matplotlib"] { measured += " (matplotlib \(Format.ms(m.run.seconds)) ms, \(Format.mb(m.run.peakKB)))" }
            report.target("line of 1,000,000 points → SVG", goal: "≤ 0.5 s, ≤ 150 MB, ≤ 300 KB", measured: measured, hit: hit)
        } else {
            report.target("line of 1,000,000 points → SVG", goal: "≤ 0.5 s, ≤ 150 MB, ≤ 300 KB", measured: "failed", hit: nil)
        }
        if let t = ours["terminal"] {
            var measured = "\(Format.ms(t.seconds)) ms, \(Format.mb(t.peakKB))"
            if let p = peerRuns["plotext"] { measured += " (plotext \(Format.ms(p.run.seconds)) ms, \(Format.mb(p.run.peakKB)))" }
            report.target("line of 1,000,000 points → 120 × 40 frame", goal: "≤ 0.5 s, ≤ 150 MB", measured: measured,
                          hit: t.seconds <= 0.5 && t.peakKB <= 150 * 1024)
        }
    }

    /// The child's side: prints `seconds baselineKB peakKB bytes` for one render of `target` ("svg" or "terminal").
    static func child(_ target: String, _ n: Int) {
        let values = BigSeries.values(n)
        let baseline = ResidentMemory.peakKB
        var bytes = 0
        let t0 = Timing.now()
        if target == "svg" {
            let svg = Pipeline.svg(BigSeriesChart(values: values), size: BigSeries.svgSize)
            bytes = svg.utf8.count
        } else {
            let frame = Pipeline.terminalFrame(BigSeriesChart(values: values), columns: BigSeries.terminalGrid.columns,
                                               rows: BigSeries.terminalGrid.rows)
            bytes = frame.utf8.count
        }
        let seconds = Timing.now() - t0
        print(seconds, baseline, ResidentMemory.peakKB, bytes)
    }
}
