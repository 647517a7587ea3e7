import Declarative
import Charts

// `chartGesture` (iOS 17): a custom gesture on the plot drives the selection through the proxy — a
// `DragGesture(minimumDistance: 0)` selects the hour under the finger as it moves and clears it when lifted.

struct GesturesChartGestureReading: Identifiable {
    var id: Int { hour }
    let hour: Int
    let temperature: Double
}

struct GesturesChartGestureScreen: View {
    let readings: [GesturesChartGestureReading] = (0..<24).map { hour in
        GesturesChartGestureReading(hour: hour, temperature: 14 + 6 * sin(Double(hour - 8) / 24 * 2 * .pi))
    }
    @State private var selectedHour: Int? = 15

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                LineMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.temperature))
                PointMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.temperature))
                    .symbolSize(reading.hour == selectedHour ? 80 : 0)
            }
            if let selectedHour {
                RuleMark(x: .value("Hour", selectedHour))
                    .foregroundStyle(.secondary)
                    .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text("\(selectedHour):00").font(.caption)
                    }
            }
        }
        .chartXSelection(value: $selectedHour)
        .chartGesture { proxy in
            DragGesture(minimumDistance: 0)
                .onChanged { value in proxy.selectXValue(at: value.location.x) }
                .onEnded { _ in selectedHour = nil }
        }
        .frame(height: 240)
        .padding()
    }
}
