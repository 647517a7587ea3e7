import Declarative
import Charts

// `@ViewBuilder` outside a view, as published code writes it: on an enum's computed property (a tab or metric
// picker), on a free function, and on a static helper. SwiftUI's builders are nonisolated, so none of these needs
// `@MainActor`.

enum CompatBuilderMetric: String, CaseIterable, Identifiable {
    case steps, distance, calories

    var id: String { rawValue }

    @ViewBuilder
    var badge: some View {
        switch self {
        case .steps:
            Label("Steps", systemImage: "figure.walk")
        case .distance:
            HStack {
                Image(systemName: "map")
                Text("Distance")
            }
        case .calories:
            Text("Calories").bold()
        }
    }

    var values: [Double] {
        switch self {
        case .steps: return [5_200, 7_800, 6_100, 9_400, 8_000]
        case .distance: return [3.1, 4.8, 4.0, 6.2, 5.5]
        case .calories: return [320, 410, 380, 520, 450]
        }
    }
}

@ViewBuilder
func compatBuilderCaption(_ text: String, highlighted: Bool) -> some View {
    if highlighted {
        Text(text).font(.caption).foregroundStyle(.tint)
    } else {
        Text(text).font(.caption).foregroundStyle(.secondary)
    }
}

struct CompatBuilderHelpersScreen: View {
    @State private var metric: CompatBuilderMetric = .steps

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(CompatBuilderMetric.allCases) { item in
                item.badge
            }
            compatBuilderCaption("Last five days", highlighted: metric == .steps)
            Chart(Array(metric.values.enumerated()), id: \.offset) { index, value in
                LineMark(x: .value("Day", index), y: .value("Value", value))
            }
            .frame(height: 180)
            Self.footer(count: metric.values.count)
        }
        .padding()
    }

    @ViewBuilder
    static func footer(count: Int) -> some View {
        if count > 0 {
            Text("\(count) days")
        }
        Divider()
    }
}
