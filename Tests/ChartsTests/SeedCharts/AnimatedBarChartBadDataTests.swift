import Testing
import Foundation
import Declarative
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `AnimatedBarChart` never crashes and never draws outside its plot, whatever the data.
    @MainActor
    struct AnimatedBarChartBadDataTests {
        nonisolated static let cases: [(name: String, values: [Double], labels: [String])] = [
            ("empty", [], []),
            ("all zero", [0, 0, 0], ["a", "b", "c"]),
            ("non-finite and negative", [.nan, .infinity, -.infinity, -5, 10], ["a", "b", "c", "d", "e"]),
            ("only non-finite", [.nan, .infinity], ["a", "b"]),
            ("duplicate labels", [3, 6, 9], ["x", "x", "x"]),
            ("extremes", [.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1], ["a", "b", "c"]),
            ("one bar", [7], ["solo"]),
            ("many bars", Array(repeating: 1, count: 200), (0..<200).map(String.init)),
        ]

        func bars(_ list: DisplayList) -> [DisplayItem] { SeedChartSupport.shapes(list, matching: "GeometryReader") }

        @Test(arguments: 0..<cases.count)
        func badDataDrawsInsideThePlot(_ index: Int) async {
            let (name, values, labels) = Self.cases[index]
            let entries = zip(labels, values).map { AnimatedBarChartEntry(label: $0, value: $1) }
            let host = TestHost(AnimatedBarChart(entries: entries), size: CGSize(width: 320, height: 160),
                                environment: SeedChartSupport.terminalEnvironment())
            host.render(at: 0)
            await host.waitForTasks()
            // The last of 200 bars starts after 199 × 0.09 s.
            for t in [0.0, 0.3, 30] {
                let list = host.render(at: t)
                let bars = bars(list)
                #expect(bars.count == entries.count, "\(name)")
                for item in list.items {
                    let f = item.frame
                    let finite = [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
                    #expect(finite, "\(name): \(item.id)")
                }
                // Springs overshoot by up to 30 %, so allow that much above the 114 pt plot while they move.
                let limit = 114 * (t < 25 ? 1.3 : 1) + 1e-9
                let inside = bars.allSatisfy { $0.frame.height >= 0 && $0.frame.height <= limit }
                #expect(inside, "\(name)")
            }
        }

        @Test func nonFiniteAndNegativeValuesDrawNoBar() async {
            let values: [Double] = [.nan, .infinity, -.infinity, -5, 10]
            let entries = zip(["a", "b", "c", "d", "e"], values).map { AnimatedBarChartEntry(label: $0, value: $1) }
            let host = TestHost(AnimatedBarChart(entries: entries), size: CGSize(width: 320, height: 160),
                                environment: SeedChartSupport.terminalEnvironment())
            host.render(at: 0)
            await host.waitForTasks()
            let list = host.render(at: 10)
            #expect(bars(list).map(\.frame.height) == [0, 0, 0, 0, 114])
            // A value that is not a number reads "–" on screen and "No value" to assistive technology.
            #expect(bars(list).map(\.accessibility.value) == ["No value", "No value", "No value", "-5", "10"])
            #expect(SeedChartSupport.texts(list).prefix(5) == ["–", "–", "–", "-5", "10"])
        }

        @Test func aNegativeOrNaNStaggerStartsEveryBarTogether() async {
            for stagger in [-1.0, .nan, -.infinity] {
                let entries = [AnimatedBarChartEntry(label: "a", value: 1), AnimatedBarChartEntry(label: "b", value: 1)]
                let host = TestHost(AnimatedBarChart(entries: entries, stagger: stagger), size: CGSize(width: 320, height: 160),
                                    environment: SeedChartSupport.terminalEnvironment())
                host.render(at: 0)
                await host.waitForTasks()
                let heights = bars(host.render(at: 0.2)).map(\.frame.height)
                #expect(heights[0] > 0 && heights[0] == heights[1], "stagger \(stagger)")
            }
        }

        @Test func entriesWithNaNEqualThemselves() {
            let a = AnimatedBarChartEntry(label: "x", value: .nan)
            #expect(a == AnimatedBarChartEntry(label: "x", value: .nan))
            #expect(Set([a, a]).count == 1)
            #expect(AnimatedBarChartEntry(label: "x", value: 0) == AnimatedBarChartEntry(label: "x", value: -0.0))
            #expect(Set([AnimatedBarChartEntry(label: "x", value: 0), AnimatedBarChartEntry(label: "x", value: -0.0)]).count == 1)
        }
    }
}
