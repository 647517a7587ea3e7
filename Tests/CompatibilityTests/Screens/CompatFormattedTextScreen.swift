import Declarative
import Charts

// A summary card with every kind of formatted text published chart screens use: printf specifiers, number, currency
// and percent format styles, dates by component, and measurements.

struct CompatWorkout: Identifiable {
    let id = UUID()
    let date: Date
    let distance: Measurement<UnitLength>
    let pace: Double
}

struct CompatFormattedTextScreen: View {
    let workouts: [CompatWorkout] = (0..<6).map { day in
        CompatWorkout(date: Date(timeIntervalSinceReferenceDate: 788_918_400 + Double(day) * 86_400 * 31),
                      distance: Measurement(value: 4 + Double(day) * 0.8, unit: .kilometers),
                      pace: 5.2 - Double(day) * 0.1)
    }

    var totalKilometers: Double { workouts.map { $0.distance.value }.reduce(0, +) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(totalKilometers, specifier: "%.1f") km this half year")
                .font(.title3)
            Text("Average pace \(workouts.map(\.pace).reduce(0, +) / Double(workouts.count), specifier: "%.2f") min/km")
            Text("Goal reached: \(0.83, format: .percent)")
            Text(1_234.5, format: .number.precision(.fractionLength(1)))
            Text(Decimal(19.99), format: .currency(code: "EUR"))
            Text(workouts[0].date, format: .dateTime.month().year())
            Text(workouts[0].distance, format: .measurement(width: .abbreviated, usage: .asProvided))
            Chart(workouts) { workout in
                LineMark(x: .value("Month", workout.date, unit: .month), y: .value("Distance", workout.distance.value))
                PointMark(x: .value("Month", workout.date, unit: .month), y: .value("Distance", workout.distance.value))
            }
            .frame(height: 180)
        }
        .padding()
    }
}
