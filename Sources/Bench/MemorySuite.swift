import Foundation
import Declarative
import Backends

/// `bench memory`: peak resident memory while rendering the workload to SVG.
///
/// Method: the bench starts a fresh copy of itself (`bench memory-child N`), so that nothing the other suites
/// allocated counts. The child reads `VmHWM` (peak RSS) from `/proc/self/status` before it renders — the runtime
/// and the binary's own baseline — then renders the N-bar chart to an SVG string once, keeps the string alive,
/// and reads `VmHWM` again. The report gives the peak of the whole process and the part the render added.
@MainActor
enum MemorySuite {
    static let sizes = [12, 1_000, 10_000]

    struct Child {
        var baselineKB: Int
        var peakKB: Int
        var bytes: Int
    }

    static func run(report: Report) {
        var results: [Int: Child] = [:]
        for n in sizes {
            let out = Subprocess.run(selfPath, ["memory-child", String(n)])
            let fields = out.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard out.status == 0, fields.count == 3 else {
                report.findings.append("memory: child for N=\(n) failed (status \(out.status)): \(out.stderr.suffix(300))")
                continue
            }
            results[n] = Child(baselineKB: fields[0], peakKB: fields[1], bytes: fields[2])
            print("  memory N=\(n): peak \(Format.mb(fields[1])), baseline \(Format.mb(fields[0]))")
        }
        let measured = sizes.filter { results[$0] != nil }
        guard !measured.isEmpty else { return }
        report.add(Report.Section(
            title: "Memory: peak RSS rendering the workload to SVG",
            intro: "`bench memory` — a fresh child process per N reads `VmHWM` from `/proc/self/status` before and after one render (view → SVG string, the string kept alive).",
            header: [""] + measured.map { "N = \(Format.bytes($0))" },
            rows: [
                ["peak RSS of the process"] + measured.map { Format.mb(results[$0]!.peakKB) },
                ["  before rendering (runtime + binary)"] + measured.map { Format.mb(results[$0]!.baselineKB) },
                ["  added by the render"] + measured.map { Format.mb(results[$0]!.peakKB - results[$0]!.baselineKB) },
                ["SVG bytes"] + measured.map { Format.bytes(results[$0]!.bytes) },
            ], notes: []))
        if let r = results[10_000] {
            let added = r.peakKB - r.baselineKB
            report.target("memory added by rendering N=10,000 to SVG", goal: "≤ 10 MB",
                          measured: "\(Format.mb(added)) (peak \(Format.mb(r.peakKB)))", hit: added <= 10 * 1024)
        }
    }

    /// The child's side: prints `baselineKB peakKB svgBytes`.
    static func child(_ n: Int) {
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
