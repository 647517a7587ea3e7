import Foundation
import Testing
import Declarative
@testable import Charts

/// A `LineMark` is one data point, so its annotations and its `symbol { view }` belong to each point: they were
/// drawn once per line, at the middle of the line's bounds.
@MainActor
@Suite struct LinePointAnnotationTests {
    struct P { let x: String; let y: Double; let series: String }
    static let points = [P(x: "a", y: 1, series: "S"), P(x: "b", y: 5, series: "S"), P(x: "c", y: 3, series: "S"),
                         P(x: "a", y: -2, series: "T"), P(x: "b", y: 0, series: "T"), P(x: "c", y: 2, series: "T")]

    func texts(_ list: DisplayList) -> [(String, CGRect)] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { (t.lines.map(\.text).joined(), item.frame) } else { nil }
        }
    }

    @Test func eachPointOfALineHasItsAnnotation() throws {
        let list = ChartRender.list(Chart(Self.points, id: \.y) { p in
            LineMark(x: .value("X", p.x), y: .value("Y", p.y))
                .foregroundStyle(by: .value("S", p.series))
                .annotation(position: .top) { Text("v\(Int(p.y))") }
        })
        let labels = texts(list).filter { $0.0.hasPrefix("v") }
        #expect(Set(labels.map(\.0)) == ["v1", "v5", "v3", "v-2", "v0", "v2"])
        // Above its own point: the higher value's label is higher in the same column.
        let v5 = try #require(labels.first { $0.0 == "v5" }?.1), v0 = try #require(labels.first { $0.0 == "v0" }?.1)
        #expect(abs(v5.midX - v0.midX) < 1)
        #expect(v5.maxY < v0.minY)
        let v1 = try #require(labels.first { $0.0 == "v1" }?.1)
        #expect(v1.midX < v5.midX - 20)
    }

    @Test func aViewSymbolIsDrawnAtEveryPoint() {
        let list = ChartRender.list(Chart(Self.points, id: \.y) {
            LineMark(x: .value("X", $0.x), y: .value("Y", $0.y))
                .foregroundStyle(by: .value("S", $0.series))
                .symbol { Text("◆") }
        })
        let diamonds = texts(list).filter { $0.0 == "◆" }
        #expect(diamonds.count == 6)
        #expect(Set(diamonds.map { Int($0.1.midX.rounded()) }).count == 3)
    }
}
