import Foundation
import Testing
import Declarative
import DeclarativeTesting
@testable import Charts

/// Scrolling never traps on bad input, and each case has the documented result (README, "Bad input"): an empty
/// chart or a bad visible length shows the whole domain, a bound position outside the data shows the nearest window.
@MainActor
struct ChartScrollBadInputTests {
    static func chart(_ values: [Double], length: Double, _ position: Binding<Double>) -> some View {
        Chart(values, id: \.self) { BarMark(x: .value("x", $0), y: .value("y", 1.0)) }
            .chartScrollableAxes([.horizontal, .vertical])
            .chartXVisibleDomain(length: length)
            .chartYVisibleDomain(length: length)
            .chartScrollPosition(x: position)
    }

    /// Wheel, drag and keys, with NaN and off-screen points among them.
    static func scrollEveryWay(_ host: TestHost) {
        host.wheel(at: CGPoint(x: 100, y: 80), dx: .nan, dy: .infinity)
        host.wheel(at: CGPoint(x: 100, y: 80), dy: 1e300)
        host.drag([CGPoint(x: 100, y: 80), CGPoint(x: -1e9, y: .nan), CGPoint(x: CGFloat.infinity, y: 80)])
        for key in [KeyEquivalent.leftArrow, .rightArrow, .upArrow, .downArrow] { host.press(key) }
        host.render()
    }

    @Test func anEmptyChartDoesNotScrollOrWriteItsPosition() {
        let probe = ScrollProbe(3.0)
        let host = probe.host { Self.chart([], length: 10, $0) }
        host.render()
        Self.scrollEveryWay(host)
        #expect(probe.position == 3 && probe.writes == 0)
    }

    @Test(arguments: [0.0, -5, .nan, .infinity])
    func aBadVisibleLengthShowsTheWholeDomain(length: Double) throws {
        let probe = ScrollProbe(0.0)
        let host = probe.host { Self.chart((0..<50).map(Double.init), length: length, $0) }
        host.render()
        let (first, last) = try probe.visibleX(Double.self)
        #expect((first ?? .nan) < 1 && (last ?? 0) >= 49)
        Self.scrollEveryWay(host)
        #expect(probe.writes == 0)
    }

    @Test(arguments: [-1e9, 1e9, .nan, -.infinity])
    func aPositionOutsideTheDataShowsTheNearestWindow(position: Double) throws {
        let probe = ScrollProbe(position)
        let host = probe.host { Self.chart((0..<50).map(Double.init), length: 10, $0) }
        host.render()
        let first = try #require(try probe.visibleX(Double.self).first)
        #expect(position > 0 ? abs(first - 39) < 0.1 : abs(first) < 0.1, "\(first)")
        #expect(probe.writes == 0, "the binding is written only when the user scrolls")
        Self.scrollEveryWay(host)
        #expect(probe.position.isFinite && (0...40).contains(probe.position))
    }
}
