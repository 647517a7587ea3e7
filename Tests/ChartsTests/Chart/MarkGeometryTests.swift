import Foundation
import Testing
import Declarative
@testable import Charts

/// Each mark draws where its values say, on the scales a chart infers (one test per mark).
@MainActor
@Suite struct MarkGeometryTests {
    struct P: Identifiable { var id: Int { x }; var x: Int; var y: Double }
    static let rising = [P(x: 0, y: 0), P(x: 1, y: 5), P(x: 2, y: 10)]

    /// Where a shape item's outline lands in the chart (control points included).
    func drawnRect(_ item: DisplayItem) -> CGRect? {
        if case .shape(let s) = item.content { return s.path.boundingRect.applying(item.transform) }
        return nil
    }

    func shapes(_ list: DisplayList) -> [ShapeDrawing] {
        list.items.compactMap { if case .shape(let s) = $0.content { return s } else { return nil } }
    }

    @Test func barMarksGrowFromZeroInProportion() {
        let rects = ChartRender.markRects(ChartRender.list(Chart(sales) { BarMark(x: .value("M", $0.month), y: .value("S", $0.total)) }))
        #expect(rects.count == 3)
        #expect(abs(rects[0].maxY - rects[2].maxY) < 0.001)                       // one baseline
        #expect(abs(rects[1].height / rects[0].height - 2) < 0.01)               // 10 is twice 5
        #expect(abs(rects[2].height / rects[0].height - 3) < 0.01)
        #expect(rects[0].maxX < rects[1].minX && rects[1].maxX < rects[2].minX)  // in category order
    }

    @Test func horizontalBarsSwapAxes() {
        let list = ChartRender.list(Chart(sales) { BarMark(x: .value("S", $0.total), y: .value("M", $0.month)) })
        let rects = ChartRender.markRects(list)
        #expect(rects.count == 3)
        #expect(abs(rects[0].minX - rects[2].minX) < 0.001)
        #expect(abs(rects[2].width / rects[0].width - 3) < 0.01)
    }

    @Test func lineMarksJoinTheirPointsInXOrder() {
        let list = ChartRender.list(Chart(Self.rising) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) })
        let strokes = shapes(list).filter { $0.stroke != nil && $0.fill == nil }
        let line = strokes.max { $0.path.elements.count < $1.path.elements.count }
        let points = line?.path.elements.compactMap { e -> CGPoint? in
            switch e { case .move(let p), .line(let p): return p; default: return nil }
        } ?? []
        #expect(points.count == 3)
        #expect(points[0].x < points[1].x && points[1].x < points[2].x)
        #expect(points[0].y > points[1].y && points[1].y > points[2].y)          // rising values go up the screen
        #expect(abs((points[0].y - points[1].y) - (points[1].y - points[2].y)) < 0.01)
    }

    @Test func areaMarksFillDownToZero() {
        let list = ChartRender.list(Chart(Self.rising) { AreaMark(x: .value("X", $0.x), y: .value("Y", $0.y)) })
        let areas = shapes(list).filter { $0.fill != nil && $0.path.elements.count > 4 }
        #expect(areas.count == 1)
        let bounds = areas[0].path.boundingRect
        let line = ChartRender.list(Chart(Self.rising) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) })
        let lineBounds = shapes(line).filter { $0.stroke != nil && $0.fill == nil }.map(\.path.boundingRect).max { $0.width < $1.width }
        #expect(abs(bounds.width - (lineBounds?.width ?? 0)) < 0.5)
        #expect(bounds.height > 0)
    }

    @Test func pointMarksAreCirclesAtTheirValues() {
        let list = ChartRender.list(Chart(Self.rising) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)) })
        let dots = list.items.filter { item in
            if case .shape(let s) = item.content, case .ellipse = s.path.storage { return true }
            return false
        }
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { abs($0.frame.width - $0.frame.height) < 0.01 && $0.frame.width > 3 && $0.frame.width < 12 })
    }

    @Test func ruleMarksSpanThePlot() {
        let list = ChartRender.list(Chart { RuleMark(y: .value("Goal", 5.0)); BarMark(x: .value("M", "a"), y: .value("S", 10.0)) })
        guard let bar = ChartRender.markRects(list).max(by: { $0.height < $1.height }) else { Issue.record("no bar"); return }
        // Rules and grid lines are stroked, flat items; the goal's sits half way up the bar of value 10.
        let flat = list.items.compactMap(drawnRect).filter { $0.height <= 1.5 && $0.width > bar.width }
        #expect(flat.contains { abs($0.midY - bar.midY) < 1 })
    }

    @Test func rectangleMarksCoverTheirRanges() {
        let list = ChartRender.list(Chart {
            RectangleMark(xStart: .value("x0", 0.0), xEnd: .value("x1", 2.0), yStart: .value("y0", 0.0), yEnd: .value("y1", 4.0))
            RectangleMark(xStart: .value("x0", 2.0), xEnd: .value("x1", 4.0), yStart: .value("y0", 0.0), yEnd: .value("y1", 8.0))
        })
        let filled: [ShapeDrawing] = shapes(list).filter { $0.fill != nil }
        let bounds: [CGRect] = filled.map { $0.path.boundingRect }
        let rects: [CGRect] = bounds.filter { $0.width > 10 && $0.height > 10 }.sorted { $0.minX < $1.minX }
        #expect(rects.count >= 2)
        if rects.count >= 2 {
            #expect(abs(rects[0].width - rects[1].width) < 0.5)
            #expect(abs(rects[1].height / rects[0].height - 2) < 0.02)
        }
    }

    @Test func sectorMarksShareTheCircleByValue() {
        let list = ChartRender.list(Chart(sales) {
            SectorMark(angle: .value("S", $0.total)).foregroundStyle(by: .value("M", $0.month))
        })
        // Wedges are the large filled shapes; the legend's dots are small.
        let wedgeItems = list.items.filter { (drawnRect($0)?.width ?? 0) > 20 }
        let wedges = shapes(DisplayList(size: list.size, items: wedgeItems)).filter { $0.fill != nil }
        #expect(wedges.count == 3)
        #expect(Set(wedges.compactMap { $0.fill.map { "\($0)" } }).count == 3)    // one colour per slice
        let frames = wedgeItems.compactMap(drawnRect)
        let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        #expect(abs(union.width - union.height) < 0.1 * union.width)              // one circle (control points included)
    }
}
