import Declarative
import Charts

// A weather forecast in the WeatherKit-sample style: a row per day with a condition symbol, temperatures as
// measurements formatted for the locale, and a chart of the highs.

struct CompatForecast: Identifiable {
    let id = UUID()
    let day: String
    let symbolName: String
    let high: Measurement<UnitTemperature>
    let low: Measurement<UnitTemperature>
}

struct CompatWeatherScreen: View {
    let forecast = [
        CompatForecast(day: "Mon", symbolName: "sun.max.fill", high: .init(value: 24, unit: .celsius), low: .init(value: 14, unit: .celsius)),
        CompatForecast(day: "Tue", symbolName: "cloud", high: .init(value: 19, unit: .celsius), low: .init(value: 12, unit: .celsius)),
        CompatForecast(day: "Wed", symbolName: "cloud.rain", high: .init(value: 16, unit: .celsius), low: .init(value: 10, unit: .celsius)),
        CompatForecast(day: "Thu", symbolName: "moon", high: .init(value: 21, unit: .celsius), low: .init(value: 13, unit: .celsius)),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("4-day forecast", systemImage: "calendar")
                .font(.headline)
            ForEach(forecast) { day in
                HStack {
                    Text(day.day).frame(width: 44, alignment: .leading)
                    Image(systemName: day.symbolName)
                    Spacer()
                    Text(day.low, format: .measurement(width: .narrow))
                        .foregroundStyle(.secondary)
                    Text(day.high, format: .measurement(width: .narrow))
                }
            }
            Chart(forecast) { day in
                BarMark(x: .value("Day", day.day), yStart: .value("Low", day.low.value), yEnd: .value("High", day.high.value))
                    .foregroundStyle(.linearGradient(colors: [.blue, .orange], startPoint: .bottom, endPoint: .top))
            }
            .frame(height: 160)
        }
        .padding()
        .background(.bar)
    }
}
