import Testing
import Foundation
import Declarative
import Backends
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `ExpenseBarChart` behaves as seed 004 does: bars wait a second, then ease up slowly; a tap shows the bar's amount.
    @MainActor
    struct ExpenseBarChartTests {
        static let size = CGSize(width: 400, height: 480)
        static let values = Expense.sampleData.map(\.value)
        static let largest = 9067.0

        func host(_ expenses: [Expense] = Expense.sampleData, reduceMotion: Bool = false) async -> TestHost {
            let host = TestHost(ExpenseBarChart(expenses: expenses), size: Self.size,
                                environment: SeedChartSupport.terminalEnvironment(reduceMotion: reduceMotion))
            host.render(at: 0)
            await host.waitForTasks()
            return host
        }

        /// The gradient bars, left to right (the second shape of each column's ZStack).
        func bars(_ list: DisplayList) -> [DisplayItem] { SeedChartSupport.shapes(list, matching: "ZStack/0.TupleView/1.") }
        /// The faint tracks behind them.
        func tracks(_ list: DisplayList) -> [DisplayItem] { SeedChartSupport.shapes(list, matching: "ZStack/0.TupleView/0.") }

        func header(_ list: DisplayList) -> String? { SeedChartSupport.texts(list).first { $0.hasPrefix("Selected:") } }

        /// `.easeInOut.speed(0.3).delay(1)`: nothing for 1 s, then 0.35 s of easeInOut stretched to 0.35 / 0.3 s.
        func growth(_ t: Double) -> Double {
            let duration = 0.35 / 0.3
            return UnitCurve.easeInOut.value(at: min(max((t - 1) / duration, 0), 1))
        }

        @Test func barsWaitOneSecondThenEaseInOutAtThreeTenthsSpeed() async {
            let host = await host()
            for t in [0.0, 0.5, 0.99, 1.0, 1.1, 1.3, 1.6, 2.0, 2.1, 1 + 0.35 / 0.3, 3] {
                let heights = bars(host.render(at: t)).map(\.frame.height)
                #expect(heights.count == 12)
                for (i, height) in heights.enumerated() {
                    let expected = 250 * Self.values[i] / Self.largest * growth(t)
                    #expect(abs(height - expected) < 1e-6, "bar \(i) at t=\(t): \(height), expected \(expected)")
                }
            }
            #expect(!host.host.needsFrame)
        }

        @Test func barsStandInFaintTracksScaledByTheLargest() async {
            let host = await host()
            let list = host.render(at: 3)
            let bars = bars(list), tracks = tracks(list)
            #expect(tracks.count == 12 && bars.count == 12)
            for (bar, track) in zip(bars, tracks) {
                #expect(track.frame.size == CGSize(width: 20, height: 300))
                #expect(bar.frame.width == 20 && bar.frame.minX == track.frame.minX)
                #expect(SeedChartSupport.close(bar.frame.maxY, track.frame.maxY))
                if case .shape(let s) = track.content {
                    #expect(s.fill == .color(Color.pink.opacity(0.05).resolve(in: .light)))
                }
            }
            // October, the largest, is 250 pt tall.
            #expect(SeedChartSupport.close(bars[9].frame.height, 250))
        }

        @Test func barGradientRunsFromPurpleAtTheBottomToBlueAtTheTop() async {
            let host = await host()
            let bar = bars(host.render(at: 3))[9]
            guard case .shape(let s) = bar.content, case .linearGradient(let gradient, let start, let end)? = s.fill else {
                Issue.record("expected a linear gradient, got \(bar.content)")
                return
            }
            #expect(start == CGPoint(x: 10, y: 250) && end == CGPoint(x: 10, y: 0))
            #expect(gradient.stops.map(\.color) == [Color.purple.resolve(in: .light), Color.blue.resolve(in: .light)])
        }

        @Test func tappingABarShowsItsAmountInTheHeader() async {
            let host = await host()
            #expect(header(host.render(at: 3)) == "Selected: None")
            #expect(host.tap(label: "Oct"))
            #expect(header(host.render(at: 3)) == "Selected: Oct $9067")
            // A tap anywhere in a column's track selects it too.
            let jan = tracks(host.render(at: 3))[0].frame
            #expect(host.tap(at: CGPoint(x: jan.midX, y: jan.minY + 5)))
            #expect(header(host.render(at: 3)) == "Selected: Jan $5000")
            // Outside the bars nothing changes.
            #expect(!host.tap(at: CGPoint(x: 2, y: 470)))
            #expect(header(host.render(at: 3)) == "Selected: Jan $5000")
        }

        @Test func eachColumnIsOneAccessibilityElement() async {
            let host = await host()
            let bars = bars(host.render(at: 3))
            #expect(bars.map(\.accessibility.label) == Expense.sampleData.map(\.label))
            #expect(bars.first?.accessibility.value == "$5000")
        }

        @Test func reduceMotionDrawsFinalHeightsAtOnce() async {
            let host = await host(reduceMotion: true)
            let heights = bars(host.render(at: 0)).map(\.frame.height)
            for (height, value) in zip(heights, Self.values) {
                #expect(SeedChartSupport.close(height, 250 * value / Self.largest))
            }
            #expect(!host.host.needsFrame)
        }

        @Test func finalFrameGolden() async {
            let host = await host()
            #expect(host.tap(label: "Oct"))
            let list = host.render(at: 3)
            // In plain text a 5 % pink track is as solid as a bar, so the golden leaves the tracks out.
            let trackIDs = Set(tracks(list).map(\.id))
            let art = SeedChartSupport.art(DisplayList(size: list.size, items: list.items.filter { !trackIDs.contains($0.id) }))
            let expected = [
                "",
                "",
                "▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃",
                "██████████████████████████████████████████████████",
                "████████████████Selected: Oct $9067███████████████",
                "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
                "",
                "",
                "",
                "                          ▂▂         ▕▆▆▎",
                "                         ▕██▎        ▕██▎",
                "                         ▕██▎        ▕██▎",
                "                         ▕██▎        ▕██▎",
                "                         ▕██▎        ▕██▎",
                "                         ▕██▎        ▕██▎",
                "                         ▕██▎        ▕██▎",
                " ▕▆▆▏                    ▕██▎        ▕██▎     ▄▄",
                " ▕██▎                ▕██▎▕██▎    ▕██▎▕██▎    ▕██▎",
                " ▕██▎                ▕██▎▕██▎    ▕██▎▕██▎    ▕██▎",
                " ▕██▎     ▂▂         ▕██▎▕██▎▕██▎▕██▎▕██▎    ▕██▎",
                " ▕██▎    ▕██▎     ▁▁ ▕██▎▕██▎▕██▎▕██▎▕██▎ ▂▂ ▕██▎",
                " ▕██▎ ▅▅ ▕██▎    ▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎",
                " ▕██▎▕██▎▕██▎    ▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎",
                " ▕██▎▕██▎▕██▎▕▇▇▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎",
                " ▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎▕██▎",
                "",
                "  Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov",
                "                                             Dec",
                "",
                "",
            ].joined(separator: "\n")
            #expect(art == expected, "\n\(art)")
        }
    }
}
