import Declarative
import Charts

// Legend placement and a custom legend, as in "Customizing the legend in Swift Charts" posts.
struct ChartsLegendScreen: View {
    struct Sale: Identifiable {
        let id = UUID()
        let month: String
        let product: String
        let units: Int
    }

    let sales: [Sale] = [("Jan", 12, 8), ("Feb", 19, 11), ("Mar", 15, 14)].flatMap { month, cups, plates in
        [Sale(month: month, product: "Cups", units: cups), Sale(month: month, product: "Plates", units: plates)]
    }
    @State private var showsLegend = true

    var body: some View {
        VStack {
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .position(by: .value("Product", sale.product))
            }
            .chartLegend(position: .top, alignment: .leading, spacing: 8)
            .chartLegend(showsLegend ? .visible : .hidden)

            Chart(sales) { sale in
                LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .symbol(by: .value("Product", sale.product))
            }
            .chartLegend(position: .trailing, alignment: .center) {
                VStack(alignment: .leading) {
                    Text("Cups").foregroundStyle(.blue)
                    Text("Plates").foregroundStyle(.green)
                }
                .font(.caption)
            }
            Chart(sales) { sale in
                AreaMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
            .chartLegend(position: .overlay, alignment: .topLeading)
            Chart(sales) { sale in
                PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
            .chartLegend(position: .leading)
            .chartLegend(position: .bottom, alignment: .trailing)
        }
        .frame(height: 560)
    }
}
