import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// `AxisValueLabel`'s orientation, collision resolution, centring and anchor, and the turned leading y-axis title,
/// as Swift Charts documents them.
@MainActor
@Suite struct AxisValueLabelPlacementTests {
    static let months = ["January", "February", "March", "April", "May", "June"]

    static func bars() -> some ChartContent {
        ForEach(Array(months.enumerated()), id: \.offset) { i, m in
            BarMark(x: .value("Month", m), y: .value("Sales", Double(i + 1) * 10))
        }
    }

    /// The chart's text items: their strings, frames (before the transform) and transforms.
    static func texts(_ list: DisplayList) -> [(text: String, frame: CGRect, transform: CGAffineTransform)] {
        list.items.compactMap { item in
            guard case .text(let t) = item.content else { return nil }
            return (t.lines.map(\.text).joined(), item.frame, item.transform)
        }
    }

    static func barsBottom(_ list: DisplayList) -> CGFloat {
        list.items.filter(ChartRender.isBar).map(\.frame.maxY).max() ?? 0
    }

    @Test func verticalLabelsAreTurnedAndTheAxisGrowsToTheLongest() throws {
        func chart(_ orientation: AxisValueLabelOrientation) -> some View {
            Chart { Self.bars() }.chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: orientation) } }
        }
        let flat = ChartRender.list(chart(.horizontal), size: CGSize(width: 400, height: 300))
        let up = ChartRender.list(chart(.vertical), size: CGSize(width: 400, height: 300))
        let down = ChartRender.list(chart(.verticalReversed), size: CGSize(width: 400, height: 300))
        let february = try #require(Self.texts(up).first { $0.text == "February" })
        // A quarter turn counter-clockwise (reading upwards), and clockwise for the reversed orientation.
        #expect(abs(february.transform.b + 1) < 1e-9 && abs(february.transform.c - 1) < 1e-9)
        let reversed = try #require(Self.texts(down).first { $0.text == "February" })
        #expect(abs(reversed.transform.b - 1) < 1e-9)
        // The label row is as tall as "February" is long: the plot is shorter by the difference.
        let width = ApproximateTextMetrics().width(of: "February", font: ChartStyle.axisFont.resolve())
        let lineHeight = ApproximateTextMetrics().lineHeight(of: ChartStyle.axisFont.resolve())
        #expect(abs((Self.barsBottom(flat) - Self.barsBottom(up)) - (width - lineHeight)) < 1)
        // Every label is kept (a turned label is one line wide) and sits under the plot, centred on its band.
        #expect(Self.texts(up).filter { Self.months.contains($0.text) }.count == 6)
        // (An item's frame is where it is drawn, its transform applied.)
        #expect(february.frame.minY >= Self.barsBottom(up))
        #expect(february.frame.maxY <= 300)
    }

    @Test func svgRotatesAVerticalLabelAndTheTerminalWritesItDown() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }
            .chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: .vertical) } }
        let svg = ChartRender.svg(chart)
        #expect(svg.contains("matrix(0 -1 1 0 "), "the SVG label is not turned")
        // One character per row, in a column under the bar.
        let rows = ChartRender.terminal(chart, columns: 20, rows: 12).split(separator: "\n").map(Array.init)
        let column = rows.firstIndex { $0.contains("M") }.flatMap { r in rows[r].firstIndex(of: "M").map { (r, $0) } }
        guard let (r, c) = column, r + 2 < rows.count, rows[r + 1].count > c, rows[r + 2].count > c else {
            Issue.record("no vertical label in\n\(rows.map { String($0) }.joined(separator: "\n"))")
            return
        }
        #expect(rows[r + 1][c] == "o" && rows[r + 2][c] == "n")
    }

    @Test func collisionResolutionDropsTruncatesOrKeepsOverlappingLabels() {
        func labels(_ resolution: AxisValueLabelCollisionResolution) -> [String] {
            let chart = Chart { Self.bars() }
                .chartXAxis { AxisMarks { _ in AxisValueLabel(collisionResolution: resolution) } }
            return Self.texts(ChartRender.list(chart, size: CGSize(width: 200, height: 150))).map(\.text)
                .filter { !$0.allSatisfy(\.isNumber) }
        }
        let greedy = labels(.greedy), disabled = labels(.disabled), truncated = labels(.truncate)
        #expect(greedy.count < 6 && greedy.first == "January")
        #expect(disabled == Self.months)
        #expect(truncated.map { $0.replacingOccurrences(of: "…", with: "") }.enumerated()
            .allSatisfy { Self.months[$0.offset].hasPrefix($0.element) })
        #expect(truncated.contains("Ja…") && truncated.contains("May"))
        // A minimum spacing as wide as the chart keeps only the first label.
        #expect(labels(.greedy(minimumSpacing: 400)) == ["January"])
    }

    @Test func aHigherPriorityGroupPlacesItsLabelsFirst() {
        let chart = Chart { Self.bars() }.chartXAxis {
            AxisMarks(values: ["February"]) { _ in AxisValueLabel("Low", collisionResolution: .greedy(priority: 0)) }
            AxisMarks(values: ["February"]) { _ in AxisValueLabel("High", collisionResolution: .greedy(priority: 5)) }
        }
        let texts = Self.texts(ChartRender.list(chart)).map(\.text)
        #expect(texts.contains("High") && !texts.contains("Low"))
    }

    @Test func centredAndAnchoredLabelsHangWhereTheySay() throws {
        let days = (0..<4).map { Date(timeIntervalSince1970: Double($0) * 86_400) }
        func chart(centered: Bool?, anchor: UnitPoint?) -> some View {
            Chart(days, id: \.self) { d in LineMark(x: .value("Day", d, unit: .day), y: .value("V", 1)) }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in
                        AxisGridLine()
                        AxisValueLabel(format: .dateTime.day(), centered: centered, anchor: anchor)
                    }
                }
        }
        func labelAndGrid(_ list: DisplayList) throws -> (label: CGRect, grid: [CGFloat]) {
            let label = try #require(Self.texts(list).first { $0.text == "2" }?.frame)
            let grid = list.items(matching: "x0.grid").map(\.frame.midX).sorted()
            return (label, grid)
        }
        let (plain, grid) = try labelAndGrid(ChartRender.list(chart(centered: nil, anchor: nil)))
        try #require(grid.count >= 3)
        // A date label starts just after its value by default...
        #expect(plain.minX > grid[1] && plain.minX < grid[1] + 4)
        // ... centred, it sits in the middle of its day ...
        let (centred, _) = try labelAndGrid(ChartRender.list(chart(centered: true, anchor: nil)))
        #expect(abs(centred.midX - (grid[1] + grid[2]) / 2) < 1)
        // ... and anchored by its top-trailing corner, it ends at its value.
        let (trailing, _) = try labelAndGrid(ChartRender.list(chart(centered: nil, anchor: .topTrailing)))
        #expect(abs(trailing.maxX - grid[1]) < 1)
    }

    @Test func aLeadingYAxisTitleRunsUpTheLeadingEdge() throws {
        let plain = ChartRender.list(Chart { Self.bars() })
        let titled = ChartRender.list(Chart { Self.bars() }.chartYAxisLabel("Sales", position: .leading))
        let title = try #require(Self.texts(titled).first { $0.text == "Sales" })
        #expect(abs(title.transform.b + 1) < 1e-9, "the title is not turned")
        let drawn = title.frame
        let barsLeft = try #require(titled.items.filter(ChartRender.isBar).map(\.frame.minX).min())
        #expect(drawn.maxX <= barsLeft)
        // It takes a column, not a row: the bars move right and keep their height.
        let plainLeft = try #require(plain.items.filter(ChartRender.isBar).map(\.frame.minX).min())
        #expect(barsLeft > plainLeft)
        #expect(abs(Self.barsBottom(plain) - Self.barsBottom(titled)) < 0.5)
    }
}
