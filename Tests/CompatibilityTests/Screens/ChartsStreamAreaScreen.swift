import Declarative
import Charts

// Stacked areas two ways, as in published samples of market share and streamgraphs: `stacking: .normalized`
// (each x sums to 100%) and `stacking: .center` (stacked around a centre line).

struct ChartsStreamAreaShare: Identifiable {
    let id = UUID()
    let year: Int
    let platform: String
    let share: Double
}

struct ChartsStreamAreaScreen: View {
    let shares: [ChartsStreamAreaShare] = (2019...2024).flatMap { year in
        let t = Double(year - 2019)
        return [
            ChartsStreamAreaShare(year: year, platform: "Phone", share: 50 + t * 4),
            ChartsStreamAreaShare(year: year, platform: "Tablet", share: 30 - t * 2),
            ChartsStreamAreaShare(year: year, platform: "Desktop", share: 20 + t),
        ]
    }

    var body: some View {
        VStack(spacing: 16) {
            Chart(shares) { item in
                AreaMark(
                    x: .value("Year", item.year),
                    y: .value("Share", item.share),
                    stacking: .normalized
                )
                .foregroundStyle(by: .value("Platform", item.platform))
            }
            .chartYAxis {
                AxisMarks(format: FloatingPointFormatStyle<Double>.Percent())
            }
            .frame(height: 180)

            Chart(shares) { item in
                AreaMark(
                    x: .value("Year", item.year),
                    y: .value("Share", item.share),
                    stacking: .center
                )
                .foregroundStyle(by: .value("Platform", item.platform))
                .interpolationMethod(.cardinal)
            }
            .chartYAxis(.hidden)
            .chartLegend(.hidden)
            .frame(height: 180)
        }
        .padding()
    }
}
