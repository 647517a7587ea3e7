import Declarative
import Charts

// A view model in the MVVM style of published chart samples: an `ObservableObject` with `@Published` data, owned by
// the screen through `@StateObject`, and changed by a button inside `withAnimation`.

struct CompatRevenue: Identifiable {
    let id = UUID()
    let month: String
    let amount: Double
}

final class CompatRevenueViewModel: ObservableObject {
    @Published var revenue: [CompatRevenue] = []
    @Published var isLoading = false

    var total: Double { revenue.map(\.amount).reduce(0, +) }

    init() { load() }

    func load() {
        isLoading = true
        revenue = [
            CompatRevenue(month: "Jan", amount: 4_200), CompatRevenue(month: "Feb", amount: 3_900),
            CompatRevenue(month: "Mar", amount: 5_100), CompatRevenue(month: "Apr", amount: 4_750),
        ]
        isLoading = false
    }

    func shuffle() {
        revenue = revenue.map { CompatRevenue(month: $0.month, amount: $0.amount * Double.random(in: 0.8...1.2)) }
    }
}

struct CompatObservableModelScreen: View {
    @StateObject private var viewModel = CompatRevenueViewModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Revenue")
                .font(.headline)
            Text(viewModel.total, format: .currency(code: "USD"))
                .font(.title2.bold())
            Chart(viewModel.revenue) { item in
                BarMark(x: .value("Month", item.month), y: .value("Revenue", item.amount))
                    .foregroundStyle(.blue.gradient)
            }
            .frame(height: 220)
            Button("Shuffle") {
                withAnimation(.easeInOut) { viewModel.shuffle() }
            }
        }
        .padding()
    }
}
