import Foundation
import Declarative

// Hidden commands that run one workload in a named, never-inlined function, so that callgrind can measure just
// that function in steady state:
//
//     valgrind --tool=callgrind --toggle-collect='*UpdateProfileO15profiledUpdates*' .build/release/bench profile-update 10000
//     valgrind --tool=callgrind --toggle-collect='*SVGProfileO15profiledRenders*' .build/release/bench profile-svg 1000
//     valgrind --tool=callgrind --toggle-collect='*TerminalProfileO14profiledFrames*' .build/release/bench profile-terminal 12
//     valgrind --tool=callgrind --toggle-collect='*TerminalLiveProfileO08profiled*' .build/release/bench profile-terminal-live 12
//     callgrind_annotate --inclusive=yes callgrind.out.<pid> | head -60
//
// The patterns match the mangled names (`nm .build/release/bench | grep profiled`): Swift shortens repeated words,
// so `profiledLiveFrames` is mangled as `profiledC6Frames`, and a pattern must not match the caller as well (a
// nested match toggles collection off again).
//
// `ProfileNotes` records what these showed.

/// `bench profile-update N`: builds the tree of N views, then makes 5 updates in `profiledUpdates`, so that
/// `valgrind --tool=callgrind --toggle-collect='*UpdateProfileO15profiledUpdates*'` measures the updates alone.
@MainActor
enum UpdateProfile {
    static func run(_ n: Int) {
        let flip = FlipSwitch()
        let host = ViewHost(rootView: UpdateTree(count: n, target: n / 2, flip: flip), size: Workload.svgSize,
                            environment: Pipeline.svgEnvironment)
        host.render()
        profiledUpdates(host: host, flip: flip, count: 5)
    }

    @inline(never)
    static func profiledUpdates(host: ViewHost, flip: FlipSwitch, count: Int) {
        for _ in 0..<count {
            flip.toggle()
            blackHole(host.render())
        }
    }
}

/// `bench profile-svg N`: renders the workload to SVG 10 times in `profiledRenders`, for
/// `valgrind --tool=callgrind --toggle-collect='*SVGProfileO15profiledRenders*'` (steady state: type metadata and conformance
/// caches are warm after the first, untimed render).
@MainActor
enum SVGProfile {
    static func run(_ n: Int) {
        let data = Workload.Dataset(n)
        blackHole(Pipeline.svg(Workload.chart(data), size: Workload.svgSize))
        profiledRenders(data, count: 10)
    }

    @inline(never)
    static func profiledRenders(_ data: Workload.Dataset, count: Int) {
        for _ in 0..<count { blackHole(Pipeline.svg(Workload.chart(data), size: Workload.svgSize)) }
    }
}

/// `bench profile-terminal N`: renders the workload to a 100 × 30 terminal frame, a new host each time, 100 times
/// in `profiledFrames`, for `valgrind --tool=callgrind --toggle-collect='*TerminalProfileO14profiledFrames*'`.
@MainActor
enum TerminalProfile {
    static func run(_ n: Int) {
        let data = Workload.Dataset(n)
        blackHole(Pipeline.terminalFrame(Workload.chart(data), columns: Workload.terminalGrid.columns, rows: Workload.terminalGrid.rows))
        profiledFrames(data, count: 100)
    }

    @inline(never)
    static func profiledFrames(_ data: Workload.Dataset, count: Int) {
        for _ in 0..<count {
            blackHole(Pipeline.terminalFrame(Workload.chart(data), columns: Workload.terminalGrid.columns, rows: Workload.terminalGrid.rows))
        }
    }
}

/// `bench profile-terminal-live N`: 100 frames of the workload in one live host, each after a data change, in
/// `profiledLiveFrames`, for `valgrind --tool=callgrind --toggle-collect='*TerminalLiveProfileO08profiled*'`.
@MainActor
enum TerminalLiveProfile {
    static func run(_ n: Int) {
        let flip = FlipSwitch()
        let host = Pipeline.terminalHost(LiveWorkloadChart(labels: Workload.labels(n), values: Workload.values(n), flip: flip),
                                         columns: Workload.terminalGrid.columns, rows: Workload.terminalGrid.rows)
        blackHole(host.render())
        profiledLiveFrames(host, flip: flip, count: 100)
    }

    @inline(never)
    static func profiledLiveFrames(_ host: ViewHost, flip: FlipSwitch, count: Int) {
        for _ in 0..<count { blackHole(Pipeline.nextTerminalFrame(of: host, after: flip.toggle)) }
    }
}
