import Declarative

// A metrics list with SF Symbols, as health and finance dashboards draw it: labels with system images, trend arrows
// picked by a value, symbol variants and scales.

struct CompatMetric: Identifiable {
    let id = UUID()
    let title: String
    let symbol: String
    let change: Double
}

struct CompatSymbolsScreen: View {
    let metrics = [
        CompatMetric(title: "Heart rate", symbol: "heart", change: 0.04),
        CompatMetric(title: "Sleep", symbol: "moon", change: -0.12),
        CompatMetric(title: "Energy", symbol: "bolt", change: 0.2),
        CompatMetric(title: "Unknown", symbol: "not.a.real.symbol", change: 0),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label("Summary", systemImage: "chart.bar.fill")
                .font(.title2)
            ForEach(metrics) { metric in
                HStack {
                    Image(systemName: metric.symbol)
                        .symbolVariant(.fill)
                        .foregroundStyle(.red)
                    Text(metric.title)
                    Spacer()
                    Image(systemName: metric.change >= 0 ? "arrow.up.right" : "arrow.down.right")
                        .imageScale(.small)
                        .foregroundStyle(metric.change >= 0 ? .green : .red)
                    Text(metric.change, format: .percent.precision(.fractionLength(0)))
                        .monospacedDigit()
                }
            }
            Label {
                Text("Settings")
            } icon: {
                Image(systemName: "gearshape")
                    .symbolRenderingMode(.hierarchical)
                    .imageScale(.large)
            }
            HStack {
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                Image(systemName: "exclamationmark.triangle").foregroundStyle(.yellow)
                Image(systemName: "xmark").foregroundStyle(.red)
                Image(systemName: "info.circle")
                Image(systemName: "wifi", variableValue: 0.6)
            }
        }
        .padding()
    }
}
