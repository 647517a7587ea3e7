import Testing
import Foundation
import Declarative
import Backends
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `AnimatedBarChart` moves as seed 000 does: bar heights and labels read from the display list at virtual times.
    @MainActor
    struct AnimatedBarChartTests {
        static let days = ["M", "T", "W", "T", "F", "S", "S"]
        static let thisWeek: [Double] = [12, 19, 8, 24, 16, 30, 22]
        static let lastWeek: [Double] = [20, 11, 27, 14, 29, 9, 17]
        static func entries(_ values: [Double], labels: [String] = days) -> [AnimatedBarChartEntry] {
            zip(labels, values).map { AnimatedBarChartEntry(label: $0, value: $1) }
        }
        static let size = CGSize(width: 320, height: 160)
        /// 160 − 16 (day labels) − 8 (spacing) − 22 (room for the value label).
        static let plotHeight: CGFloat = 114

        /// The bars (not the value labels), left to right.
        func bars(_ list: DisplayList) -> [DisplayItem] { SeedChartSupport.shapes(list, matching: "GeometryReader") }

        /// A chart hosted in terminal metrics, rendered at 0 and with its reveal task done, so growth starts at t = 0.
        func grownHost(_ view: some View, reduceMotion: Bool = false) async -> TestHost {
            let host = TestHost(view, size: Self.size, environment: SeedChartSupport.terminalEnvironment(reduceMotion: reduceMotion))
            host.render(at: 0)
            await host.waitForTasks()
            return host
        }

        @Test func finalHeightsAreProportionalToTheTallest() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)))
            let heights = bars(host.render(at: 10)).map(\.frame.height)
            #expect(heights.count == 7)
            for (height, value) in zip(heights, Self.thisWeek) {
                #expect(SeedChartSupport.close(height, Self.plotHeight * value / 30), "\(height) for \(value)")
            }
            // All bars stand on one baseline, above the day labels.
            #expect(Set(bars(host.render(at: 10)).map(\.frame.maxY)).count == 1)
        }

        @Test func barsStartNinetyMillisecondsApartAndFollowTheSpring() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)))
            for t in [0.0, 0.05, 0.09, 0.1, 0.2, 0.3, 0.45, 0.6, 0.7, 0.9, 1.2] {
                let heights = bars(host.render(at: t)).map(\.frame.height)
                for i in 0..<7 {
                    let expected = Self.plotHeight * Self.thisWeek[i] / 30 * SeedChartSupport.spring(t - 0.09 * Double(i))
                    #expect(SeedChartSupport.close(heights[i], expected, tolerance: 1e-4),
                            "bar \(i) at t=\(t): \(heights[i]), expected \(expected)")
                }
            }
        }

        @Test func eachBarWaitsForItsTurn() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)))
            for i in 1..<7 {
                let start = 0.09 * Double(i)
                #expect(bars(host.render(at: start - 0.001))[i].frame.height == 0, "bar \(i) before \(start) s")
                #expect(bars(host.render(at: start + 0.01))[i].frame.height > 0, "bar \(i) after \(start) s")
            }
        }

        @Test func aCustomStaggerSpacesTheStarts() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek), stagger: 0.25))
            let heights = bars(host.render(at: 0.3)).map(\.frame.height)
            #expect(heights[1] > 0)
            #expect(heights[2] == 0)
            #expect(SeedChartSupport.close(heights[1], Self.plotHeight * 19 / 30 * SeedChartSupport.spring(0.05)))
        }

        @Test func reduceMotionDrawsFinalHeightsAtOnce() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)), reduceMotion: true)
            let atZero = bars(host.render(at: 0)).map(\.frame.height)
            for (height, value) in zip(atZero, Self.thisWeek) {
                #expect(SeedChartSupport.close(height, Self.plotHeight * value / 30))
            }
            #expect(SeedChartSupport.texts(host.render(at: 0)).contains("30"))
            #expect(!host.host.needsFrame)
        }

        @Test func valueLabelsAppearWithTheirBars() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)))
            // Before the reveal only the day labels are drawn; value labels have opacity 0.
            let before = TestHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)), size: Self.size,
                                  environment: SeedChartSupport.terminalEnvironment())
            #expect(SeedChartSupport.texts(before.render(at: 0)) == Self.days)
            let final = SeedChartSupport.texts(host.render(at: 10))
            #expect(final == ["12", "19", "8", "24", "16", "30", "22"] + Self.days)
        }

        @Test func everyBarIsOneAccessibilityElement() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)))
            let list = host.render(at: 10)
            let bars = bars(list)
            #expect(bars.map(\.accessibility.label) == Self.days)
            #expect(bars.map(\.accessibility.value) == ["12", "19", "8", "24", "16", "30", "22"])
            #expect(Set(bars.compactMap(\.accessibility.element)).count == 7)
            // The day labels repeat the bars' labels and are hidden.
            let dayLabels = list.items.filter { $0.accessibility.element == nil }
            #expect(dayLabels.count == 7 && dayLabels.allSatisfy(\.accessibility.isHidden))
        }

        /// A parent that switches weeks when "Next" is tapped, and re-renders with the same data when "Bump" is.
        struct WeekSwitcher: View {
            var weeks: [[Double]]
            @State private var index = 0
            @State private var bumps = 0
            var body: some View {
                VStack(spacing: 0) {
                    HStack {
                        Text("Next").onTapGesture { index += 1 }
                        Text("Bump \(bumps)").onTapGesture { bumps += 1 }
                    }
                    AnimatedBarChart(entries: AnimatedBarChartTests.entries(weeks[index % weeks.count]))
                }
            }
        }

        @Test func newEntriesDropTheBarsAndGrowThemAgain() async {
            let host = await grownHost(WeekSwitcher(weeks: [Self.thisWeek, Self.lastWeek]))
            let settled = bars(host.render(at: 3)).map(\.frame.height)
            #expect(settled.allSatisfy { $0 > 0 })
            let plot = settled[5]   // the tallest bar of this week fills the plot
            #expect(host.tap(label: "Next"))
            // The same frame that brings the new week draws every bar at the baseline, without animation.
            #expect(bars(host.render(at: 3)).allSatisfy { $0.frame.height == 0 })
            await host.waitForTasks()
            for dt in [0.0, 0.1, 0.25, 0.5, 0.8, 2] {
                let heights = bars(host.render(at: 3 + dt)).map(\.frame.height)
                for i in 0..<7 {
                    let expected = plot * Self.lastWeek[i] / 29 * SeedChartSupport.spring(dt - 0.09 * Double(i))
                    #expect(SeedChartSupport.close(heights[i], expected, tolerance: 1e-4),
                            "bar \(i) at +\(dt): \(heights[i]), expected \(expected)")
                }
            }
        }

        @Test func theSameEntriesDoNotRegrowEvenWithNaN() async {
            let week = [12, .nan, 8, 24, -3, 30, .infinity]
            let host = await grownHost(WeekSwitcher(weeks: [week]))
            let settled = bars(host.render(at: 3)).map(\.frame.height)
            #expect(host.tap(label: "Bump 0"))
            await host.waitForTasks()
            #expect(bars(host.render(at: 3)).map(\.frame.height) == settled)
            #expect(bars(host.render(at: 3.2)).map(\.frame.height) == settled)
            #expect(SeedChartSupport.texts(host.render(at: 3.2)).contains("Bump 1"))
        }

        @Test func finalFrameGolden() async {
            let host = await grownHost(AnimatedBarChart(entries: Self.entries(Self.thisWeek)))
            let art = SeedChartSupport.art(host.render(at: 10))
            let expected = [
                "                               30",
                "                             ▗▅▅▅▅",
                "                   24        ▐████▏  22",
                "       19        ▐████▍  16  ▐████▏▗▆▆▆▅",
                " 12  ▕████▌      ▐████▍ ▂▂▂▂ ▐████▏▐████",
                "▂▃▃▃ ▕████▌   8  ▐████▍▐████▎▐████▏▐████",
                "████▋▕████▌ ▃▃▃▃ ▐████▍▐████▎▐████▏▐████",
                "████▋▕████▌▕████▍▐████▍▐████▎▐████▏▐████",
                "▀▀▀▀▘ ▀▀▀▀▘ ▀▀▀▀▘▝▀▀▀▀▘▝▀▀▀▀ ▝▀▀▀▀ ▝▀▀▀▀",
                "  M     T     W     T    F     S     S",
            ].joined(separator: "\n")
            #expect(art == expected, "\n\(art)")
        }
    }
}
