import Testing
import Foundation
import Declarative
import Charts
import DeclarativeTesting

/// The custom mark of docs/ExtendingCharts.md, drawn by `Chart` and read back from its display list.
@MainActor
struct ExtendingChartsCustomMarkTests {
    static let prices = [
        Price(day: "Mon", open: 10, close: 14, low: 8, high: 15),
        Price(day: "Tue", open: 14, close: 12, low: 11, high: 16),
        Price(day: "Wed", open: 12, close: 18, low: 12, high: 20),
    ]

    /// The marks' drawings: shapes filled green or red.
    func candles(_ list: DisplayList) -> [(fill: Paint, outline: CGRect, origin: CGPoint)] {
        let up = Paint.color(Color.green.resolve(in: .light)), down = Paint.color(Color.red.resolve(in: .light))
        return list.items.compactMap { item in
            guard case .shape(let s) = item.content, let fill = s.fill, fill == up || fill == down else { return nil }
            return (fill, s.path.boundingRect, CGPoint(x: item.transform.tx, y: item.transform.ty))
        }
    }

    @Test func candlesSpanLowToHighInTheirDaysBand() {
        let host = TestHost(CandlestickChart(prices: Self.prices), size: CGSize(width: 320, height: 160))
        let list = host.render(at: 0)
        let candles = candles(list)
        #expect(candles.count == 3)
        #expect(candles.map(\.fill) == [Color.green, Color.red, Color.green].map { .color($0.resolve(in: .light)) })
        // Each candle reaches from its low to its high on the y scale (which must include 8…20), and days sit
        // left to right, centred under their labels.
        for (candle, price) in zip(candles, Self.prices) {
            let outline = candle.outline
            let span = outline.height / (price.high - price.low)
            #expect(span > 0)
            let labelX = list.items.first { item in
                if case .text(let t) = item.content { return t.lines.first?.text == price.day }
                return false
            }.map(\.frame.midX)
            #expect(abs((outline.midX + candle.origin.x) - (labelX ?? -1)) < 1, "\(price.day)")
        }
        // One y scale for all: points per unit of price agree.
        let spans = zip(candles, Self.prices).map { $0.outline.height / ($1.high - $1.low) }
        #expect(spans.allSatisfy { abs($0 - spans[0]) < 1e-9 })
        #expect(candles[0].outline.midX < candles[1].outline.midX && candles[1].outline.midX < candles[2].outline.midX)
    }

    @Test func aDayWithoutPricesDrawsNothing() {
        let host = TestHost(CandlestickChart(prices: []), size: CGSize(width: 320, height: 160))
        #expect(candles(host.render(at: 0)).isEmpty)
    }
}
