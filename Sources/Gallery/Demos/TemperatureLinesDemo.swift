import Declarative
import Charts

/// Lines with points, one series per city, smoothed with Catmull–Rom as in Swift Charts' examples.
struct TemperatureLinesDemo: View {
    var step = 0

    struct Reading: Identifiable {
        var day: Int
        var city: String
        var degrees: Double
        var id: String { "\(city)-\(day)" }
    }

    private static let cities: [(String, [Double])] = [
        ("Lisbon", [14, 16, 15, 18, 21, 19, 22]),
        ("Oslo", [2, 4, 1, 5, 7, 6, 9]),
    ]

    private var readings: [Reading] {
        Self.cities.flatMap { city, values in
            values.indices.map { day in
                Reading(day: day + 1, city: city, degrees: values[(day + step) % values.count])
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Daily high, °C").font(.headline)
            Chart(readings) { reading in
                LineMark(x: .value("Day", reading.day), y: .value("°C", reading.degrees),
                         series: .value("City", reading.city))
                    .foregroundStyle(by: .value("City", reading.city))
                    .interpolationMethod(.catmullRom)
                PointMark(x: .value("Day", reading.day), y: .value("°C", reading.degrees))
                    .foregroundStyle(by: .value("City", reading.city))
            }
            .animation(.easeInOut(duration: 0.6), value: step)
        }
        .padding(16)
    }
}
