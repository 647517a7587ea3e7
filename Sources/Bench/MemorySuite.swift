import Foundation
import Declarative
import Backends

/// `bench memory`: peak resident memory while rendering the workload to SVG.
///
/// Method: the bench starts a fresh copy of itself (`bench memory-child N`), so that nothing the other suites
/// allocated counts. The child reads `VmHWM` (peak RSS) from `/proc/self/status` before it renders — the runtime
/// and the binary's own baseline — then renders the N-bar chart to an SVG string once, keeps the string alive,
/// and reads `VmHWM` again. The report gives the peak of the whole process and the part the render added.
///
/// A first render in a process also pages in the code it runs: about 10 MB of the binary's text and data, the same
/// for 12 bars as for 10,000 (`RssFile` in `/proc/self/status`; the heap, `RssAnon`, is what grows with the bars).
/// So a second child (`bench memory-child N warm`) renders a 12-bar chart first and reads its baseline after it:
/// what rendering N bars adds to a process that has drawn a chart before. The target is judged on that figure;
/// both are reported.
@MainActor
enum MemorySuite {
    static let sizes = [12, 1_000, 10_000]

    struct Child {
        var baselineKB: Int
        var peakKB: Int
        var bytes: Int
    }

    static func run(report: Report) {
        var results: [Int: Child] = [:], warm: [Int: Child] = [:]
        for n in sizes {
            results[n] = measure(n, warm: false, report: report)
            warm[n] = measure(n, warm: true, report: report)
        }
        let measured = sizes.filter { results[$0] != nil && warm[$0] != nil }
        guard !measured.isEmpty else { return }
        report.add(Report.Section(
            title: "Memory: peak RSS rendering the workload to SVG",
            intro: "`bench memory` — a fresh child process per N reads `VmHWM` from `/proc/self/status` before and after one render (view → SVG string, the string kept alive).",
            header: [""] + measured.map { "N = \(Format.bytes($0))" },
            rows: [
                ["peak RSS of the process"] + measured.map { Format.mb(results[$0]!.peakKB) },
                ["  before rendering (runtime + binary)"] + measured.map { Format.mb(results[$0]!.baselineKB) },
                ["  added by the render"] + measured.map { Format.mb(results[$0]!.peakKB - results[$0]!.baselineKB) },
                ["added by the render after a 12-bar warm-up render"] + measured.map { Format.mb(warm[$0]!.peakKB - warm[$0]!.baselineKB) },
                ["SVG bytes"] + measured.map { Format.bytes(results[$0]!.bytes) },
            ], notes: ["The first render of a process also pages in the binary's code (about 10 MB, as much for 12 bars as for 10,000); the warm-up row reads its baseline after a 12-bar render, so it counts what the bars add. The target is judged on it."]))
        if let r = warm[10_000], let cold = results[10_000] {
            let added = r.peakKB - r.baselineKB
            report.target("memory added by rendering N=10,000 to SVG", goal: "≤ 10 MB",
                          measured: "\(Format.mb(added)) after a warm-up render (\(Format.mb(cold.peakKB - cold.baselineKB)) in a cold process)",
                          hit: added <= 10 * 1024)
        }
    }

    /// One child's figures, or nil (with a finding) when it failed.
    private static func measure(_ n: Int, warm: Bool, report: Report) -> Child? {
        let out = Subprocess.run(selfPath, ["memory-child", String(n)] + (warm ? ["warm"] : []))
        let fields = out.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard out.status == 0, fields.count == 3 else {
            report.findings.append("memory: child for N=\(n) failed (status \(out.status)): \(out.stderr.suffix(300))")
            return nil
        }
        print("  memory N=\(n)\(warm ? " warm" : ""): peak \(Format.mb(fields[1])), baseline \(Format.mb(fields[0]))")
        return Child(baselineKB: fields[0], peakKB: fields[1], bytes: fields[2])
    }

    /// The child's side: prints `baselineKB peakKB svgBytes`. With `warm`, a 12-bar chart is rendered (and dropped)
    /// before the baseline is read.
    static func child(_ n: Int, warm: Bool) {
        if warm { blackHole(Pipeline.svg(Workload.chart(12), size: Workload.svgSize)) }
        let baseline = ResidentMemory.peakKB
        let svg = Pipeline.svg(Workload.chart(n), size: Workload.svgSize)
        let peak = ResidentMemory.peakKB
        print(baseline, peak, svg.utf8.count)
        blackHole(svg)
    }

    /// This executable, for child processes.
    static var selfPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
