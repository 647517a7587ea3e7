import Declarative
import Charts

// A workout summary as published iOS 16 samples lay it out: a `Grid` of stats whose value column is trailing-aligned,
// dividers that span the grid without widening it, a `ViewThatFits` title, a header cell across both columns, an `AnyLayout` that turns the
// summary from a row into a column, and a custom `Layout` that orders badges by a `LayoutValueKey`.

struct CompatStat: Identifiable {
    let id = UUID()
    let name: String
    let value: String
}

private struct BadgeOrder: LayoutValueKey {
    static let defaultValue = 0
}

/// Lays badges out left to right in the order of their `BadgeOrder`.
struct CompatOrderedRow: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[BadgeOrder.self] < $1[BadgeOrder.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            x += size.width + spacing
        }
    }
}

struct CompatGridStatsScreen: View {
    @State private var stacked = false
    let stats = [
        CompatStat(name: "Steps", value: "8,204"),
        CompatStat(name: "Distance", value: "6.1 km"),
        CompatStat(name: "Calories", value: "412"),
    ]
    let week: [(day: String, minutes: Double)] = [("Mon", 32), ("Tue", 45), ("Wed", 20), ("Thu", 51)]

    var body: some View {
        let layout = stacked ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12)) : AnyLayout(HStackLayout(alignment: .top, spacing: 16))
        VStack(alignment: .leading, spacing: 16) {
            ViewThatFits(in: .horizontal) {
                Text("Active minutes, this week against last week, by day of the week and by activity")
                Text("Active minutes this week")
            }
            .font(.title3.bold())
            layout {
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow {
                        Text("Today")
                            .font(.headline)
                            .gridCellColumns(2)
                    }
                    ForEach(stats) { stat in
                        Divider()
                            .gridCellUnsizedAxes(.horizontal)
                        GridRow(alignment: .firstTextBaseline) {
                            Text(stat.name)
                                .foregroundStyle(.secondary)
                            Text(stat.value)
                                .bold()
                                .gridColumnAlignment(.trailing)
                        }
                    }
                }
                Chart(week, id: \.day) { item in
                    BarMark(x: .value("Day", item.day), y: .value("Minutes", item.minutes))
                }
                .frame(height: 120)
            }
            CompatOrderedRow {
                Text("🏃 Run").layoutValue(key: BadgeOrder.self, value: 2)
                Text("🚴 Ride").layoutValue(key: BadgeOrder.self, value: 1)
                Text("🧘 Yoga")
            }
            Toggle("Stack the summary", isOn: $stacked)
        }
        .padding()
    }
}
