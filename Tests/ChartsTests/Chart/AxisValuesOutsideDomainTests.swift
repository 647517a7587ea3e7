import Foundation
import Testing
import Declarative
@testable import Charts

/// `AxisMarks(values:)` naming values outside the scale's domain draws no label, tick or grid line for them (they
/// were drawn past the plot, a "-400" under the x axis), and the values inside keep their index among all the values.
@MainActor
@Suite struct AxisValuesOutsideDomainTests {
    struct Bar { let name: String; let value: Double }
    static let bars = [Bar(name: "A", value: 140), Bar(name: "B", value: 50), Bar(name: "C", value: 60)]

    func texts(_ list: DisplayList) -> [(String, CGRect)] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { (t.lines.map(\.text).joined(), item.frame) } else { nil }
        }
    }

    @Test func valuesBelowTheDomainAreNotDrawnAndIndicesStay() throws {
        let values: [Double] = [-40, 0, 40, 80, 120, 160]
        let chart = Chart(Self.bars, id: \.name) { BarMark(x: .value("N", $0.name), y: .value("V", $0.value)) }
            .chartYScale(domain: 0...160)
            .chartYAxis {
                AxisMarks(position: .leading, values: values) { value in
                    AxisGridLine()
                    AxisValueLabel("i\(value.index)")
                }
            }
        let list = ChartRender.list(chart)
        let labels = texts(list).filter { $0.0.hasPrefix("i") }
        #expect(Set(labels.map(\.0)) == ["i1", "i2", "i3", "i4", "i5"], "-40 (index 0) is outside 0…160")
        let bars = ChartRender.markRects(list)
        let bottom = try #require(bars.map(\.maxY).max())
        let zero = try #require(labels.first { $0.0 == "i1" }?.1)
        #expect(abs(zero.midY - bottom) < 1, "index 1 is the value 0, at the bars' baseline")
        for (_, frame) in labels { #expect(frame.midY <= bottom + 1) }
    }
}
