import Declarative
import Charts

/// A navigation stack: a list of three charts, each pushed on its own screen with a back label (Esc goes back).
struct NavigationDemo: View {
    enum Kind: String, CaseIterable, Identifiable, Hashable {
        case steps = "Daily steps", temperature = "Temperature", sleep = "Sleep"
        var id: Self { self }
        var summary: String {
            switch self {
            case .steps: "Bars, this week"
            case .temperature: "A line, this week"
            case .sleep: "Points, last nights"
            }
        }
    }

    struct Day: Identifiable {
        let name: String
        let value: Double
        var id: String { name }
    }

    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static func data(_ kind: Kind) -> [Day] {
        let values: [Double] = switch kind {
        case .steps: [6.2, 8.1, 7.4, 10.3, 9.0, 12.5, 4.8]
        case .temperature: [14, 16, 15, 18, 21, 19, 22]
        case .sleep: [7.1, 6.4, 8.0, 5.9, 7.7, 8.8, 6.9]
        }
        return zip(days, values).map { Day(name: $0, value: $1) }
    }

    var body: some View {
        NavigationStack {
            List(Kind.allCases) { kind in
                NavigationLink(value: kind) {
                    VStack(alignment: .leading) {
                        Text(kind.rawValue)
                        Text(kind.summary).font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Health")
            .navigationDestination(for: Kind.self) { kind in
                Self.chart(kind)
                    .padding()
                    .navigationTitle(kind.rawValue)
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    /// The chart of a metric's week.
    @ViewBuilder
    static func chart(_ kind: Kind) -> some View {
        let data = Self.data(kind)
        switch kind {
        case .steps:
            Chart(data) { BarMark(x: .value("Day", $0.name), y: .value("Thousand steps", $0.value)) }
        case .temperature:
            Chart(data) {
                LineMark(x: .value("Day", $0.name), y: .value("°C", $0.value)).interpolationMethod(.catmullRom)
            }
            .foregroundStyle(.orange)
        case .sleep:
            Chart(data) { PointMark(x: .value("Day", $0.name), y: .value("Hours", $0.value)) }
                .foregroundStyle(.purple)
        }
    }
}
