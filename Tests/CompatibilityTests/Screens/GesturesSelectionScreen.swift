import Declarative
import Charts

// The iOS 17 pattern (WWDC23 "Explore pie charts and interactivity in Swift Charts"): `chartXSelection` and a
// `RuleMark` with an annotation at the selected value, the other marks dimmed.

struct GesturesSelectionSale: Identifiable {
    var id: String { month }
    let month: String
    let amount: Double
}

struct GesturesSelectionScreen: View {
    let sales: [GesturesSelectionSale] = [
        .init(month: "Jan", amount: 42), .init(month: "Feb", amount: 55), .init(month: "Mar", amount: 38),
        .init(month: "Apr", amount: 61), .init(month: "May", amount: 47),
    ]
    @State private var selectedMonth: String? = "Mar"

    var selected: GesturesSelectionSale? { sales.first { $0.month == selectedMonth } }

    var body: some View {
        Chart {
            ForEach(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                    .opacity(selectedMonth == nil || selectedMonth == sale.month ? 1 : 0.4)
            }
            if let selected {
                RuleMark(x: .value("Month", selected.month))
                    .foregroundStyle(Color.gray.opacity(0.3))
                    .zIndex(-1)
                    .annotation(position: .top, spacing: 0) {
                        VStack(alignment: .leading) {
                            Text(selected.month).font(.caption)
                            Text("\(Int(selected.amount))").font(.headline)
                        }
                        .padding(6)
                        .background { RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.12)) }
                    }
            }
        }
        .chartXSelection(value: $selectedMonth)
        .frame(height: 260)
        .padding()
    }
}
