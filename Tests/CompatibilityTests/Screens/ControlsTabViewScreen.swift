import Declarative
import Charts

// The root of a small chart app, as sample projects start: a `TabView` with a chart tab, a list of entries and
// settings, each tab named by `tabItem` with a `Label`, and the selection kept in `@State` with enum tags.

struct ControlsTabViewScreen: View {
    enum Tab: Hashable {
        case chart, entries, settings
    }

    struct Entry: Identifiable {
        let id = UUID()
        let name: String
        let value: Double
    }

    @State private var selectedTab: Tab = .chart
    @State private var showAverage = true
    let entries = [Entry(name: "Mon", value: 3), Entry(name: "Tue", value: 5), Entry(name: "Wed", value: 4)]

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack {
                Chart {
                    ForEach(entries) { entry in
                        BarMark(x: .value("Day", entry.name), y: .value("Value", entry.value))
                    }
                    if showAverage {
                        RuleMark(y: .value("Average", 4)).foregroundStyle(.red)
                    }
                }
                .padding()
                .navigationTitle("Chart")
            }
            .tabItem {
                Label("Chart", systemImage: "chart.bar")
            }
            .tag(Tab.chart)

            List(entries) { entry in
                HStack {
                    Text(entry.name)
                    Spacer()
                    Text(entry.value, format: .number)
                }
            }
            .tabItem {
                Label("Entries", systemImage: "list.bullet")
            }
            .tag(Tab.entries)

            Form {
                Toggle("Show average", isOn: $showAverage)
            }
            .tabItem {
                Image(systemName: "gear")
                Text("Settings")
            }
            .tag(Tab.settings)
        }
    }
}
