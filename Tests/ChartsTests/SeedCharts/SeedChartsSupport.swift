import Testing
import Foundation
import Declarative
import Backends

/// The seed chart tests, gathered so that `swift test --filter SeedCharts` runs them all.
@Suite enum SeedChartsTests {}

/// Helpers shared by the seed chart tests: terminal text metrics, reading bars from a display list, the curves the
/// charts promise, and golden frames as string art.
@MainActor
enum SeedChartSupport {
    /// An environment measuring text in terminal cells, so that golden frames lay out as they print.
    static func terminalEnvironment(reduceMotion: Bool = false) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.textMetrics = TerminalTextMetrics()
        env.accessibilityReduceMotion = reduceMotion
        return env
    }

    /// The filled shapes whose path ends with `suffix`, left to right.
    static func shapes(_ list: DisplayList, matching fragment: String = "", suffix: String = "_ShapeView") -> [DisplayItem] {
        list.items.filter { item in
            guard case .shape = item.content else { return false }
            return item.id.path.hasSuffix(suffix) && (fragment.isEmpty || item.id.path.contains(fragment))
        }.sorted { $0.frame.minX < $1.frame.minX }
    }

    /// The lines of every text item, in drawing order.
    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }

    /// The chart's spring: `Spring(duration: 0.6, bounce: 0.3)`.
    static let chartSpring = Spring(duration: 0.6, bounce: 0.3)

    /// The spring from rest at 0 towards 1, `t` seconds after it starts: 0 before, and exactly 1 from its settling
    /// duration on (the animation ends there and the value lands on its target, as in SwiftUI).
    static func spring(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= chartSpring.settlingDuration { return 1 }
        return chartSpring.value(target: 1.0, initialVelocity: 0, time: t)
    }

    /// The frame as plain string art, one line per terminal row.
    static func art(_ list: DisplayList) -> String {
        TerminalRenderer(rasterizer: TerminalRasterizer(), colorLevel: .none).render(list)
    }

    static func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
}
