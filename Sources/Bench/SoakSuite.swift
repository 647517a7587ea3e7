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
}
