import Foundation
import Declarative

/// SVG of a view in one line: a still frame, or an animated SVG that replays the view's animations with CSS.
///
/// ```swift
/// let svg = await SVGExport.svg(of: SalesChart(), size: CGSize(width: 400, height: 240))
/// try await SVGExport.writeAnimatedSVG(of: SalesChart(), size: size, to: URL(filePath: "sales.svg"))
/// ```
///
/// The view runs on a virtual clock from its appearance (see ``ScenarioRunner``), so every export is identical.
/// Text is measured with `SVGTextMetrics`, which agrees with the font stack the SVG names. An animated SVG's static
/// attributes hold the final frame, so renderers without CSS animation — and readers who prefer reduced motion —
/// see the finished chart.
public enum SVGExport {
    /// The SVG of `view` at time `t`, or once it is idle (`at: nil`, at most `limit` seconds).
    @MainActor
    public static func svg<V: View>(of view: V, size: CGSize, at time: Double? = nil, colorScheme: ColorScheme = .light,
                                    reduceMotion: Bool = false, scenario: ExportScenario = .appear, limit: Double = 10,
                                    options: SVGRenderOptions = SVGRenderOptions()) async -> String {
        let list = await displayList(of: view, size: size, at: time, colorScheme: colorScheme, reduceMotion: reduceMotion,
                                     scenario: scenario, limit: limit)
        return SVGRenderer(options: options).render(list)
    }

    /// The display list ``svg(of:size:at:colorScheme:reduceMotion:scenario:limit:options:)`` renders: for callers that
    /// also want what it carries besides the picture (its charts' data, `DisplayList.charts`).
    @MainActor
    public static func displayList<V: View>(of view: V, size: CGSize, at time: Double? = nil, colorScheme: ColorScheme = .light,
                                            reduceMotion: Bool = false, scenario: ExportScenario = .appear,
                                            limit: Double = 10) async -> DisplayList {
        let runner = ScenarioRunner(view, size: size, environment: environment(colorScheme, reduceMotion), scenario: scenario)
        return if let time { await runner.frame(sampledUpTo: max(time, 0)) } else { await runner.finalFrame(limit: limit) }
    }

    /// An animated SVG of `view` from its appearance: frames sampled `fps` times a second until the view is idle and
    /// the scenario is done, or `duration` seconds. With `loop`, only that window is kept and it repeats forever
    /// (for `repeatForever` animations: pass a window of one period, after every delay has passed).
    @MainActor
    public static func animatedSVG<V: View>(of view: V, size: CGSize, duration: Double = 10, fps: Double = 60,
                                            colorScheme: ColorScheme = .light, reduceMotion: Bool = false,
                                            scenario: ExportScenario = .appear, loop: ClosedRange<Double>? = nil,
                                            options: SVGRenderOptions = SVGRenderOptions()) async -> String {
        let runner = ScenarioRunner(view, size: size, environment: environment(colorScheme, reduceMotion), scenario: scenario)
        var frames = await runner.frames(duration: loop?.upperBound ?? duration, fps: fps, stopsWhenIdle: loop == nil)
        if let loop {
            frames = frames.filter { loop.contains($0.time) || abs($0.time - loop.upperBound) < 1e-6 }
        }
        var animation = AnimatedSVGRenderer.Options(rendering: options)
        if let loop {
            animation.loops = true
            animation.duration = loop.upperBound - loop.lowerBound
        }
        return AnimatedSVGRenderer(options: animation).render(frames.map { SVGAnimationFrame(time: $0.time, displayList: $0.displayList) })
    }

    /// Writes ``svg(of:size:at:colorScheme:reduceMotion:scenario:limit:options:)`` to a file.
    @MainActor
    public static func writeSVG<V: View>(of view: V, size: CGSize, at time: Double? = nil, colorScheme: ColorScheme = .light,
                                         reduceMotion: Bool = false, scenario: ExportScenario = .appear,
                                         options: SVGRenderOptions = SVGRenderOptions(), to url: URL) async throws {
        let svg = await svg(of: view, size: size, at: time, colorScheme: colorScheme, reduceMotion: reduceMotion,
                            scenario: scenario, options: options)
        try Data(svg.utf8).write(to: url, options: .atomic)
    }

    /// Writes ``animatedSVG(of:size:duration:fps:colorScheme:reduceMotion:scenario:loop:options:)`` to a file.
    @MainActor
    public static func writeAnimatedSVG<V: View>(of view: V, size: CGSize, duration: Double = 10, fps: Double = 60,
                                                 colorScheme: ColorScheme = .light, reduceMotion: Bool = false,
                                                 scenario: ExportScenario = .appear, loop: ClosedRange<Double>? = nil,
                                                 options: SVGRenderOptions = SVGRenderOptions(), to url: URL) async throws {
        let svg = await animatedSVG(of: view, size: size, duration: duration, fps: fps, colorScheme: colorScheme,
                                    reduceMotion: reduceMotion, scenario: scenario, loop: loop, options: options)
        try Data(svg.utf8).write(to: url, options: .atomic)
    }

    static func environment(_ scheme: ColorScheme, _ reduceMotion: Bool) -> EnvironmentValues {
        TerminalSnapshot.environment(colorScheme: scheme, reduceMotion: reduceMotion, metrics: SVGTextMetrics())
    }
}
