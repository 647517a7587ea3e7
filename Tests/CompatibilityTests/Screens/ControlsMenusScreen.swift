import Foundation
import Declarative
import Charts

// A chart card as sample apps write it: a toolbar `Menu` holding a `Picker` of time ranges and an export `Menu`
// with a destructive item, a `.contextMenu` on the chart, `ContentUnavailableView` while there is no data, a
// `Link` to the data's source, a `ShareLink`, and `.badge` on list rows.

struct ControlsMenusScreen: View {
    enum TimeRange: String, CaseIterable, Identifiable {
        case week = "Week", month = "Month", year = "Year"
        var id: String { rawValue }
    }

    struct Sample: Identifiable {
        let id = UUID()
        let day: Int
        let steps: Double
    }

    @State private var range: TimeRange = .week
    @State private var showAverage = true
    @State private var samples: [Sample] = (1...7).map { Sample(day: $0, steps: Double(4000 + $0 * 700)) }
    let sourceURL = URL(string: "https://example.com/steps.csv")!

    var body: some View {
        NavigationStack {
            List {
                Section {
                    if samples.isEmpty {
                        ContentUnavailableView("No Data", systemImage: "chart.bar",
                                               description: Text("Walk a little and come back."))
                    } else {
                        Chart(samples) { sample in
                            BarMark(x: .value("Day", sample.day), y: .value("Steps", sample.steps))
                        }
                        .frame(height: 180)
                        .contextMenu {
                            Button("Copy Chart") {}
                            Toggle("Show Average", isOn: $showAverage)
                            Divider()
                            Button("Clear Data", role: .destructive) { samples.removeAll() }
                        }
                    }
                }
                Section("Sources") {
                    Text("Phone").badge(samples.count)
                    Text("Watch").badge("New")
                    Link("Source", destination: sourceURL)
                    ShareLink(item: sourceURL)
                }
            }
            .navigationTitle("Steps")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Range", selection: $range) {
                            ForEach(TimeRange.allCases) { range in
                                Text(range.rawValue).tag(range)
                            }
                        }
                    } label: {
                        Label("Range", systemImage: "calendar")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Export") {
                        Button("CSV") {}
                        Button("PNG") {}
                        Divider()
                        Button("Delete", role: .destructive) { samples.removeAll() }
                    }
                }
            }
        }
    }
}
