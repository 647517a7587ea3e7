import Declarative
import Charts

// Scale domains as iOS 17 tutorials write them: categories inferred from the data, then sorted with a slot added for
// a product that has no sales yet (`.automatic(dataType:modifyInferredDomain:)`), and a numeric domain given as an
// array together with padding inside the plot (`chartYScale(domain: [0, 60], range: .plotDimension(padding:))`).
struct ChartsScaleDomainEditScreen: View {
    struct Sale: Identifiable {
        let product: String
        let units: Int
        var id: String { product }
    }

    let sales = [Sale(product: "Watch", units: 48), Sale(product: "Earbuds", units: 31), Sale(product: "Tablet", units: 12)]

    var body: some View {
        VStack(spacing: 24) {
            Chart(sales) { sale in
                BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
            }
            .chartXScale(domain: .automatic(dataType: String.self) { products in
                products.sort()
                products.append("Glasses")
            })
            .frame(height: 200)

            Chart(sales) { sale in
                PointMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                    .symbolSize(200)
            }
            .chartYScale(domain: [0, 60], range: .plotDimension(padding: 20))
            .chartPlotStyle { $0.border(.pink, width: 1) }
            .frame(height: 200)
        }
        .padding()
    }
}
