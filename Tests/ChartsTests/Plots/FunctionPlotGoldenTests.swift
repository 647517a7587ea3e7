import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// A function plot as golden SVG text (`Tests/ChartsTests/Goldens/function-plot.svg`): a sine sampled over the x
/// scale with a gap where it is undefined, a band between two functions, and the samples in the accessibility table.
///
/// Re-record after an intended change with `RECORD_GOLDENS=1 swift test --filter FunctionPlotGoldenTests`, then look
/// at the file (`rsvg-convert -w 600 function-plot.svg -o /tmp/x.png`) before committing it.
@MainActor
@Suite struct FunctionPlotGoldenTests {
    static var chart: some View {
        Chart {
            AreaPlot(x: "x", yStart: "low", yEnd: "high") { x in (yStart: sin(x) - 0.3, yEnd: sin(x) + 0.3) }
                .foregroundStyle(.blue.opacity(0.2))
            LinePlot(x: "x", y: "sin(x)") { x in abs(x - 3) < 0.2 ? .nan : sin(x) }
        }
        .chartXScale(domain: 0...6)
    }

    @Test func sineWithABandAndAGap() throws {
        let svg = ChartRender.svg(Self.chart, size: CGSize(width: 120, height: 80))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent("function-plot.svg")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(svg.utf8).write(to: url)
            return
        }
        #expect(svg == (try String(contentsOf: url, encoding: .utf8)), "function-plot.svg differs from its golden")
    }
}
