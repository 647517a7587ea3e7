import Testing
import Foundation
import Declarative
import Charts
import Backends

/// The three seed charts in their final state, as golden SVG text (Tests/ChartsTests/Goldens/*.svg).
///
/// Re-record after an intended change with `RECORD_GOLDENS=1 swift test --filter SeedSVGGoldenTests`, then look at
/// the files (`rsvg-convert -w 800 FILE.svg -o /tmp/x.png`) before committing them.
@MainActor
struct SeedSVGGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens")

    func check(_ svg: String, named name: String) throws {
        let url = Self.goldens.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected, "\(name).svg differs from its golden; re-record if the change is intended")
    }

    @Test func animatedBarChartFinalState() async throws {
        let entries = zip(["M", "T", "W", "T", "F", "S", "S"], [12.0, 19, 8, 24, 16, 30, 22])
            .map { AnimatedBarChartEntry(label: $0, value: $1) }
        let svg = await SVGExport.svg(of: AnimatedBarChart(entries: entries), size: CGSize(width: 350, height: 260))
        try check(svg, named: "animated-bar-chart")
    }

    @Test func equalizerAtRest() async throws {
        // The equalizer never stops; its golden is the frame at 0.9 s, when the first bar is at the top.
        let svg = await SVGExport.svg(of: Equalizer(), size: CGSize(width: 60, height: 50), at: 0.9)
        try check(svg, named: "equalizer")
    }

    @Test func expenseChartFinalState() async throws {
        let svg = await SVGExport.svg(of: ExpenseBarChart(expenses: Expense.sampleData), size: CGSize(width: 420, height: 480))
        try check(svg, named: "expense-bar-chart")
    }

    @Test func escapingKeepsLabelsInert() async throws {
        let hostile = "<script>alert('x')</script> & \"quotes\" \u{1B}[31m\u{7}"
        let svg = await SVGExport.svg(of: AnimatedBarChart(entries: [AnimatedBarChartEntry(label: hostile, value: 3)]),
                                      size: CGSize(width: 200, height: 200))
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("\u{1B}") && !svg.contains("\u{7}"))
        #expect(svg.contains("&lt;script&gt;"))
    }
}
