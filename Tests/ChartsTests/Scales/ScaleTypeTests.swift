import Foundation
import Testing
import Declarative
@testable import Charts

/// `chartXScale(type:)` / `chartYScale(type:)`: log, square-root, power and symmetric-log scales, their positions,
/// inverses and ticks.
@MainActor
@Suite struct ScaleTypeTests {
    @Test func logTicksArePowersOfTenAndOneDecadeAddsTwosAndFives() {
        #expect(ScaleTransform.log.ticks(1, 10_000, count: 4) == [1, 10, 100, 1000, 10_000])
        #expect(ScaleTransform.log.ticks(1, 1e12, count: 4) == [1, 1e3, 1e6, 1e9, 1e12])
        #expect(ScaleTransform.log.ticks(1, 10, count: 4) == [1, 2, 5, 10])
        #expect(ScaleTransform.log.ticks(0, 10, count: 4) == [])         // no log of zero
        #expect(ScaleTransform.log.nice(3, 420, count: 4) == (1, 1000))
    }

    @Test func logScalePlacesDecadesEvenly() {
        var s = LinearScale(domain: (1, 1000), range: (0, 300))
        s.transform = .log
        #expect(abs(s.position(of: 10) - 100) < 1e-9)
        #expect(abs(s.position(of: 100) - 200) < 1e-9)
        #expect(abs(s.value(at: 200) - 100) < 1e-9)
        #expect(s.position(of: 0) == 0)           // a baseline the scale cannot place sits at its start
        #expect(s.position(of: -5) == 0)
        #expect(s.position(of: .nan).isNaN)
    }

    @Test func powerAndSquareRootAndSymmetricLogInvert() {
        for t in [ScaleType.squareRoot, .power(exponent: 3), .symmetricLog, .symmetricLog(slopeAtZero: 0.5)].map(\.transform) {
            for v in [-250.0, -1, 0, 0.5, 7, 1e6] { #expect(abs(t.invert(t.apply(v)) - v) <= 1e-9 * max(1, abs(v))) }
        }
        var s = LinearScale(domain: (0, 100), range: (0, 10))
        s.transform = ScaleType.squareRoot.transform
        #expect(abs(s.position(of: 25) - 5) < 1e-9)
        #expect(s.ticks() == TickMath.ticks(0, 100, count: 4))
    }

    @Test func aLogChartInfersItsDomainFromPositiveValuesAndLabelsDecades() {
        let chart = Chart {
            BarMark(x: .value("Planet", "Mercury"), y: .value("Mass", 0.33))
            BarMark(x: .value("Planet", "Earth"), y: .value("Mass", 5.97))
            BarMark(x: .value("Planet", "Jupiter"), y: .value("Mass", 1898))
            BarMark(x: .value("Planet", "Nothing"), y: .value("Mass", 0))
        }
        .chartYScale(type: .log)
        let list = ChartRender.list(chart)
        let labels = list.items.compactMap { item -> String? in
            guard case .text(let t) = item.content, item.id.path.contains("y0.label") else { return nil }
            return t.lines.first?.text
        }
        #expect(labels == ["0.1", "1", "10", "100", "1,000", "10,000"])
        #expect(ChartRender.markRects(list).count == 4)       // the zero bar has no height but does not vanish or trap
        #expect(list.charts.first?.axes.last?.extent == "0.1 to 10,000")
    }
}
