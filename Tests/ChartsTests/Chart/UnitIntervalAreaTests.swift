import Foundation
import Testing
import Declarative
@testable import Charts

/// An area whose x is a date with a unit (`.value("Day", day, unit: .day)`) runs along x with its numbers up
/// y, as without the unit: the area was laid out across (dates as its measured values), off the plot by ~10⁸ pt.
@MainActor
@Suite struct UnitIntervalAreaTests {
    struct Day { let date: Date; let sales: Double }
    static let days = [3, 1, 4, 1.5, 5, 9, 2.6].enumerated().map { Day(date: Date(timeIntervalSince1970: 1_652_000_000 + Double($0.offset) * 86_400), sales: $0.element * 10) }

    func filledPaths(_ list: DisplayList) -> [(ShapeDrawing, DisplayItem)] {
        list.items.filter(ChartRender.isMark).compactMap { item in
            if case .shape(let s) = item.content, s.fill != nil, s.path.elements.count > 4 { (s, item) } else { nil }
        }
    }

    @Test func anAreaOverUnitDatesFillsThePlotFromZero() throws {
        let withUnit = ChartRender.list(Chart(Self.days, id: \.date) { AreaMark(x: .value("D", $0.date, unit: .day), y: .value("S", $0.sales)) })
        let plain = ChartRender.list(Chart(Self.days, id: \.date) { AreaMark(x: .value("D", $0.date), y: .value("S", $0.sales)) })
        let area = try #require(filledPaths(withUnit).first)
        let reference = try #require(filledPaths(plain).first)
        let bounds = area.0.path.boundingRect, expected = reference.0.path.boundingRect
        #expect(bounds.minY >= -1 && bounds.maxY <= 300, "inside the chart: \(bounds)")
        #expect(abs(bounds.height - expected.height) < 2)
        #expect(bounds.width > 200)
    }
}
