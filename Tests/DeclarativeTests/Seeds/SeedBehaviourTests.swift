import Testing
@testable import Declarative
import DeclarativeTesting

/// The three seeds move as they do on an iPhone: bar heights read from the display list at chosen virtual times.
@MainActor
struct SeedBehaviourTests {
    static let week = ["M", "T", "W", "T", "F", "S", "S"]
    static let values: [Double] = [12, 19, 8, 24, 16, 30, 22]
    static var entries: [AnimatedBarChartEntry] {
        zip(week, values).map { AnimatedBarChartEntry(label: $0, value: $1) }
    }

    /// The bars (filled shapes that are not text), left to right.
    func bars(_ list: DisplayList, minWidth: CGFloat = 1) -> [CGRect] {
        list.items.filter { item in
            if case .shape = item.content { return item.frame.width >= minWidth && item.frame.width < 100 }
            return false
        }.map(\.frame).sorted { $0.minX < $1.minX }
    }

    func spring(_ t: Double) -> Double {
        t <= 0 ? 0 : Spring(duration: 0.6, bounce: 0.3).value(target: 1.0, initialVelocity: 0, time: t)
    }

    @Test func barsGrowOneAfterAnotherOnTheSpring() async {
        let host = TestHost(AnimatedBarChart(entries: Self.entries), size: CGSize(width: 350, height: 250))
        host.render()
        await host.waitForTasks()
        let final = bars(host.render(at: 10)).map(\.height)
        #expect(final.count == 7)
        // The tallest bar fills the plot: 250 − 8 (spacing) − label row − 22 (value label room).
        #expect(final[5] == final.max())
        let host2 = TestHost(AnimatedBarChart(entries: Self.entries), size: CGSize(width: 350, height: 250))
        host2.render()
        await host2.waitForTasks()
        for t in [0.05, 0.2, 0.3, 0.45, 0.7] {
            let heights = bars(host2.render(at: t), minWidth: 1).map(\.height)
            let all = bars(host2.render(at: t), minWidth: 0).map(\.height)
            for i in 0..<7 {
                let expected = final[i] * spring(t - 0.09 * Double(i))
                #expect(abs(all[i] - max(expected, 0)) < 1e-6, "bar \(i) at t=\(t): \(all[i]) vs \(expected)")
            }
            _ = heights
        }
    }

    @Test func reduceMotionShowsFullHeightsAtOnce() async {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let host = TestHost(AnimatedBarChart(entries: Self.entries), size: CGSize(width: 350, height: 250), environment: environment)
        host.render()
        await host.waitForTasks()
        let atZero = bars(host.render(at: 0)).map(\.height)
        let later = bars(host.render(at: 5)).map(\.height)
        #expect(atZero.count == 7)
        #expect(atZero == later)
        #expect(!host.host.needsFrame)
    }

    struct Switcher: View {
        @State var week = 0
        var body: some View {
            VStack {
                AnimatedBarChart(entries: week == 0 ? SeedBehaviourTests.entries
                                 : zip(SeedBehaviourTests.week, [20, 11, 27, 14, 29, 9, 17]).map { AnimatedBarChartEntry(label: $0, value: $1) })
                Text("next").onTapGesture { week = 1 }
            }
        }
    }

    @Test func aDataChangeResetsWithoutAnimationAndRegrows() async {
        let host = TestHost(Switcher(), size: CGSize(width: 350, height: 280))
        host.render()
        await host.waitForTasks()
        host.render(at: 3)
        #expect(bars(host.render(at: 3)).count == 7)
        host.tap(label: "next")
        await host.waitForTasks()
        // The reset was not animated: at the moment the new data shows, every bar is back at 0…
        let reset = bars(host.render(at: 3), minWidth: 0).map(\.height)
        #expect(reset.allSatisfy { $0 == 0 }, "\(reset)")
        // …and they grow again on the staggered spring.
        let growing = bars(host.render(at: 3.2), minWidth: 0).map(\.height)
        #expect(growing[0] > growing[6])
        let settled = bars(host.render(at: 6), minWidth: 0).map(\.height)
        #expect(settled[4] == settled.max())
    }

    @Test func equalizerSwingsForeverWithAPhaseStep() {
        let host = TestHost(Equalizer(), size: CGSize(width: 100, height: 60))
        host.render()
        func heights(_ t: Double) -> [CGFloat] { bars(host.render(at: t), minWidth: 0).map(\.height) }
        var samples: [[CGFloat]] = []
        for step in 0...200 { samples.append(heights(Double(step) * 0.05)) }
        let all = samples.flatMap { $0 }
        #expect(all.allSatisfy { $0 >= 14 - 1e-9 && $0 <= 42 + 1e-9 })
        #expect(abs(all.max()! - 42) < 0.5 && abs(all.min()! - 14) < 1e-9)
        // Bar 0 follows easeInOut(0.9) up, then down (autoreversing), forever.
        let curve = UnitCurve.easeInOut
        let fresh = TestHost(Equalizer(), size: CGSize(width: 100, height: 60))
        fresh.render()
        for t in [0.3, 0.6, 1.2, 1.6, 9.45] {
            let h = bars(fresh.render(at: t), minWidth: 0).map(\.height)
            let phase = t.truncatingRemainder(dividingBy: 1.8)
            let p = phase <= 0.9 ? curve.value(at: phase / 0.9) : 1 - curve.value(at: (phase - 0.9) / 0.9)
            #expect(abs(h[0] - (14 + 28 * p)) < 1e-6, "t=\(t)")
            // Bar i is bar 0 delayed by 0.14 s × i.
            let p3t = t - 0.42
            let ph3 = p3t.truncatingRemainder(dividingBy: 1.8)
            let p3 = ph3 <= 0.9 ? curve.value(at: ph3 / 0.9) : 1 - curve.value(at: (ph3 - 0.9) / 0.9)
            #expect(abs(h[3] - (14 + 28 * p3)) < 1e-6, "bar 3 at t=\(t)")
        }
        #expect(fresh.host.needsFrame)
    }

    @Test func expenseBarsWaitASecondThenEaseIn() {
        let host = TestHost(BarChartSample(), size: CGSize(width: 420, height: 480))
        host.render()
        func barHeights(_ t: Double) -> [CGFloat] {
            host.render(at: t).items.filter { item in
                if case .shape(let s) = item.content, case .linearGradient? = s.fill { return true }
                return false
            }.map(\.frame.height)
        }
        let final = barHeights(10)
        let host2 = TestHost(BarChartSample(), size: CGSize(width: 420, height: 480))
        host2.render()
        func heights(_ t: Double) -> [CGFloat] {
            host2.render(at: t).items.filter { item in
                if case .shape(let s) = item.content, case .linearGradient? = s.fill { return true }
                return false
            }.map(\.frame.height)
        }
        #expect(final.count == 12)
        #expect(abs(final[9] - 250) < 1e-9)               // October is the largest: the full 250 pt
        #expect(heights(0.5).allSatisfy { $0 == 0 })        // still waiting out the 1 s delay
        #expect(heights(0.99).allSatisfy { $0 == 0 })
        for t in [1.2, 1.5, 1.9] {
            let p = UnitCurve.easeInOut.value(at: (t - 1) * 0.3 / 0.35)
            let h = heights(t)
            #expect(abs(h[9] - 250 * p) < 1e-6, "t=\(t)")
        }
        #expect(heights(2.17) == final)
    }

    @Test func tappingAMonthShowsItsValue() {
        let host = TestHost(BarChartSample(), size: CGSize(width: 420, height: 480))
        host.render(at: 3)
        #expect(host.tap(label: "Oct"))
        let texts = host.render().items.compactMap { item -> String? in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined() }
            return nil
        }
        #expect(texts.contains("Selected: Oct $9067"))
    }
}
