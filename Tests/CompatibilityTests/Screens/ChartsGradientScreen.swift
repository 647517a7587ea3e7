import Declarative
import Charts

// A "heat" bar chart whose gradient spans the plot (alignsMarkStylesWithPlotArea), with styles from a scale.
struct ChartsGradientScreen: View {
    struct Month: Identifiable {
        let name: String
        let temperature: Double
        var id: String { name }
    }

    let months = [Month(name: "Jan", temperature: 3), Month(name: "Apr", temperature: 12),
                  Month(name: "Jul", temperature: 27), Month(name: "Oct", temperature: 15)]

    var body: some View {
        VStack {
            Chart(months) { month in
                BarMark(x: .value("Month", month.name), y: .value("°C", month.temperature))
                    .foregroundStyle(LinearGradient(colors: [.blue, .yellow, .red], startPoint: .bottom, endPoint: .top))
                    .alignsMarkStylesWithPlotArea()
            }
            .chartYScale(domain: 0...30)
            Chart(months) { month in
                BarMark(x: .value("Month", month.name), y: .value("°C", month.temperature))
                    .foregroundStyle(by: .value("Season", month.temperature > 10 ? "Warm" : "Cold"))
                    .alignsMarkStylesWithPlotArea(false)
            }
            .chartForegroundStyleScale(["Warm": Color.orange, "Cold": Color.cyan])
            .chartXAxisLabel("Month", position: .top, alignment: .leading, spacing: 2)
        }
        .frame(height: 420)
    }
}
