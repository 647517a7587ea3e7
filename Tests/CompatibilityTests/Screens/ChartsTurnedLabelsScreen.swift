import Declarative
import Charts

// Long category names on a narrow chart, as published samples handle them: x labels turned to run vertically,
// the y axis on the leading edge with a turned title, and labels that would collide truncated instead of dropped.

struct ChartsTurnedLabelsCountry: Identifiable {
    var id: String { name }
    let name: String
    let population: Double
}

struct ChartsTurnedLabelsScreen: View {
    let countries = [
        ChartsTurnedLabelsCountry(name: "Netherlands", population: 17.9),
        ChartsTurnedLabelsCountry(name: "Switzerland", population: 8.8),
        ChartsTurnedLabelsCountry(name: "Luxembourg", population: 0.66),
        ChartsTurnedLabelsCountry(name: "Liechtenstein", population: 0.04),
        ChartsTurnedLabelsCountry(name: "Belgium", population: 11.7),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Chart(countries) { country in
                BarMark(
                    x: .value("Country", country.name),
                    y: .value("Population", country.population)
                )
            }
            .chartXAxis {
                AxisMarks { _ in
                    AxisValueLabel(orientation: .vertical)
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading)
            }
            .chartYAxisLabel("Millions", position: .leading)
            .frame(height: 260)

            Chart(countries) { country in
                PointMark(
                    x: .value("Country", country.name),
                    y: .value("Population", country.population)
                )
            }
            .chartXAxis {
                AxisMarks { _ in
                    AxisValueLabel(collisionResolution: .truncate)
                }
            }
            .frame(width: 220, height: 140)
        }
        .padding()
    }
}
