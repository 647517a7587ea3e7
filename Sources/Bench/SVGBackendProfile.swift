import Foundation
import Declarative
import Backends

/// `bench profile-svg-backend N`: the SVG backend alone — display list → SVG string — for the workload of N bars.
///
/// Builds the workload's display list once, then renders it repeatedly in `profiledBackendRenders`, timing each
/// render, and prints the median, the document's size and a hash of its bytes (to check that a change to the
/// backend kept the output identical). The number of renders follows N (at least 20, about 200 at N = 1,000). For
/// callgrind, measure the renders alone:
///
///     valgrind --tool=callgrind --toggle-collect='*profiledBackendRenders*' .build/release/bench profile-svg-backend 1000
///     callgrind_annotate --inclusive=yes callgrind.out.<pid> | head -60
@MainActor
enum SVGBackendProfile {
    static func run(_ n: Int) {
        let list = Pipeline.displayList(Workload.chart(n), size: Workload.svgSize, environment: Pipeline.svgEnvironment)
        let renderer = SVGRenderer()
        let svg = renderer.render(list)  // warm-up: type metadata and caches
        let seconds = profiledBackendRenders(list, renderer: renderer, count: max(20, 200_000 / max(n, 1)))
        print("svg backend N=\(n): median \(Format.ms(seconds.median)) ms, min \(Format.ms(seconds.min)) ms, "
            + "\(Format.bytes(svg.utf8.count)) B, \(list.items.count) items, \(seconds.count) reps, fnv1a \(hash(svg))")
    }

    /// Renders `list` `count` times, timing each render.
    @inline(never)
    static func profiledBackendRenders(_ list: DisplayList, renderer: SVGRenderer, count: Int) -> Samples {
        var seconds: [Double] = []
        seconds.reserveCapacity(count)
        for _ in 0..<count {
            let t0 = Timing.now()
            blackHole(renderer.render(list))
            seconds.append(Timing.now() - t0)
        }
        return Samples(seconds)
    }

    /// The 64-bit FNV-1a hash of the document's UTF-8 bytes, in hex.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }
}
