import Declarative
import Charts

// In the style of a "planets by mass" log-scale bar chart from a Swift Charts blog post.
struct ChartsPlanet: Identifiable {
    let name: String
    let mass: Double     // 10^24 kg
    var id: String { name }
}

struct ChartsLogScaleScreen: View {
    let planets = [
        ChartsPlanet(name: "Mercury", mass: 0.33), ChartsPlanet(name: "Venus", mass: 4.87),
        ChartsPlanet(name: "Earth", mass: 5.97), ChartsPlanet(name: "Mars", mass: 0.642),
        ChartsPlanet(name: "Jupiter", mass: 1898), ChartsPlanet(name: "Saturn", mass: 568),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Planet masses").font(.headline)
            Chart(planets) { planet in
                BarMark(x: .value("Planet", planet.name), y: .value("Mass", planet.mass))
                    .foregroundStyle(.orange.gradient)
            }
            .chartYScale(domain: 0.1...10000, type: .log)
            .chartYAxis {
                AxisMarks(values: [0.1, 1, 10, 100, 1000, 10000]) { value in
                    AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                    AxisTick(length: 6)
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.number)
                }
            }
            .chartYAxisLabel("10²⁴ kg", position: .top, alignment: .trailing)
            .frame(height: 260)
        }
        .padding()
    }
}
