import Declarative
import Charts

// A sales summary as published samples write it: upper-cased section headers, a chart redacted as a placeholder while
// its data loads, a background that ignores the safe area, help text, header traits, and a drawing group.

struct CompatSale: Identifiable {
    let id: Int
    let month: String
    let units: Double
}

struct CompatPresentationScreen: View {
    @State private var isLoading = true
    let sales: [CompatSale] = ["Jan", "Feb", "Mar", "Apr"].enumerated().map { CompatSale(id: $0.offset, month: $0.element, units: Double(20 + $0.offset * 7)) }

    var body: some View {
        ZStack {
            Color.blue.opacity(0.1)
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 8) {
                Text("Monthly sales")
                    .font(.caption)
                    .textCase(.uppercase)
                    .foregroundStyle(.secondary)
                    .accessibilityAddTraits(.isHeader)
                Chart(sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                }
                .frame(height: 120)
                .redacted(reason: isLoading ? .placeholder : [])
                .help("Units sold per month")
                HStack {
                    Text("Total")
                    Spacer()
                    Text("\(Int(sales.map(\.units).reduce(0, +))) units")
                        .unredacted()
                }
                .redacted(reason: .placeholder)
                .accessibilityElement(children: .combine)
                .accessibilityRemoveTraits(.isImage)
                Label("Refresh", systemImage: "arrow.clockwise")
                    .help(Text("Loads the latest figures"))
                    .accessibilityAddTraits([.isButton, .updatesFrequently])
            }
            .padding()
            .compositingGroup()
            .drawingGroup()
        }
        .edgesIgnoringSafeArea(.all)
    }
}
