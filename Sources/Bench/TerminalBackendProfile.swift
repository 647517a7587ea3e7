import Foundation
import Declarative
import Backends

/// `bench profile-terminal-backend N [reps]`: the terminal backend alone, on the workload's display list at
/// 100 × 30 cells, truecolor — built once, so that view, layout and display list cost nothing here.
///
/// Each figure is a median of `reps` runs (default 1,000) after a warm-up:
///
/// | line         | times |
/// |--------------|-------|
/// | rasterize    | `TerminalRasterizer.rasterize(list)` into a new buffer |
/// | string       | `TerminalRenderer.string(from:)`: the coloured frame `Pipeline.terminalFrame` returns |
/// | first frame  | `ANSIWriter.frame` with no previous frame (clear screen, every non-blank cell) |
/// | diff frame   | `ANSIWriter.frame` against an identical previous frame (nothing to write) |
///
/// Each output's size and FNV-1a hash are printed too, so that a change meant to keep the output can be checked
/// to: the hashes must not move. For callgrind, the same runs happen in `profiledFrames`:
///
///     valgrind --tool=callgrind --toggle-collect='*profiledFrames*' \
///         .build/release/bench profile-terminal-backend 12 20
@MainActor
enum TerminalBackendProfile {
    static func run(_ n: Int, reps: Int = 1_000) {
        let grid = Workload.terminalGrid
        let rasterizer = TerminalRasterizer()
        let size = CGSize(width: CGFloat(grid.columns) * rasterizer.cellSize.width,
                          height: CGFloat(grid.rows) * rasterizer.cellSize.height)
        let list = Pipeline.displayList(Workload.chart(n), size: size, environment: Pipeline.terminalEnvironment)
        let renderer = TerminalRenderer(rasterizer: rasterizer, colorLevel: .trueColor)
        let buffer = rasterizer.rasterize(list)
        var primed = ANSIWriter(colorLevel: .trueColor)
        _ = primed.frame(buffer)

        let (times, outputs) = profiledFrames(list: list, renderer: renderer, primed: primed, reps: max(reps, 1))
        print("terminal backend, N = \(n): \(list.items.count) display items, \(grid.columns) × \(grid.rows) cells, "
              + "truecolor, median of \(max(reps, 1)) (µs)")
        let rows: [(String, Double, [UInt8])] = [
            ("rasterize", times.rasterize.median, []),
            ("string (TerminalRenderer)", times.string.median, Array(outputs.string.utf8)),
            ("first frame (ANSIWriter)", times.first.median, outputs.first),
            ("diff frame (ANSIWriter, identical)", times.diff.median, outputs.diff),
        ]
        for (name, seconds, bytes) in rows {
            let check = bytes.isEmpty ? "" : String(format: "   %6d B  fnv %016llx", bytes.count, fnv1a(bytes))
            print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: "%9.2f", seconds * 1e6) + check)
        }
        print(String(format: "total, rasterize + string            %9.2f", (times.rasterize.median + times.string.median) * 1e6))
        print(String(format: "total, rasterize + first frame       %9.2f", (times.rasterize.median + times.first.median) * 1e6))
        print(String(format: "total, rasterize + diff frame        %9.2f", (times.rasterize.median + times.diff.median) * 1e6))
    }

    struct Times {
        var rasterize: Samples, string: Samples, first: Samples, diff: Samples
    }

    struct Outputs {
        var string: String, first: [UInt8], diff: [UInt8]
    }

    /// Times each stage `reps` times, after one untimed run of each; returns the samples and the last outputs.
    @inline(never)
    static func profiledFrames(list: DisplayList, renderer: TerminalRenderer, primed: ANSIWriter,
                                        reps: Int) -> (Times, Outputs) {
        let rasterizer = renderer.rasterizer
        var buffer = rasterizer.rasterize(list)
        var outputs = Outputs(string: renderer.string(from: buffer), first: [], diff: [])
        var raster: [Double] = [], string: [Double] = [], first: [Double] = [], diff: [Double] = []
        for _ in 0..<reps {
            let t0 = Timing.now()
            buffer = rasterizer.rasterize(list)
            let t1 = Timing.now()
            outputs.string = renderer.string(from: buffer)
            let t2 = Timing.now()
            var fresh = ANSIWriter(colorLevel: .trueColor)
            let t3 = Timing.now()
            outputs.first = fresh.frame(buffer)
            let t4 = Timing.now()
            var writer = primed
            let t5 = Timing.now()
            outputs.diff = writer.frame(buffer)
            let t6 = Timing.now()
            raster.append(t1 - t0)
            string.append(t2 - t1)
            first.append(t4 - t3)
            diff.append(t6 - t5)
        }
        return (Times(rasterize: Samples(raster), string: Samples(string), first: Samples(first), diff: Samples(diff)),
                outputs)
    }

    /// The 64-bit FNV-1a hash of some bytes.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
