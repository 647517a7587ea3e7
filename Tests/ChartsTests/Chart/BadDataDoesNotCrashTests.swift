import Foundation
import Testing
import Declarative
@testable import Charts

/// NaN and ±∞ are skipped, empty data draws empty axes, one point works, 100,000 points work.
@MainActor
@Suite struct BadDataDoesNotCrashTests {
    struct V: Identifiable { var id: Int; var y: Double }

    @Test func nanAndInfiniteBarsAreSkipped() {
        let data = [V(id: 0, y: 3), V(id: 1, y: .nan), V(id: 2, y: .infinity), V(id: 3, y: -.infinity), V(id: 4, y: 5)]
        let list = ChartRender.list(Chart(data) { BarMark(x: .value("i", "\($0.id)"), y: .value("y", $0.y)) })
        #expect(ChartRender.markRects(list).count == 2)
        #expect(list.items.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
    }

    @Test func nanBreaksALineIntoRuns() {
        let data = [V(id: 0, y: 1), V(id: 1, y: 2), V(id: 2, y: .nan), V(id: 3, y: 4), V(id: 4, y: 5)]
        let list = ChartRender.list(Chart(data) { LineMark(x: .value("x", $0.id), y: .value("y", $0.y)) })
        let line = list.items.first { $0.id.path.contains("line:") }
        guard case .shape(let shape)? = line?.content else { Issue.record("no line"); return }
        let moves = shape.path.elements.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == 2)
    }

    @Test func negativeBarsGoBelowZero() {
        let data = [V(id: 0, y: -4), V(id: 1, y: 2)]
        let list = ChartRender.list(Chart(data) { BarMark(x: .value("i", "\($0.id)"), y: .value("y", $0.y)) })
        let rects = ChartRender.markRects(list)
        #expect(rects.count == 2)
        #expect(abs(rects[0].minY - rects[1].maxY) < 0.001)   // both meet at the zero line
    }

    @Test func emptyDataDrawsEmptyAxes() {
        let list = ChartRender.list(Chart([V]()) { BarMark(x: .value("i", $0.id), y: .value("y", $0.y)) })
        #expect(ChartRender.markRects(list).isEmpty)
        #expect(list.items.contains { if case .text(let t) = $0.content { t.lines.first?.text == "0" } else { false } })
    }

    @Test func singlePointWorks() {
        let list = ChartRender.list(Chart([V(id: 1, y: 7)]) { PointMark(x: .value("x", $0.id), y: .value("y", $0.y)) })
        #expect(list.items.contains { ChartRender.isMark($0) })
    }

    @Test func emptySectorsAndZeroTotalsDrawNothing() {
        let list = ChartRender.list(Chart([V(id: 0, y: 0), V(id: 1, y: .nan), V(id: 2, y: -3)]) { SectorMark(angle: .value("v", $0.y)) })
        #expect(!list.items.contains { ChartRender.isMark($0) })
    }

    @Test func hundredThousandLinePointsRender() {
        let data = (0..<100_000).map { V(id: $0, y: sin(Double($0) / 1000)) }
        let list = ChartRender.list(Chart(data) { LineMark(x: .value("x", $0.id), y: .value("y", $0.y)) })
        #expect(list.items.contains { $0.id.path.contains("line:") })
    }

    @Test func hugeAndTinyValuesStayFinite() {
        let data = [V(id: 0, y: 1e308), V(id: 1, y: -1e308), V(id: 2, y: 1e-300)]
        let list = ChartRender.list(Chart(data) { BarMark(x: .value("i", "\($0.id)"), y: .value("y", $0.y)) })
        #expect(list.items.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }
}
