import Foundation
import Testing
import Declarative
@testable import Charts

@MainActor
struct ChartProxyRoundTripTests {
    /// Lays out a chart and hands back the proxy its overlay was made with, and the plot as the overlay's geometry
    /// reader sees it.
    final class Capture { var proxy: ChartProxy?; var plot: CGRect? }

    static func capture<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> Capture {
        let capture = Capture()
        let chart = Chart(content: content).chartOverlay { proxy in
            GeometryReader { geo in
                let _ = { capture.proxy = proxy; capture.plot = geo[proxy.plotAreaFrame] }()
                Color.clear
            }
        }
        ChartRender.terminalHost(chart).render()
        return capture
    }

    @Test func linearPositionsAndValuesRoundTrip() throws {
        let proxy = try #require(Self.capture { ForEach([0.0, 40, 100], id: \.self) { PointMark(x: .value("x", $0), y: .value("y", $0)) } }.proxy)
        for v in [0.0, 12.5, 50, 99.75, 100] {
            let x = try #require(proxy.position(forX: v))
            let back = try #require(proxy.value(atX: x, as: Double.self))
            #expect(abs(back - v) < 1e-9)
        }
    }

    @Test func dateAndBandPositionsRoundTrip() throws {
        let start = Date(timeIntervalSinceReferenceDate: 788_918_400)
        let days = (0..<10).map { start.addingTimeInterval(Double($0) * 86_400) }
        let dates = try #require(Self.capture { ForEach(days, id: \.self) { LineMark(x: .value("Day", $0), y: .value("v", 1)) } }.proxy)
        for d in days {
            let x = try #require(dates.position(forX: d))
            let back = try #require(dates.value(atX: x, as: Date.self))
            #expect(abs(back.timeIntervalSince(d)) < 1e-3)
        }
        let bands = try #require(Self.capture { ForEach(["A", "B", "C"], id: \.self) { BarMark(x: .value("k", $0), y: .value("v", 2)) } }.proxy)
        for c in ["A", "B", "C"] {
            let x = try #require(bands.position(forX: c))
            #expect(bands.value(atX: x, as: String.self) == c)
        }
    }

    @Test func pointQueriesAndThePlotAnchor() throws {
        let capture = Self.capture { ForEach([0.0, 100], id: \.self) { PointMark(x: .value("x", $0), y: .value("y", $0)) } }
        let proxy = try #require(capture.proxy)
        let p = try #require(proxy.position(for: (x: 50.0, y: 50.0)))
        let (x, y) = try #require(proxy.value(at: p, as: (Double, Double).self))
        #expect(abs(x - 50) < 1e-9 && abs(y - 50) < 1e-9)
        let plot = try #require(capture.plot)
        #expect(plot.size == proxy.plotSize)
        #expect(plot.minX == 0 && plot.minY > 0)        // the y axis is on the trailing edge; a half line on top
    }

    @Test func queriesOutsideTheDomainHaveDocumentedResults() throws {
        let numbers = try #require(Self.capture { ForEach([0.0, 100], id: \.self) { PointMark(x: .value("x", $0), y: .value("y", $0)) } }.proxy)
        #expect(numbers.value(atX: .nan, as: Double.self) == nil)
        #expect(numbers.value(atX: -numbers.plotSize.width, as: Double.self) == -100)   // extended past the plot
        #expect(numbers.position(forX: Double.infinity) == nil)
        let bands = try #require(Self.capture { BarMark(x: .value("k", "A"), y: .value("v", 2)) }.proxy)
        #expect(bands.position(forX: "missing") == nil)
        #expect(bands.value(atX: -500, as: String.self) == nil)
        #expect(bands.value(atX: 10, as: Date.self) == nil)                              // a category is no date
    }
}
