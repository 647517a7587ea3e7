import Declarative
import Charts

// A histogram as data-distribution tutorials build one: values grouped by `NumberBins(data:desiredCount:)`, each bar
// plotted over its `ChartBinRange`, the x domain left without zero.
struct ChartsHistogramScreen: View {
    let commuteMinutes: [Double] = [12, 14, 17, 18, 21, 22, 22, 24, 25, 27, 28, 31, 33, 38, 44]

    var binned: [(index: Int, range: ChartBinRange<Double>, frequency: Int)] {
        let bins = NumberBins(data: commuteMinutes, desiredCount: 6)
        let groups = Dictionary(grouping: commuteMinutes, by: bins.index)
        return groups.map { key, values in (index: key, range: bins[key], frequency: values.count) }
    }

    var body: some View {
        Chart(binned, id: \.index) { element in
            BarMark(
                x: .value("Minutes", element.range),
                y: .value("Commutes", element.frequency)
            )
        }
        .chartXScale(domain: .automatic(includesZero: false))
        .frame(height: 220)
        .padding()
    }
}
