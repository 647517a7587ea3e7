import Declarative
import Charts

// Apple's "audio graph" pattern: a chart view that describes itself with AXChartDescriptorRepresentable.
struct ChartsStepCount: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
}

struct ChartsAccessibilityScreen: View, AXChartDescriptorRepresentable {
    let data = [ChartsStepCount(day: "Mon", steps: 4_200), ChartsStepCount(day: "Tue", steps: 6_100),
                ChartsStepCount(day: "Wed", steps: 5_300), ChartsStepCount(day: "Thu", steps: 8_050)]

    var body: some View {
        Chart(data) { item in
            BarMark(x: .value("Day", item.day), y: .value("Steps", item.steps))
                .accessibilityLabel(item.day)
                .accessibilityValue("\(item.steps) steps")
        }
        .accessibilityChartDescriptor(self)
        .frame(height: 240)
        .padding()
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: data.map(\.day))
        let max = Double(data.map(\.steps).max() ?? 0)
        let yAxis = AXNumericDataAxisDescriptor(title: "Steps", range: 0...max, gridlinePositions: []) { value in
            "\(Int(value)) steps"
        }
        let series = AXDataSeriesDescriptor(name: "Daily steps", isContinuous: false,
                                            dataPoints: data.map { AXDataPoint(x: $0.day, y: Double($0.steps)) })
        return AXChartDescriptor(title: "Steps this week", summary: "Thursday was the most active day.",
                                 xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    }
}
