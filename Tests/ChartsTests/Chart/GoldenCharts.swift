import Foundation
import Declarative
@testable import Charts

/// The charts pinned by golden frames.
@MainActor
enum GoldenCharts {
    struct Point: Identifiable { var id: Int { x }; var x: Int; var y: Double; var series: String = "A" }
    static let points = [Point(x: 1, y: 3), Point(x: 2, y: 7), Point(x: 3, y: 4), Point(x: 4, y: 9)]
    struct Cell: Identifiable { var id: String { month + type }; var month: String; var type: String; var value: Double }
    static let cells = [Cell(month: "Jan", type: "Fruit", value: 3), Cell(month: "Jan", type: "Veg", value: 2),
                        Cell(month: "Feb", type: "Fruit", value: 4), Cell(month: "Feb", type: "Veg", value: 5),
                        Cell(month: "Mar", type: "Fruit", value: 2), Cell(month: "Mar", type: "Veg", value: 3)]

    static var bar: some View { Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) } }
    static var line: some View { Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }
    static var area: some View { Chart(points) { AreaMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }
    static var point: some View { Chart(points) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }
    static var sector: some View {
        Chart(sales) { SectorMark(angle: .value("Sales", $0.total)).foregroundStyle(by: .value("Month", $0.month)) }
    }
    static var stacked: some View {
        Chart(cells) { BarMark(x: .value("Month", $0.month), y: .value("Value", $0.value)).foregroundStyle(by: .value("Type", $0.type)) }
    }
    static var grouped: some View {
        Chart(cells) {
            BarMark(x: .value("Month", $0.month), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Type", $0.type))
                .position(by: .value("Type", $0.type))
        }
    }

    static let all: [(String, AnyView)] = [("bar", AnyView(bar)), ("line", AnyView(line)), ("area", AnyView(area)),
                                            ("point", AnyView(point)), ("sector", AnyView(sector)),
                                            ("stacked", AnyView(stacked)), ("grouped", AnyView(grouped))]
}
