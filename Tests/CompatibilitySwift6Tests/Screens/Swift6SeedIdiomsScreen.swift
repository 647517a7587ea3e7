import Declarative
import Charts

// A bar chart in the style of the seeds and of Apple's Swift Charts samples: a model struct, a static sample array,
// `Chart` over `Identifiable` data, and a staggered appear animation driven by `@State`.

struct Swift6SeedIdiomsDailySales: Identifiable {
    let id = UUID()
    let day: String
    let sales: Double

    static let week: [Swift6SeedIdiomsDailySales] = [
        .init(day: "Mon", sales: 120), .init(day: "Tue", sales: 90), .init(day: "Wed", sales: 150),
        .init(day: "Thu", sales: 80), .init(day: "Fri", sales: 170),
    ]
}

struct Swift6SeedIdiomsScreen: View {
    @State private var appeared = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Daily sales")
                .font(.headline)
            Chart(Swift6SeedIdiomsDailySales.week) { item in
                BarMark(
                    x: .value("Day", item.day),
                    y: .value("Sales", appeared ? item.sales : 0)
                )
                .foregroundStyle(Color.blue.gradient)
                .cornerRadius(6)
            }
            .frame(height: 240)
        }
        .padding()
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { appeared = true }
        }
    }
}
