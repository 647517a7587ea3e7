import Declarative
import Charts

/// A donut of spending by category; each data step is another month, and the slices move to their new shares.
struct DonutDemo: View {
    var step = 0

    private static let months: [(name: String, values: [Double])] = [
        ("March", [820, 430, 260, 180, 120]),
        ("April", [760, 520, 140, 260, 90]),
        ("May", [900, 310, 330, 120, 200]),
    ]
    private static let categories = ["Rent", "Food", "Travel", "Fun", "Other"]

    private var month: (name: String, values: [Double]) { Self.months[step % Self.months.count] }

    var body: some View {
        HStack(spacing: 24) {
            DonutChart(segments: zip(Self.categories, month.values).map { DonutChartSegment(label: $0, value: $1) })
                .frame(width: 160, height: 160)
            VStack(alignment: .leading, spacing: 4) {
                Text(month.name).font(.headline)
                ForEach(Array(zip(Self.categories, month.values)), id: \.0) { category, value in
                    Text("\(category) $\(Int(value))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(16)
    }
}
