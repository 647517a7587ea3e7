import Declarative
import Charts

// A candlestick chart as published stock samples draw it with built-in marks: a thin `RuleMark` from low to high
// (the wick) and a `RectangleMark` from open to close (the body), green when the day closed up and red when down.

struct ChartsCandlestickPrice: Identifiable {
    let id = UUID()
    let day: String
    let open: Double
    let close: Double
    let low: Double
    let high: Double

    var isUp: Bool { close >= open }
}

struct ChartsCandlestickScreen: View {
    let prices = [
        ChartsCandlestickPrice(day: "Mon", open: 102, close: 108, low: 99, high: 110),
        ChartsCandlestickPrice(day: "Tue", open: 108, close: 104, low: 101, high: 111),
        ChartsCandlestickPrice(day: "Wed", open: 104, close: 112, low: 103, high: 115),
        ChartsCandlestickPrice(day: "Thu", open: 112, close: 109, low: 106, high: 113),
        ChartsCandlestickPrice(day: "Fri", open: 109, close: 116, low: 108, high: 118),
    ]

    var body: some View {
        Chart(prices) { price in
            RuleMark(
                x: .value("Day", price.day),
                yStart: .value("Low", price.low),
                yEnd: .value("High", price.high)
            )
            .foregroundStyle(price.isUp ? Color.green : Color.red)
            RectangleMark(
                x: .value("Day", price.day),
                yStart: .value("Open", price.open),
                yEnd: .value("Close", price.close),
                width: 14
            )
            .foregroundStyle(price.isUp ? Color.green : Color.red)
        }
        .chartYScale(domain: 95...120)
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 5)) { value in
                AxisGridLine()
                AxisValueLabel(format: .currency(code: "USD").precision(.fractionLength(0)))
            }
        }
        .frame(height: 260)
        .padding()
    }
}
