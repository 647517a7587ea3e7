import Testing
import Foundation
import Declarative
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `DonutChart` divides a ring by value, and its slices sweep in clockwise from the top.
    @MainActor
    struct DonutChartTests {
        static let segments = [
            DonutChartSegment(label: "Rent", value: 60, color: .indigo),
            DonutChartSegment(label: "Food", value: 30),
            DonutChartSegment(label: "Fun", value: 10),
        ]

        func slices(_ list: DisplayList) -> [DisplayItem] { SeedChartSupport.shapes(list, matching: "ForEach") }

        func host(_ view: some View, reduceMotion: Bool = false) async -> TestHost {
            var env = EnvironmentValues()
            env.accessibilityReduceMotion = reduceMotion
            let host = TestHost(view, size: CGSize(width: 120, height: 120), environment: env)
            host.render(at: 0)
            await host.waitForTasks()
            return host
        }

        @Test func spansAreRunningSharesOfTheTotal() {
            let spans = DonutChart.spans(of: [60, 30, 10])
            let starts = spans.map { ($0.start * 1e9).rounded() / 1e9 }, ends = spans.map { ($0.end * 1e9).rounded() / 1e9 }
            #expect(starts == [0, 0.6, 0.9])
            #expect(ends == [0.6, 0.9, 1])
            #expect(spans.last?.end == 1)
        }

        @Test func badValuesCountAsNothing() {
            #expect(DonutChart.spans(of: [.nan, -5, 1, .infinity]).map(\.end) == [0, 0, 1, 1])
            #expect(DonutChart.spans(of: [0, 0]).map(\.end) == [0, 0])
            #expect(DonutChart.spans(of: []).isEmpty)
            // Sums that would overflow are taken in a smaller scale.
            #expect(DonutChart.spans(of: [.greatestFiniteMagnitude, .greatestFiniteMagnitude]).map(\.end) == [0.5, 1])
        }

        @Test func slicesSweepInFromTheTop() async {
            let host = await host(DonutChart(segments: Self.segments))
            for t in [0.0, 0.3, 0.6] {
                let e = UnitCurve.easeInOut.value(at: t / 0.8)
                let reaches = slices(host.render(at: t)).map(ProgressRingTests.reach)
                // Slice ends move from 0 to 0.6, 0.9 and 1 together; the last one is compared before it closes the ring.
                for (reach, end) in zip(reaches.prefix(2), [0.6, 0.9]) {
                    #expect(abs(reach - end * e) < 1e-3, "t=\(t): \(reach) vs \(end * e)")
                }
            }
            #expect(!host.host.needsFrame || host.render(at: 1).items.count > 0)
        }

        @Test func slicesAreColouredAndSpoken() async {
            let host = await host(DonutChart(segments: Self.segments))
            let slices = slices(host.render(at: 2))
            #expect(slices.map(\.accessibility.label) == ["Rent", "Food", "Fun"])
            #expect(slices.map(\.accessibility.value) == ["60 percent", "30 percent", "10 percent"])
            let paints = slices.compactMap { item -> Paint? in
                if case .shape(let s) = item.content { return s.stroke?.paint }
                return nil
            }
            // An explicit colour, then the palette by position.
            let expected: [Paint] = [Color.indigo, Color.green, Color.orange].map { .color($0.resolve(in: .light)) }
            #expect(paints == expected)
        }

        @Test func reduceMotionDrawsSlicesInPlace() async {
            let host = await host(DonutChart(segments: Self.segments), reduceMotion: true)
            let reaches = slices(host.render(at: 0)).map(ProgressRingTests.reach)
            #expect(abs(reaches[0] - 0.6) < 1e-3 && abs(reaches[1] - 0.9) < 1e-3)
        }

        @Test func noPositiveValuesShowOnlyTheTrack() async {
            let host = await host(DonutChart(segments: [DonutChartSegment(label: "a", value: 0),
                                                        DonutChartSegment(label: "b", value: .nan)]))
            let list = host.render(at: 2)
            let empty = slices(list).allSatisfy { item in
                if case .shape(let s) = item.content { return s.path.isEmpty }
                return true
            }
            #expect(empty)
            #expect(slices(list).map(\.accessibility.value) == ["0 percent", "0 percent"])
        }
    }
}
