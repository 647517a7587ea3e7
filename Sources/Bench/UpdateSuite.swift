import Foundation
import Declarative

/// `bench update`: one state write in a tree of N views, against building the whole tree again.
///
/// ```
/// rebuild: ViewHost(UpdateTree(N)) + render()          — every body, every node, full layout and drawing
/// update:  flip one leaf's @State, then render()        — should touch one body, whatever N is
/// ```
///
/// `render()` is the whole frame: flush dirty nodes, lay out, build the display list. The counters come from
/// `host.graph.counters`, reset before each write.
@MainActor
enum UpdateSuite {
    static let sizes = [100, 1_000, 10_000, 100_000]

    struct Result {
        var rebuild: Samples
        var update: Samples
        var bodies: Int
        var updated: Int
        /// Drawings patched rather than gathered anew, per update (`GraphCounters.drawingsPatched`).
        var patched: Int
        var inserted: Int
        var rebuildBodies: Int
    }

    static func run(report: Report, quick: Bool, sizes: [Int] = UpdateSuite.sizes) {
        var results: [Int: Result] = [:]
        for n in sizes {
            results[n] = measure(n, quick: quick)
            let r = results[n]!
            print("  update N=\(n): update \(Format.ms(r.update.median)) ms (\(r.bodies) bodies), rebuild \(Format.ms(r.rebuild.median)) ms")
            fflush(nil)
        }
        let rows: [[String]] = [
            ["update: one @State write → render() (ms)"] + sizes.map { Format.ms(results[$0]!.update.median) },
            ["  bodies evaluated / nodes updated / drawings patched"]
                + sizes.map { "\(results[$0]!.bodies) / \(results[$0]!.updated) / \(results[$0]!.patched)" },
            ["rebuild: new ViewHost + render() (ms)"] + sizes.map { Format.ms(results[$0]!.rebuild.median) },
            ["  bodies evaluated / nodes inserted"] + sizes.map { "\(results[$0]!.rebuildBodies) / \(results[$0]!.inserted)" },
            ["update ÷ rebuild"] + sizes.map { Format.percent(results[$0]!.update.median / results[$0]!.rebuild.median) },
            ["update per view (µs)"] + sizes.map { String(format: "%.3f", results[$0]!.update.median * 1e6 / Double($0)) },
        ]
        let first = sizes.first!, last = sizes.last!
        let growth = results[last]!.update.median / results[first]!.update.median
        report.add(Report.Section(
            title: "Update: one state write among N views",
            intro: "`bench update` — `VStack { ForEach(0..<N) { Leaf(i) } }`, each `Leaf` a custom view with `@State` drawing a `Rectangle`; the leaf at N/2 flips its state (through the `Binding` it hands out in `onAppear`). 800 × 400.",
            header: [""] + sizes.map { "N = \(Format.bytes($0))" }, rows: rows,
            notes: ["From N = \(Format.bytes(first)) to N = \(Format.bytes(last)) the update grows \(Format.ratio(growth)) while the work that changed (one body) stays the same."]))
        if let r = results[100_000] {
            let fraction = r.update.median / r.rebuild.median
            report.target("update of 1 in 100,000 views", goal: "< 1% of a rebuild",
                          measured: "\(Format.percent(fraction)) (\(Format.ms(r.update.median)) ms vs \(Format.ms(r.rebuild.median)) ms; \(r.bodies) body)",
                          hit: fraction < 0.01)
        }
    }

    static func measure(_ n: Int, quick: Bool) -> Result {
        let big = n >= 100_000
        let rebuildTiming = Timing(warmUp: big ? 0 : 1, minReps: quick || big ? 2 : 5, maxReps: 50, budget: quick ? 0.2 : 0.8)
        var host: ViewHost!
        var flip = FlipSwitch()
        let rebuild = rebuildTiming.measure {
            flip = FlipSwitch()
            host = nil   // free the last tree before timing a new one
            host = ViewHost(rootView: UpdateTree(count: n, target: n / 2, flip: flip), size: Workload.svgSize,
                            environment: Pipeline.svgEnvironment)
            blackHole(host.render())
        }
        let rebuildCounters = host.graph.counters
        var bodies: [Int] = [], updated: [Int] = [], patched: [Int] = []
        let updateTiming = Timing(warmUp: 1, minReps: quick ? 3 : 7, maxReps: 200, budget: quick ? 0.2 : 0.8)
        let update = updateTiming.measure {
            host.graph.counters = GraphCounters()
            flip.toggle()
            blackHole(host.render())
            bodies.append(host.graph.counters.bodiesEvaluated)
            updated.append(host.graph.counters.nodesUpdated)
            patched.append(host.graph.counters.drawingsPatched)
        }
        return Result(rebuild: rebuild, update: update, bodies: bodies.max() ?? 0, updated: updated.max() ?? 0,
                      patched: patched.max() ?? 0, inserted: rebuildCounters.nodesInserted, rebuildBodies: rebuildCounters.bodiesEvaluated)
    }
}
