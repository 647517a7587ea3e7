import Foundation
import Declarative
import Charts

/// The workload written with the Charts module's Chart DSL, as a Swift Charts user would write it.
///
/// The suites use this; `PlainBarChart` stays as the fallback (`BENCH_PLAIN=1`) and as a check of the
/// Declarative core without the chart layer.
enum ChartWorkload {
    /// Read once: reading the process environment costs more than a small chart frame.
    static let isAvailable = ProcessInfo.processInfo.environment["BENCH_PLAIN"] == nil
    static let description = "`Chart { ForEach { BarMark } }` (Charts DSL)"

    @MainActor
    static func chart(labels: [String], values: [Double]) -> AnyView? {
        guard isAvailable else { return nil }
        return AnyView(WorkloadChart(labels: labels, values: values))
    }
}

/// The workload in the Chart DSL.
struct WorkloadChart: View {
    let labels: [String]
    let values: [Double]

    var body: some View {
        Chart {
            ForEach(0..<values.count, id: \.self) { i in
                BarMark(x: .value("Category", labels[i]), y: .value("Value", values[i]))
            }
        }
    }
}

/// The workload in a live host: the chart's data is state, switched between the workload's values and the same
/// values reversed by `flip` — what a terminal app does when new data arrives. (Charts only: the plain chart has
/// no live form.)
struct LiveWorkloadChart: View {
    let labels: [String]
    let values: [Double]
    let flip: FlipSwitch
    @State private var isReversed = false

    var body: some View {
        let shown = isReversed ? Array(values.reversed()) : values
        return Chart {
            ForEach(0..<shown.count, id: \.self) { i in
                BarMark(x: .value("Category", labels[i]), y: .value("Value", shown[i]))
            }
        }
        .onAppear { flip.binding = $isReversed }
    }
}
