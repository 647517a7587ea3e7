import Foundation
import Declarative
import Backends
import Charts

/// `bench terminal`: frame time and bytes per frame of the seed bar chart's animation on a live-style host, and the
/// peers' workload as one coloured frame, against termgraph and plotext.
///
/// The animation runs on a `VirtualClock` stepped at 60 fps, so every run draws the same frames:
///
/// ```
/// render t=0 (bars hidden) → the seed's task reveals the bars → t += 1/60 → [render → rasterize → ANSI diff] …
///                                                                   until the host needs no more frames
/// ```
@MainActor
enum TerminalSuite {
    static let animationGrid = (columns: 120, rows: 40)
    static let runs = 3

    static func run(report: Report, peers: Peers?, quick: Bool) async {
        await animation(report: report, runs: quick ? 1 : runs)
        workload(report: report, peers: peers, quick: quick)
    }

    // MARK: - The seed's animation

    struct Frame {
        var render: Double
        var rasterize: Double
        var encode: Double
        var diffBytes: Int
        var fullBytes: Int
        var total: Double { render + rasterize + encode }
    }

    static func animation(report: Report, runs: Int) async {
        var frames: [Frame] = []
        var firstFrames: [Double] = []
        var framesPerRun = 0
        for _ in 0..<runs {
            let (first, run) = await animateOnce()
            firstFrames.append(first)
            frames += run
            framesPerRun = run.count
        }
        guard !frames.isEmpty else {
            report.findings.append("terminal: the seed chart drew no animation frames (its task never revealed the bars).")
            return
        }
        let total = Samples(frames.map(\.total))
        let diff = frames.map(\.diffBytes), full = frames.map(\.fullBytes)
        let rows: [[String]] = [
            ["frames per run (60 fps, until idle)", "\(framesPerRun)"],
            ["frame time, median (ms)", Format.ms(total.median)],
            ["frame time, p95 / max (ms)", "\(Format.ms(total.percentile(0.95))) / \(Format.ms(total.max))"],
            ["  of which update + layout + display list (ms, median)", Format.ms(Samples(frames.map(\.render)).median)],
            ["  of which rasterize (ms, median)", Format.ms(Samples(frames.map(\.rasterize)).median)],
            ["  of which ANSI diff (ms, median)", Format.ms(Samples(frames.map(\.encode)).median)],
            ["first frame, new host (ms, median)", Format.ms(Samples(firstFrames).median)],
            ["bytes per frame, diff (median / mean)", "\(Format.bytes(median(diff))) / \(Format.bytes(diff.reduce(0, +) / diff.count))"],
            ["bytes per frame, full repaint (median)", Format.bytes(median(full))],
            ["diff ÷ full repaint, whole animation", Format.percent(Double(diff.reduce(0, +)) / Double(max(1, full.reduce(0, +))))],
        ]
        report.add(Report.Section(
            title: "Terminal: the seed bar chart's animation, \(animationGrid.columns) × \(animationGrid.rows)",
            intro: "`bench terminal` — Charts' `AnimatedBarChart` (the seed; 7 bars, spring with stagger) under its title, on a VirtualClock at 60 fps; truecolor; \(runs) runs pooled.",
            header: ["", "figure"], rows: rows,
            notes: ["A frame = `ViewHost.render()` + `TerminalRasterizer.rasterize` + `ANSIWriter.frame` (diff against the previous frame); the full-repaint bytes come from a second writer in `.fullRepaint` mode on the same buffers, untimed."]))
    }

    static func animateOnce() async -> (first: Double, frames: [Frame]) {
        let clock = VirtualClock()
        let rasterizer = TerminalRasterizer()
        let size = CGSize(width: CGFloat(animationGrid.columns) * rasterizer.cellSize.width,
                          height: CGFloat(animationGrid.rows) * rasterizer.cellSize.height)
        var diffWriter = ANSIWriter(colorLevel: .trueColor, mode: .diff)
        var fullWriter = ANSIWriter(colorLevel: .trueColor, mode: .fullRepaint)
        var host: ViewHost!
        let first = Timing.once {
            host = ViewHost(rootView: SeedScene(), size: size, environment: Pipeline.terminalEnvironment, clock: clock)
            blackHole(diffWriter.frame(rasterizer.rasterize(host.render())))
        }
        // The seed's `.task(id:)` sleeps 50 ms (real time) and reveals the bars.
        await host.waitForTasks(timeout: .seconds(3))
        var frames: [Frame] = []
        while host.needsFrame && frames.count < 600 {
            clock.advance(by: 1.0 / 60)
            let t0 = Timing.now()
            let list = host.render()
            let t1 = Timing.now()
            let buffer = rasterizer.rasterize(list)
            let t2 = Timing.now()
            let bytes = diffWriter.frame(buffer)
            let t3 = Timing.now()
            frames.append(Frame(render: t1 - t0, rasterize: t2 - t1, encode: t3 - t2, diffBytes: bytes.count,
                                fullBytes: fullWriter.frame(buffer).count))
        }
        return (first, frames)
    }

    /// Our frame at `n` bars, a new host each time; each frame is dropped before the next is made (see
    /// `SVGSuite.measure`).
    static func frameSamples(_ n: Int, quick: Bool) -> Samples {
        let timing = Timing(warmUp: 3, minReps: quick ? 5 : 20, maxReps: 2_000, budget: quick ? 0.1 : 0.4)
        let data = Workload.Dataset(n), grid = Workload.terminalGrid
        return timing.measure {
            blackHole(Pipeline.terminalFrame(Workload.chart(data), columns: grid.columns, rows: grid.rows))
        }
    }

    static func median(_ values: [Int]) -> Int {
        let s = values.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    // MARK: - The workload as one frame

    static func workload(report: Report, peers: Peers?, quick: Bool) {
        let sizes = Workload.terminalSizes
        let grid = Workload.terminalGrid
        var ours: [Int: (samples: Samples, bytes: Int)] = [:]
        for n in sizes {
            let samples = frameSamples(n, quick: quick)
            let frame = Pipeline.terminalFrame(Workload.chart(n), columns: grid.columns, rows: grid.rows)
            ours[n] = (samples, frame.utf8.count)
            print("  terminal N=\(n): \(Format.ms(samples.median)) ms, \(Format.bytes(frame.utf8.count)) B")
        }
        // The same frame in a live host, after the data changed: what a terminal app pays per frame.
        var live: [Int: Samples] = [:]
        for n in sizes where ChartWorkload.isAvailable {
            let flip = FlipSwitch()
            let host = Pipeline.terminalHost(LiveWorkloadChart(labels: Workload.labels(n), values: Workload.values(n), flip: flip),
                                             columns: grid.columns, rows: grid.rows)
            blackHole(host.render())
            let timing = Timing(warmUp: 3, minReps: quick ? 5 : 20, maxReps: 2_000, budget: quick ? 0.1 : 0.4)
            live[n] = timing.measure { blackHole(Pipeline.nextTerminalFrame(of: host, after: flip.toggle)) }
            print("  terminal N=\(n), live host: \(Format.ms(live[n]!.median)) ms")
        }
        var tools: [String: Peers.Tool] = [:]
        var bracket: [Int: (before: Double, after: Double)] = [:]
        if let peers {
            print("  running peers: termgraph, plotext …")
            fflush(nil)
            tools = peers.terminal(tools: ["termgraph", "plotext"], sizes: sizes, process: false).tools
            // Ours again, right after the peers: the machine's speed drifts, and the pooled samples span the same
            // minutes as the peers' own.
            for n in sizes {
                let after = frameSamples(n, quick: quick)
                print("  terminal N=\(n), after the peers: \(Format.ms(after.median)) ms")
                bracket[n] = (ours[n]!.samples.median, after.median)
                ours[n]!.samples = ours[n]!.samples.pooled(with: after)
            }
        }
        var rows: [[String]] = [
            ["**ours**, view → coloured frame string (ms)"] + sizes.map { Format.ms(ours[$0]!.samples.median) },
            ["ours, bytes per frame"] + sizes.map { Format.bytes(ours[$0]!.bytes) },
        ]
        if !bracket.isEmpty {
            rows.insert(["  ours before / after the peers (ms)"] + sizes.map { n in
                bracket[n].map { "\(Format.ms($0.before)) / \(Format.ms($0.after))" } ?? "—"
            }, at: 1)
        }
        if !live.isEmpty {
            rows.insert(["  the next frame of a live host, after its data changed (ms)"] + sizes.map { live[$0].map { Format.ms($0.median) } ?? "—" },
                        at: 1)
        }
        for name in ["termgraph", "plotext"] {
            guard let tool = tools[name] else {
                rows.append(["\(name) (ms)"] + sizes.map { _ in "—" })
                continue
            }
            rows.append(["\(tool.version) (ms)"] + sizes.map { n in tool.cases[n].map { Format.msValue($0.medianMilliseconds) } ?? "—" })
            rows.append(["  \(name) ÷ ours (speed-up)"] + sizes.map { n in
                tool.cases[n].map { Format.ratio($0.medianMilliseconds / ours[n]!.samples.medianMilliseconds) } ?? "—"
            })
            rows.append(["  \(name), bytes"] + sizes.map { n in tool.cases[n].map { Format.bytes($0.bytes) } ?? "—" })
        }
        var notes = ["Ours: a new host each frame (view → layout → display list → `TerminalRasterizer` → `TerminalRenderer`, truecolor), \(grid.columns) × \(grid.rows) cells; workload: \(Workload.chartKind). The targets are judged on this figure: the median of our frames timed right before and right after the peers ran, pooled, so that it spans the same minutes as theirs.",
                     "Live host: one host kept across frames; each frame writes the chart's data (the values, then reversed: every bar changes) and renders again — the whole chart is resolved, laid out and drawn, but the host and graph are not created anew (`LiveWorkloadChart`).",
                     "termgraph draws one row per bar with no axes (so fewer cells); plotext draws 100 × 30 with axes, in colour."]
        if peers == nil { notes.append(Peers.missingReason) }
        report.add(Report.Section(title: "Terminal: the workload as one frame, \(grid.columns) × \(grid.rows)",
                                  intro: "`bench terminal`", header: [""] + sizes.map { "N = \($0)" }, rows: rows, notes: notes))

        // The targets are set at N = 12; the same ratios at 7 and 100 are reported beside them.
        for n in sizes {
            let mine = ours[n]!.samples.medianMilliseconds, judged = n == 12
            for (name, goal) in [("termgraph", 2.0), ("plotext", 50.0)] {
                let title = "terminal frame N=\(n) vs \(name)" + (judged ? "" : " (reported)")
                let goalText = "≥ \(Int(goal))× faster" + (judged ? "" : " at N = 12")
                guard let peer = tools[name]?.cases[n] else {
                    report.target(title, goal: goalText, measured: "\(name) missing", hit: nil)
                    continue
                }
                let speedUp = peer.medianMilliseconds / mine
                report.target(title, goal: goalText,
                              measured: "\(Format.ratio(speedUp)) (\(Format.msValue(mine)) ms vs \(Format.msValue(peer.medianMilliseconds)) ms)",
                              hit: judged ? speedUp >= goal : nil, reportedOnly: !judged)
            }
        }
    }
}

/// The seed demo's screen without its week-switching loop: the title, the subtitle and the animated chart.
struct SeedScene: View {
    let entries = zip(["M", "T", "W", "T", "F", "S", "S"], [12.0, 19, 8, 24, 16, 30, 22])
        .map { AnimatedBarChartEntry(label: $0, value: $1) }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Workouts")
                .font(.largeTitle.bold())
            Text("This week")
                .font(.title3)
                .foregroundStyle(.secondary)
            AnimatedBarChart(entries: entries)
                .padding(.top, 24)
        }
        .padding(24)
    }
}
