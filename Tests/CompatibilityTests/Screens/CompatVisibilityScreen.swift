import Declarative
import Charts

// An overview chart and its detail, as in chart "scrubber" samples: the same chart with axes hidden by a ternary on
// a flag, and the legend hidden with `Visibility`.

struct CompatPrice: Identifiable {
    let id: Int
    let close: Double
    let ticker: String
}

struct CompatPriceChart: View {
    let prices: [CompatPrice]
    var isOverview: Bool

    var body: some View {
        Chart(prices) { price in
            LineMark(x: .value("Day", price.id), y: .value("Close", price.close))
                .foregroundStyle(by: .value("Ticker", price.ticker))
        }
        .chartXAxis(isOverview ? .hidden : .automatic)
        .chartYAxis(isOverview ? .hidden : .visible)
        .chartLegend(isOverview ? .hidden : .automatic)
    }
}

struct CompatVisibilityScreen: View {
    let prices: [CompatPrice] = (0..<30).flatMap { day in
        [CompatPrice(id: day, close: 100 + Double(day % 9) * 3, ticker: "AAPL"),
         CompatPrice(id: day, close: 80 + Double(day % 5) * 4, ticker: "MSFT")]
    }
    @State private var legend: Visibility = .visible

    var body: some View {
        VStack {
            CompatPriceChart(prices: prices, isOverview: false)
                .frame(height: 240)
            CompatPriceChart(prices: prices, isOverview: true)
                .frame(height: 60)
        }
        .padding()
    }
}
