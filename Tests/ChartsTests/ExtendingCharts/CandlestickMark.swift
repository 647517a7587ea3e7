import Foundation
import Declarative
import Charts

/// One day of prices.
struct Price: Identifiable {
    var day: String
    var open, close, low, high: Double
    var id: String { day }
}

/// A candlestick: a thin wick from the day's low to its high, and a body from its open to its close.
///
/// ```
///   │      high
///  ┌┴┐     open (or close)
///  │ │     body: at least 1 pt tall, 60 % of the day's band wide
///  └┬┘     close (or open)
///   │      low
/// ```
struct CandlestickMark: ChartMark {
    var price: Price

    var xValues: [any Plottable] { [price.day] }
    var yValues: [any Plottable] { [price.low, price.high] }

    func path(in chart: ChartProxy) -> Path {
        guard let band = chart.positionRange(forX: price.day),
              let open = chart.position(forY: price.open), let close = chart.position(forY: price.close),
              let low = chart.position(forY: price.low), let high = chart.position(forY: price.high)
        else { return Path() }
        let mid = (band.lowerBound + band.upperBound) / 2
        let width = (band.upperBound - band.lowerBound) * 0.6
        var path = Path(CGRect(x: mid - 0.5, y: min(low, high), width: 1, height: abs(high - low)))
        path.addRect(CGRect(x: mid - width / 2, y: min(open, close), width: width, height: max(1, abs(close - open))))
        return path
    }
}

/// A week of prices as candlesticks: green when the day closed up, red when it closed down.
struct CandlestickChart: View {
    var prices: [Price]

    var body: some View {
        Chart(prices) { price in
            CandlestickMark(price: price)
                .foregroundStyle(price.close >= price.open ? Color.green : Color.red)
        }
    }
}
