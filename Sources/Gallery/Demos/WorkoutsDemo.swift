import Declarative
import Charts

/// Seed 000's demo: a week of workouts as an `AnimatedBarChart`; each data step shows the other week.
///
/// The seed switched weeks on a 2.6 s timer; here the user does (Enter), so exports and snapshots are the same
/// every run.
struct WorkoutsDemo: View {
    var step = 0

    private static let weeks: [(title: String, values: [Double])] = [
        ("This week", [12, 19, 8, 24, 16, 30, 22]),
        ("Last week", [20, 11, 27, 14, 29, 9, 17]),
    ]

    private var week: (title: String, values: [Double]) { Self.weeks[step % Self.weeks.count] }

    private var entries: [AnimatedBarChartEntry] {
        zip(["M", "T", "W", "T", "F", "S", "S"], week.values).map { AnimatedBarChartEntry(label: $0, value: $1) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Workouts")
                .font(.largeTitle.bold())
            Text(week.title)
                .font(.title3)
                .foregroundStyle(.secondary)

            AnimatedBarChart(entries: entries)
                .padding(.top, 24)
        }
        .padding(24)
    }
}
