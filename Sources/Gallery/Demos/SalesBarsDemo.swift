import Declarative
import Charts

/// Swift Charts' first example: monthly sales as bars, stacked and coloured by product. A data step shows the
/// next year, and the bars move to it.
struct SalesBarsDemo: View {
    var step = 0

    struct Sale: Identifiable {
        var month: String
        var product: String
        var units: Double
        var id: String { month + product }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    private static let years: [[String: [Double]]] = [
        ["Cups": [42, 38, 51, 60, 72, 80], "Plates": [20, 26, 22, 30, 28, 35]],
        ["Cups": [55, 49, 47, 66, 61, 90], "Plates": [30, 22, 35, 28, 40, 38]],
    ]

    private var sales: [Sale] {
        let year = Self.years[step % Self.years.count]
        return ["Cups", "Plates"].flatMap { product in
            zip(Self.months, year[product]!).map { Sale(month: $0, product: product, units: $1) }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Units sold, \(2025 + step % Self.years.count)").font(.headline)
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
            .animation(.easeInOut(duration: 0.6), value: step)
        }
        .padding(16)
    }
}
