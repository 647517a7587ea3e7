import Testing
import Foundation
import Declarative
@testable import Backends
@testable import Gallery

/// Without colour (`NO_COLOR`), the rule between the live gallery's sidebar and its demo is a light line in either
/// theme, not a solid `█` bar: the live host paints no screen background when there is no colour to show it.
@Suite @MainActor struct PlainSidebarRuleTests {
    /// The gallery's first frame as the live host writes it at a colour level: on the host's background cell.
    func liveFrame(_ scheme: ColorScheme, _ level: ColorLevel) async -> String {
        let options = TerminalHost.Options(colorScheme: scheme, reduceMotion: true, colorLevel: level)
        let pipeline = TerminalPipeline(grid: TerminalSize(columns: 100, rows: 20), colorLevel: level,
                                        background: TerminalHost.background(options, colorLevel: level))
        let runner = ScenarioRunner(GalleryView(demos: DemoCatalogue.all), size: pipeline.size,
                                    environment: pipeline.environment(colorScheme: scheme, reduceMotion: true))
        return pipeline.text(of: await runner.finalFrame())
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theSidebarRuleIsALightLineWithoutColour(_ scheme: ColorScheme) async {
        let text = await liveFrame(scheme, .none)
        let column = Int(GalleryView.sidebarWidth / 8)
        let rule = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(16).map { line in
            line.count > column ? String(line[line.index(line.startIndex, offsetBy: column)]) : " "
        }
        #expect(Set(rule) == ["▏"], "\(rule)\n\(text)")
    }

    @Test func withColourTheScreenKeepsItsBackground() {
        let options = TerminalHost.Options(colorScheme: .dark)
        #expect(TerminalHost.background(options, colorLevel: .ansi256) != .blank)
        #expect(TerminalHost.background(options, colorLevel: .none) == .blank)
    }
}
