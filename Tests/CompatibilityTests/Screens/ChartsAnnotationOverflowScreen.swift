import Declarative
import Charts

// The iOS 17 selection pattern: a rule with an annotation that fits the chart, and a mark annotation context.
struct ChartsAnnotationOverflowScreen: View {
    struct Point: Identifiable {
        let hour: Int
        let value: Double
        var id: Int { hour }
    }

    let points = (0..<24).map { Point(hour: $0, value: 20 + 8 * sin(Double($0) / 3)) }
    let selectedHour: Int? = 23

    var body: some View {
        Chart {
            ForEach(points) { point in
                LineMark(x: .value("Hour", point.hour), y: .value("Temperature", point.value))
            }
            if let selectedHour, let point = points.first(where: { $0.hour == selectedHour }) {
                RuleMark(x: .value("Selected", selectedHour))
                    .foregroundStyle(.gray.opacity(0.3))
                    .annotation(position: .top, spacing: 0,
                                overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text("\(point.value, format: .number.precision(.fractionLength(1))) °C")
                            .font(.caption)
                            .padding(4)
                    }
                PointMark(x: .value("Hour", point.hour), y: .value("Temperature", point.value))
                    .annotation(position: .trailing, overflowResolution: .init(x: .fit, y: .padScale)) { context in
                        Text("now").font(.caption2).frame(width: max(context.targetSize.width, 24))
                    }
            }
        }
        .chartXAxisLabel(position: .bottom, alignment: .center) { Text("Hour of day") }
        .chartYAxisLabel(Text("°C"))
        .frame(height: 260)
        .padding()
    }
}
