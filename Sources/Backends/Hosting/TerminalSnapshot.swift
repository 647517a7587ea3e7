import Foundation
import Declarative

/// One frame of a view as terminal text, without a terminal: for pipes, logs, `--help` screenshots and golden tests.
///
/// ```swift
/// print(await TerminalSnapshot.render(Equalizer(), columns: 40, rows: 6))                  // final state, plain text
/// print(await TerminalSnapshot.render(chart, columns: 80, rows: 24, at: 0.3, colorLevel: .trueColor))
/// ```
///
/// The view runs on a virtual clock (see ``ScenarioRunner``): `at: nil` is the state once every animation has
/// finished (or 10 s); a time shows the animation mid-way. Plain text (`colorLevel: .none`) has no escape codes.
public enum TerminalSnapshot {
    /// The frame of `view` on a `columns` × `rows` grid as a string, one line per row.
    @MainActor
    public static func render<V: View>(_ view: V, columns: Int, rows: Int, at time: Double? = nil,
                                       colorLevel: ColorLevel = .none, colorScheme: ColorScheme = .light,
                                       reduceMotion: Bool = false, scenario: ExportScenario = .appear,
                                       cellSize: CGSize = TerminalRasterizer.defaultCellSize) async -> String {
        let pipeline = TerminalPipeline(grid: TerminalSize(columns: columns, rows: rows), colorLevel: colorLevel,
                                        cellSize: cellSize)
        let runner = ScenarioRunner(view, size: pipeline.size,
                                    environment: pipeline.environment(colorScheme: colorScheme, reduceMotion: reduceMotion),
                                    scenario: scenario)
        let list: DisplayList
        if let time { list = await runner.frame(sampledUpTo: time) } else { list = await runner.finalFrame() }
        return pipeline.text(of: list)
    }

    static func environment(colorScheme: ColorScheme, reduceMotion: Bool, metrics: any TextMetrics,
                            cellSize: CGSize? = nil, displayScale: CGFloat = 1) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.terminalCellSize = cellSize
        e.displayScale = displayScale
        e.colorScheme = colorScheme
        e.accessibilityReduceMotion = reduceMotion
        e.textMetrics = metrics
        return e
    }
}
