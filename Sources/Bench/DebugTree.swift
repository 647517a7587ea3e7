import Foundation
import Declarative
import Backends
import DeclarativeTesting

/// `bench tree N`: the workload's view graph with frames, to check the chart is laid out as meant.
@MainActor
enum DebugTree {
    static func print(_ n: Int) {
        let host = TestHost(Workload.chart(n), size: Workload.svgSize, environment: Pipeline.svgEnvironment)
        _ = host.render()
        Swift.print(host.treeDescription)
    }
}
