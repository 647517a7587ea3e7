import Declarative
import Charts

// Scale ranges as example apps give them: a storage bar whose domain is laid over a fixed number of points
// (`chartXScale(domain:range:)` with a `ClosedRange<CGFloat>`), and visits by city coloured from a gradient
// (`chartForegroundStyleScale(range: Gradient(colors:))`).
struct ChartsStorageScalesScreen: View {
    let usage: [(category: String, size: Double)] = [("Apps", 40), ("Photos", 24), ("System", 16)]
    let visits: [(city: String, day: Int, count: Int)] = [
        ("Lyon", 1, 12), ("Lyon", 2, 18), ("Lyon", 3, 15),
        ("Nantes", 1, 8), ("Nantes", 2, 11), ("Nantes", 3, 9),
        ("Tours", 1, 4), ("Tours", 2, 6), ("Tours", 3, 5),
    ]

    var body: some View {
        VStack(spacing: 24) {
            Chart(usage, id: \.category) { element in
                BarMark(x: .value("Data Size", element.size))
                    .foregroundStyle(by: .value("Data Category", element.category))
            }
            .chartXScale(domain: 0...128, range: 0...256)
            .chartLegend(position: .bottom, spacing: 4)
            .frame(height: 80)

            Chart(visits, id: \.count) { visit in
                LineMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                    .foregroundStyle(by: .value("City", visit.city))
            }
            .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .blue]))
            .frame(height: 200)
        }
        .padding()
    }
}
