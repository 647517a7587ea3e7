import Declarative
import Charts

// A weather-app axis that names parts of the day instead of hours: a `switch` over the axis value's index labels
// some values and leaves the rest unmarked with `EmptyAxisMark()`.
struct ChartsRiskBandAxisScreen: View {
    let readings: [(hour: Int, index: Int)] = [(8, 1), (10, 4), (12, 7), (14, 9), (16, 5), (18, 2)]

    var body: some View {
        Chart(readings, id: \.hour) { reading in
            LineMark(x: .value("Hour", reading.hour), y: .value("UV index", reading.index))
        }
        .chartYScale(domain: 0...12)
        .chartXAxis {
            AxisMarks(values: [8, 12, 16, 18]) { value in
                switch value.index {
                case 0:
                    AxisValueLabel("Morning")
                case 2:
                    AxisValueLabel("Afternoon")
                default:
                    EmptyAxisMark()
                }
            }
        }
        .frame(height: 220)
        .padding()
    }
}
