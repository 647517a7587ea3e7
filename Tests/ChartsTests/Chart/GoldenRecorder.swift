import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// Writes the golden frames to /tmp/chart-goldens when CHART_GOLDENS_RECORD is set (no-op otherwise).
@MainActor
@Suite struct GoldenRecorder {
    @Test func recordGoldensWhenAsked() throws {
        guard ProcessInfo.processInfo.environment["CHART_GOLDENS_RECORD"] != nil else { return }
        try FileManager.default.createDirectory(atPath: "/tmp/chart-goldens", withIntermediateDirectories: true)
        for (name, view) in GoldenCharts.all {
            try ChartRender.terminal(view).write(toFile: "/tmp/chart-goldens/\(name).txt", atomically: true, encoding: .utf8)
            try ChartRender.svg(view).write(toFile: "/tmp/chart-goldens/\(name).svg", atomically: true, encoding: .utf8)
        }
    }
}
