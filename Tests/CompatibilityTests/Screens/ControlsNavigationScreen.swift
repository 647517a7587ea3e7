import Declarative
import Charts

// A list of charts that pushes each one, the way sample apps organise their chart galleries: a `NavigationStack`
// with value links and `navigationDestination(for:)`, destination links, a toolbar, inline and large titles, and
// the older `NavigationView` with `navigationBarTitle(_:displayMode:)`.

enum ChartSample: String, CaseIterable, Identifiable, Hashable {
    case steps = "Steps", heartRate = "Heart Rate", sleep = "Sleep"
    var id: Self { self }
    var values: [Double] {
        switch self {
        case .steps: return [6_200, 8_100, 7_400, 10_300, 9_000]
        case .heartRate: return [62, 71, 66, 80, 74]
        case .sleep: return [7.1, 6.4, 8.0, 5.9, 7.7]
        }
    }
}

struct ChartSampleDetail: View {
    let sample: ChartSample

    var body: some View {
        Chart(Array(sample.values.enumerated()), id: \.offset) { item in
            BarMark(x: .value("Day", item.offset), y: .value(sample.rawValue, item.element))
        }
        .padding()
        .navigationTitle(sample.rawValue)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ControlsNavigationScreen: View {
    @State private var path: [ChartSample] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Samples") {
                    ForEach(ChartSample.allCases) { sample in
                        NavigationLink(value: sample) {
                            HStack {
                                Text(sample.rawValue)
                                Spacer()
                                Text("\(sample.values.count) days").foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section("More") {
                    NavigationLink("Older style") {
                        ControlsNavigationViewScreen()
                    }
                    NavigationLink(destination: ChartSampleDetail(sample: .sleep)) {
                        Label("Sleep again", systemImage: "bed.double")
                    }
                    NavigationLink("Heart rate", value: ChartSample.heartRate)
                }
            }
            .navigationTitle("Charts")
            .navigationDestination(for: ChartSample.self) { sample in
                ChartSampleDetail(sample: sample)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Random") { path.append(ChartSample.allCases.randomElement()!) }
                }
                ToolbarItemGroup(placement: .navigationBarLeading) {
                    Button(action: { path = [] }) { Image(systemName: "house") }
                }
            }
        }
    }
}

struct ControlsNavigationViewScreen: View {
    var body: some View {
        NavigationView {
            List(ChartSample.allCases) { sample in
                NavigationLink(destination: ChartSampleDetail(sample: sample)) {
                    Text(sample.rawValue)
                }
            }
            .listStyle(.insetGrouped)
            .navigationBarTitle("Legacy", displayMode: .large)
        }
        .navigationViewStyle(.stack)
    }
}
