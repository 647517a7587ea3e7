import Foundation
import Testing
import Declarative
@testable import Charts

/// `chartScrollableAxes(.vertical)` with `chartYVisibleDomain(length:)`: horizontal bars scroll a few categories at a
/// time (↓, the wheel and an upward drag show later ones), and numbers on y scroll down to lower values.
@MainActor
struct ChartVerticalScrollingTests {
    static let names = (0..<10).map { "Team \($0)" }

    static func bars(_ position: Binding<String>) -> some View {
        Chart(names, id: \.self) { name in
            BarMark(x: .value("Points", name == "Team 9" ? 90.0 : 10), y: .value("Team", name))
        }
        .chartScrollableAxes(.vertical)
        .chartYVisibleDomain(length: 3)
        .chartScrollPosition(y: position)
    }

    @Test func categoriesScrollDownWithKeysWheelAndDrag() throws {
        let probe = ScrollProbe("Team 0")
        let host = probe.host(rows: 16) { Self.bars($0) }
        host.render()
        let p = try #require(probe.proxy)
        #expect(p.value(atY: 1, as: String.self) == "Team 0" && p.value(atY: p.plotSize.height - 1, as: String.self) == "Team 2")
        #expect(p.position(forY: "Team 3") == nil)
        // The value axis spans all the teams' points, Team 9's 90 included.
        #expect(try #require(p.value(atX: p.plotSize.width, as: Double.self)) >= 90)

        host.press(.downArrow)
        #expect(probe.position == "Team 1")
        host.press(.upArrow)
        #expect(probe.position == "Team 0")
        host.wheel(at: CGPoint(x: 100, y: 60), dy: 10_000)
        #expect(probe.position == "Team 7")
        let band = try #require(probe.proxy).plotSize.height / 3
        host.drag([CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 20 + 2 * band), CGPoint(x: 100, y: 20 + 2 * band)], step: 0.5)
        #expect(probe.position == "Team 5", "a downward drag pulls earlier teams into view")
    }

    @Test func numbersScrollDownToLowerValues() throws {
        let probe = ScrollProbe(50.0)
        let host = probe.host(rows: 16) { position in
            Chart(0..<101, id: \.self) { PointMark(x: .value("x", Double($0 % 7)), y: .value("y", Double($0))) }
                .chartScrollableAxes(.vertical)
                .chartYVisibleDomain(length: 20)
                .chartScrollPosition(y: position)
                .chartScrollTargetBehavior(.valueAligned(unit: 5))
        }
        host.render()
        let p = try #require(probe.proxy)
        #expect(abs((p.value(atY: p.plotSize.height, as: Double.self) ?? 0) - 50) < 1e-9)
        #expect(abs((p.value(atY: 0, as: Double.self) ?? 0) - 70) < 1e-9)
        host.press(.downArrow)
        #expect(probe.position == 45)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(probe.position == 55)
        host.wheel(at: CGPoint(x: 100, y: 60), dy: 10_000)
        #expect(probe.position == 0)
        host.wheel(at: CGPoint(x: 100, y: 60), dy: -10_000)
        #expect(probe.position == 80, "the greatest value shows at the top")
    }
}
