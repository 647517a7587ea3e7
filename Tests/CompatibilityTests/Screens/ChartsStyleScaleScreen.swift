import Declarative
import Charts

// Stacked bars whose colours are fixed by a mapping, as published samples do to match brand colours:
// `chartForegroundStyleScale(["Gas": .orange, …])`, with the legend following the mapping's order.

struct ChartsStyleScaleUsage: Identifiable {
    let id = UUID()
    let month: String
    let source: String
    let kilowattHours: Double
}

struct ChartsStyleScaleScreen: View {
    let usage: [ChartsStyleScaleUsage] = ["Jan", "Feb", "Mar", "Apr"].enumerated().flatMap { i, month in
        [
            ChartsStyleScaleUsage(month: month, source: "Solar", kilowattHours: Double(20 + i * 15)),
            ChartsStyleScaleUsage(month: month, source: "Grid", kilowattHours: Double(80 - i * 10)),
            ChartsStyleScaleUsage(month: month, source: "Gas", kilowattHours: 30),
        ]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Energy", systemImage: "bolt.fill")
                .font(.headline)
            Chart(usage) { item in
                BarMark(
                    x: .value("Month", item.month),
                    y: .value("kWh", item.kilowattHours)
                )
                .foregroundStyle(by: .value("Source", item.source))
            }
            .chartForegroundStyleScale([
                "Gas": Color.orange,
                "Grid": Color.gray,
                "Solar": Color.yellow,
            ])
            .frame(height: 240)
        }
        .padding()
    }
}
