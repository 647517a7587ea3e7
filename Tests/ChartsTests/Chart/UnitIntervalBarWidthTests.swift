import Foundation
import Testing
import Declarative
@testable import Charts

/// A bar whose x has a date unit spans its interval; given a width, or dodged by `position(by:)`, it is drawn that
/// wide inside the interval, centred (candlesticks, capsule range bars, grouped daily bars).
@MainActor
@Suite struct UnitIntervalBarWidthTests {
    struct Day { let date: Date; let low: Double; let high: Double; let city: String }
    static func day(_ n: Int) -> Date { Date(timeIntervalSince1970: 1_652_000_000 + Double(n) * 86_400) }
    static let days = (0..<5).map { Day(date: day($0), low: Double(10 + $0), high: Double(20 + 2 * $0), city: "A") }

    func rects<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [CGRect] {
        ChartRender.markRects(ChartRender.list(Chart { content() })).sorted { $0.minX < $1.minX }
    }

    @Test func aUnitBarWithoutAWidthFillsItsDay() {
        let bars = rects { ForEach(Self.days, id: \.date) { BarMark(x: .value("D", $0.date, unit: .day), yStart: .value("L", $0.low), yEnd: .value("H", $0.high)) } }
        #expect(bars.count == 5)
        let day = bars[1].minX - bars[0].minX
        #expect(abs(bars[0].width - day) < 0.5)
    }

    @Test func aFixedWidthIsCentredInTheDay() {
        let wide = rects { ForEach(Self.days, id: \.date) { BarMark(x: .value("D", $0.date, unit: .day), yStart: .value("L", $0.low), yEnd: .value("H", $0.high)) } }
        let thin = rects { ForEach(Self.days, id: \.date) { BarMark(x: .value("D", $0.date, unit: .day), yStart: .value("L", $0.low), yEnd: .value("H", $0.high), width: 8) } }
        #expect(thin.count == 5)
        for (w, t) in zip(wide, thin) {
            #expect(abs(t.width - 8) < 0.01)
            #expect(abs(t.midX - w.midX) < 0.01)
        }
        let ratio = rects { ForEach(Self.days, id: \.date) { BarMark(x: .value("D", $0.date, unit: .day), y: .value("H", $0.high), width: .ratio(0.5)) } }
        #expect(abs(ratio[0].width - wide[0].width / 2) < 0.01)
        #expect(abs(ratio[0].midX - wide[0].midX) < 0.01)
    }

    @Test func dodgedUnitBarsShareTheirDay() {
        let cities = ["A", "B"]
        let bars = rects {
            ForEach(cities, id: \.self) { city in
                ForEach(Self.days, id: \.date) { BarMark(x: .value("D", $0.date, unit: .day), y: .value("H", $0.high)) }
                    .foregroundStyle(by: .value("City", city))
                    .position(by: .value("City", city))
            }
        }
        #expect(bars.count == 10)
        // Side by side within each day, not drawn over each other.
        #expect(bars[0].maxX <= bars[1].minX + 0.01)
        #expect(abs(bars[0].width - bars[1].width) < 0.01)
        let day = bars[2].minX - bars[0].minX
        #expect(bars[0].width < day / 2)
    }
}
