import Foundation
import Testing
import Declarative
@testable import Charts

/// Two `AxisMarks` in `chartYAxis`, one `.leading` and one `.trailing`, label both sides of the plot (a dual-axis
/// chart), each in its own column; before, every y axis took the first one's side and the labels overprinted.
@MainActor
@Suite struct TwoSidedYAxisTests {
    struct Value { let name: String; let amount: Double }
    static let data = [Value(name: "A", amount: 190), Value(name: "B", amount: 65), Value(name: "C", amount: 80)]

    func texts(_ list: DisplayList) -> [(String, CGRect)] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { (t.lines.map(\.text).joined(), item.frame) } else { nil }
        }
    }

    @Test func leadingAndTrailingMarksLabelOppositeSides() throws {
        let chart = Chart(Self.data, id: \.name) { BarMark(x: .value("N", $0.name), y: .value("A", $0.amount)) }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 100, 200])
                AxisMarks(position: .trailing, values: [0, 100, 200]) { value in
                    AxisValueLabel("R\(value.index)")
                }
            }
        let list = ChartRender.list(chart)
        let bars = ChartRender.markRects(list)
        let plotMinX = try #require(bars.map(\.minX).min()), plotMaxX = try #require(bars.map(\.maxX).max())
        let labels = texts(list)
        let left = labels.filter { ["0", "100", "200"].contains($0.0) }
        let right = labels.filter { $0.0.hasPrefix("R") }
        #expect(left.count == 3 && right.count == 3)
        for (name, frame) in left { #expect(frame.maxX <= plotMinX, "\(name) at \(frame)") }
        for (name, frame) in right { #expect(frame.minX >= plotMaxX, "\(name) at \(frame)") }
        // The same value's labels are level with each other.
        let zeroLeft = try #require(left.first { $0.0 == "0" }?.1), zeroRight = try #require(right.first { $0.0 == "R0" }?.1)
        #expect(abs(zeroLeft.midY - zeroRight.midY) < 0.5)
    }

    @Test func oneLeadingAxisKeepsTheTrailingSideEmpty() throws {
        let chart = Chart(Self.data, id: \.name) { BarMark(x: .value("N", $0.name), y: .value("A", $0.amount)) }
            .chartYAxis { AxisMarks(position: .leading) }
        let list = ChartRender.list(chart)
        let plotMaxX = try #require(ChartRender.markRects(list).map(\.maxX).max())
        // No label column on the right: the plot runs (nearly) to the chart's edge.
        #expect(plotMaxX > 390)
    }
}
