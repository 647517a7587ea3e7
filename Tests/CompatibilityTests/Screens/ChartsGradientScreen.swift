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
            // A heat map: a numeric foregroundStyle(by:) makes a continuous colour scale and a gradient legend.
            Chart {
                ForEach(0..<4, id: \.self) { row in
                    ForEach(0..<6, id: \.self) { column in
                        RectangleMark(x: .value("Hour", "\(column * 4)h"), y: .value("Day", "D\(row)"))
                            .foregroundStyle(by: .value("Load", Double(row * column)))
                    }
                }
            }
            .chartLegend(position: .bottom, alignment: .center)
        }
        .frame(height: 560)
    }
}
