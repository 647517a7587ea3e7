import Foundation
import Declarative
import Charts

/// A sidebar of metrics beside the chart of the one chosen (`NavigationSplitView` with `List(selection:)`). A
/// narrow window collapses the two into one stack, as an iPhone does: the sidebar first, Enter or a click opening
/// the chart. "Figures" slides up a sheet with the week's numbers; Esc or Done lets it sink back.
struct SplitViewDemo: View {
    typealias Kind = NavigationDemo.Kind
    @State private var selected: Kind? = .steps
    @State private var showsFigures = false

    var body: some View {
        NavigationSplitView {
            List(Kind.allCases, selection: $selected) { kind in
                Text(kind.rawValue)
            }
            .navigationTitle("Health")
        } detail: {
            if let selected {
                NavigationDemo.chart(selected)
                    .padding()
                    .navigationTitle(selected.rawValue)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Figures") { showsFigures = true }
                        }
                    }
                    .sheet(isPresented: $showsFigures) { FiguresSheet(kind: selected) }
            } else {
                Text("Choose a metric").foregroundStyle(.secondary)
            }
        }
    }
}

/// The week's numbers of a metric, in a medium sheet.
struct FiguresSheet: View {
    let kind: NavigationDemo.Kind
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(NavigationDemo.data(kind)) { day in
                LabeledContent(day.name, value: day.value, format: .number.precision(.fractionLength(1)))
            }
            .navigationTitle(kind.rawValue)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium])
    }
}
