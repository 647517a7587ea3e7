import Foundation
import Declarative
import Charts
import Backends

/// `bench soak [MINUTES]`: the Equalizer demo (which animates forever) in a live host on a virtual clock, a frame
/// every 1/60 s through the whole terminal pipeline (render → rasterize → diff), for 10 virtual minutes unless
/// given. It prints the resident memory (`VmRSS`) at each virtual minute and its growth after the first, warm-up
/// minute; the goal is under 1 MB, so that a dashboard left open for a day keeps flat memory.
@MainActor
enum SoakSuite {
    /// The gallery's Equalizer demo, rebuilt here (the gallery is an executable, not a library).
    struct EqualizerDemo: View {
        var body: some View {
            VStack(spacing: 8) {
                Equalizer(bars: 6)
                Text("Now playing")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(16)
        }
    }

    static func run(minutes: Int) {
        let minutes = max(minutes, 2)
        let clock = VirtualClock()
        var pipeline = TerminalPipeline(grid: TerminalSize(columns: 80, rows: 24), colorLevel: .trueColor)
        let host = ViewHost(rootView: EqualizerDemo(), size: pipeline.size,
                            environment: pipeline.environment(colorScheme: .dark, reduceMotion: false), clock: clock)
        let framesPerMinute = 60 * 60
        var bytes = 0
        var samples: [Int] = []
        let start = Timing.now()
        for minute in 1...minutes {
            for frame in 0..<framesPerMinute {
                clock.set(to: Double((minute - 1) * framesPerMinute + frame + 1) / 60)
                bytes += pipeline.update(host).bytes.count
            }
            samples.append(ResidentMemory.currentKB)
            print(String(format: "  minute %2d: RSS %6d kB, %8.1f MB written", minute, samples.last!, Double(bytes) / 1e6))
            fflush(nil)
        }
        let warm = samples[0]
        let growth = (samples.dropFirst().max() ?? warm) - warm
        print(String(format: "soak: %d virtual minutes (%d frames) in %.1f s; RSS after the warm-up minute %d kB, "
                     + "largest growth after it %d kB (goal < 1024 kB): %@", minutes, minutes * framesPerMinute,
                     Timing.now() - start, warm, growth, growth < 1024 ? "met" : "NOT met"))
        exit(growth < 1024 ? 0 : 1)
    }

    /// For `bench all`: a soak of `minutes` virtual minutes in a child process (`bench soak`), as a section of the
    /// report and the live host's steady-state row.
    static func run(report: Report, minutes: Int = 10) {
        let out = Subprocess.run(MemorySuite.selfPath, ["soak", String(minutes)])
        // "  minute  3: RSS  18608 kB,      0.3 MB written"
        let samples: [(kB: Int, written: Double)] = out.stdout.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 8, words[0] == "minute", words[2] == "RSS", let kB = Int(words[3]),
                  let written = Double(words[5]) else { return nil }
            return (kB, written)
        }
        guard samples.count == max(minutes, 2) else {
            report.findings.append("soak: the child failed (status \(out.status)): \(out.stderr.suffix(300))")
            return
        }
        let warm = samples[0].kB, growth = (samples.dropFirst().map(\.kB).max() ?? warm) - warm
        let perMinute = (samples.last!.written - samples[0].written) / Double(samples.count - 1)
        report.add(Report.Section(
            title: "Soak: a live host animating forever",
            intro: "`bench soak \(minutes)` — the Equalizer demo (`repeatForever`) in a live host on a virtual clock, a frame every 1/60 s through the whole terminal pipeline (80 × 24, truecolor), resident memory (`VmRSS`) read at each virtual minute.",
            header: ["virtual minute", "RSS", "bytes written so far"],
            rows: samples.enumerated().map { i, s in [String(i + 1), Format.mb(s.kB), String(format: "%.1f MB", s.written)] },
            notes: ["The first minute is the warm-up; the goal is growth under 1 MB after it."]))
        report.target("live host steady state (`bench soak`)", goal: "reported",
                      measured: "RSS \(Format.mb(warm)) after the warm-up minute, \(growth < 0 ? "−" : "+")\(Format.mb(abs(growth))) over the next \(samples.count - 1); \(String(format: "%.2f", perMinute)) MB written a minute",
                      hit: nil, reportedOnly: true)
    }
}
