import Testing
import Foundation
import Declarative
import Backends
@testable import Gallery
import DeclarativeTesting

/// The gallery below 70 columns: the sidebar hides so that the demo has room (at 50 × 14 it once left the bars no
/// room and they became `…`), the demo's title line says where it is in the list, ↑/↓ still choose, and `s` shows
/// the sidebar again and hides it.
@Suite @MainActor struct NarrowGalleryTests {
    func host(columns: Int) -> TestHost {
        var environment = EnvironmentValues()
        environment.textMetrics = TerminalTextMetrics()
        environment.accessibilityReduceMotion = true
        let host = TestHost(GalleryView(demos: DemoCatalogue.all), size: CGSize(width: columns * 8, height: 20 * 16),
                            environment: environment)
        host.render()   // the focus the first frame asks for (see GalleryViewTests)
        return host
    }

    func screen(_ host: TestHost) -> String { TerminalRenderer().render(host.render()) }

    @Test func narrowGalleryGivesTheDemoTheWholeWidth() async {
        let text = await TerminalSnapshot.render(GalleryView(demos: DemoCatalogue.all), columns: 60, rows: 20, reduceMotion: true)
        #expect(text == Self.narrow, "\n\(text)")
    }

    @Test func sShowsTheSidebarAndHidesItAgain() {
        let host = host(columns: 60)
        #expect(!screen(host).contains("Charts gallery"))
        #expect(host.press("s"))
        #expect(screen(host).contains("Charts gallery"))
        #expect(screen(host).contains("▸ Workouts"))
        #expect(host.press("s"))
        #expect(!screen(host).contains("Charts gallery"))
    }

    @Test func arrowsStillChooseWhileTheSidebarIsHidden() {
        let host = host(columns: 60)
        #expect(screen(host).contains("Workouts  1/\(DemoCatalogue.all.count)"))
        host.press(.downArrow)
        #expect(screen(host).contains("\(DemoCatalogue.all[1].title)  2/\(DemoCatalogue.all.count)"))
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(screen(host).contains("\(DemoCatalogue.all.last!.title)  \(DemoCatalogue.all.count)/"))
    }

    @Test func aWideGalleryShowsTheSidebarAndSHidesIt() {
        let host = host(columns: 100)
        #expect(screen(host).contains("Charts gallery"))
        host.press("s")
        #expect(!screen(host).contains("Charts gallery"))
        #expect(screen(host).contains("Workouts  1/"))
    }

    /// 60 × 20, Workouts, reduce motion: the demo takes the width the sidebar leaves it, and the value labels have
    /// rows of their own.
    static let narrow = #"""
 Workouts  1/14 · s demos
 Bars grow one after another (seed 000). Enter: other week.


    Workouts
    This week


                                            30
                             24           ▄▅▅▅▅▅▖
              19           ▄▄▄▄▄▄         ██████▍   22
      12   ▗▅▅▅▅▅▄        ▕██████▏   16   ██████▍▐██████
    ▂▂▂▂▂▂ ▐██████    8   ▕██████▏▐█████▊ ██████▍▐██████
    ██████▍▐██████ ▗▄▄▄▄▄▖▕██████▏▐█████▊ ██████▍▐██████
    ██████▍▐██████ ██████▋▕██████▏▐█████▊ ██████▍▐██████
       M      T       W       T      F       S      S


 ↑↓ choose · Tab to controls, Esc back · Enter/Space
 replay/new data · r replay · s sidebar · m motion: on · t…
"""#
}
