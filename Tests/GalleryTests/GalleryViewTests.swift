import Testing
import Foundation
import Declarative
import Backends
@testable import Gallery
import DeclarativeTesting

/// The interactive gallery's view, driven in-process: keys move the selection, clicks choose, Enter replays.
@Suite @MainActor struct GalleryViewTests {
    func host() -> TestHost {
        var environment = EnvironmentValues()
        environment.textMetrics = TerminalTextMetrics()
        let host = TestHost(GalleryView(demos: DemoCatalogue.all), size: CGSize(width: 800, height: 480), environment: environment)
        // The sidebar is built when the gallery's GeometryReader is placed, after the first frame's update: the
        // focus its appearance asks for takes hold in the next frame.
        host.render()
        return host
    }

    func screen(_ host: TestHost) -> String {
        TerminalRenderer().render(host.render())
    }

    func selectedTitle(_ host: TestHost) -> String? {
        screen(host).split(separator: "\n").first { $0.contains("▸ ") }.map {
            String($0.split(separator: "▸ ")[1].prefix { $0 != "▏" }).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func firstScreenListsEveryDemoAndTheKeys() {
        let host = host()
        let text = screen(host)
        #expect(text.contains("Charts gallery"))
        for demo in DemoCatalogue.all { #expect(text.contains(demo.title), "\(demo.title)") }
        #expect(text.contains("q quit"))
        #expect(selectedTitle(host) == DemoCatalogue.all[0].title)
    }

    @Test func arrowsMoveTheSelectionAndWrap() {
        let host = host()
        host.press(.downArrow)
        #expect(selectedTitle(host) == DemoCatalogue.all[1].title)
        host.press(.downArrow)
        #expect(selectedTitle(host) == DemoCatalogue.all[2].title)
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(selectedTitle(host) == DemoCatalogue.all.last!.title)
    }

    @Test func tabMovesIntoTheDemoAndEscapeComesBack() throws {
        let host = host()
        let controls = try #require(DemoCatalogue.all.firstIndex { $0.name == "controls" })
        for _ in 0..<controls { host.press(.downArrow) }
        #expect(selectedTitle(host) == "Controls")
        host.press(.tab)                      // the toggle
        host.press(.space)
        #expect(screen(host).contains("Show symbols"))
        host.press(.downArrow)                // the form scrolls or ignores it; the sidebar keeps its choice
        #expect(selectedTitle(host) == "Controls")
        host.press(.escape)
        host.press(.downArrow)
        #expect(selectedTitle(host) == "Navigation")
    }

    @Test func clickingANameSelectsIt() throws {
        let host = host()
        let target = DemoCatalogue.all[3].title
        let row = try #require(host.render().items.first { item in
            guard item.tapTarget != nil, case .text(let t) = item.content else { return false }
            return t.lines.map(\.text).joined().trimmingCharacters(in: .whitespaces) == target
        })
        let frame = row.bounds.applying(row.transform)
        #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
        #expect(selectedTitle(host) == target)
    }

    @Test func qIsLeftForTheHost() {
        let host = host()
        #expect(!host.press("q"))
        #expect(!host.press("m"))
        #expect(!host.press("t"))
    }

    @Test func helpLineShowsReduceMotionAndTheme() {
        var environment = EnvironmentValues()
        environment.textMetrics = TerminalTextMetrics()
        environment.accessibilityReduceMotion = true
        environment.colorScheme = .light
        let host = TestHost(GalleryView(demos: DemoCatalogue.all), size: CGSize(width: 800, height: 480), environment: environment)
        let text = screen(host)
        #expect(text.contains("motion: on"))
        #expect(text.contains("light"))
    }

    @Test func enterChangesTheDataOfDemosThatHaveMore() async {
        let host = host()
        host.render(at: 0)
        await host.waitForTasks()
        #expect(screen(host).contains("This week"))
        host.press(.return)
        #expect(screen(host).contains("Last week"))
    }
}
