import Declarative
import Charts

// A multi-series line chart in the style of Apple's "Creating a chart using Swift Charts": a line per city, each
// with its own colour and point symbol from `foregroundStyle(by:)` and `symbol(by:)`, smoothed with Catmull-Rom.

struct ChartsMultiSeriesSales: Identifiable {
    let id = UUID()
    let city: String
    let weekday: Date
    let sales: Int
}

struct ChartsMultiSeriesLineScreen: View {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    let series: [(city: String, values: [Int])] = [
        ("Cupertino", [54, 42, 88, 49, 42, 125, 67]),
        ("San Francisco", [81, 90, 52, 72, 84, 84, 137]),
    ]

    var data: [ChartsMultiSeriesSales] {
        series.flatMap { s in
            s.values.enumerated().map { i, v in
                ChartsMultiSeriesSales(city: s.city, weekday: Self.start.addingTimeInterval(Double(i) * 86_400), sales: v)
            }
        }
    }

    var body: some View {
        Chart(data) { item in
            LineMark(
                x: .value("Day", item.weekday, unit: .day),
                y: .value("Sales", item.sales)
            )
            .foregroundStyle(by: .value("City", item.city))
            .symbol(by: .value("City", item.city))
            .interpolationMethod(.catmullRom)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
        .chartLegend(position: .top, alignment: .leading)
        .frame(height: 280)
        .padding()
    }
}
