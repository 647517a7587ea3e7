import Foundation
import Testing

@testable import Charts

// Swift Charts' automatic numeric axis: include 0 → nice(count) → ticks(count) → labels.

struct ScalesAxisCase: Sendable {
    let data: [Double], count: Int, nice: (Double, Double), ticks: [Double], labels: [String]?
}

private let defaultAxisCases: [ScalesAxisCase] = [
    .init(data: [0, 0.003], count: 4, nice: (0, 0.003), ticks: [0, 0.001, 0.002, 0.003],
          labels: ["0", "0.001", "0.002", "0.003"]),
    .init(data: [0, 0.003], count: 10, nice: (0, 0.003),
          ticks: (0...15).map { Double($0) / 5000 }, labels: nil),
    .init(data: [-7, 1e9], count: 4, nice: (-2e8, 1e9), ticks: [-2e8, 0, 2e8, 4e8, 6e8, 8e8, 1e9],
          labels: ["-200M", "0", "200M", "400M", "600M", "800M", "1B"]),
    .init(data: [-7, 1e9], count: 10, nice: (-1e8, 1e9), ticks: (-1...10).map { Double($0) * 1e8 },
          labels: nil),
    .init(data: [0, 9067], count: 4, nice: (0, 10000), ticks: [0, 2000, 4000, 6000, 8000, 10000],
          labels: ["0", "2,000", "4,000", "6,000", "8,000", "10,000"]),
    .init(data: [0, 9067], count: 10, nice: (0, 10000), ticks: (0...10).map { Double($0) * 1000 },
          labels: nil),
    .init(data: [12, 30], count: 4, nice: (0, 30), ticks: [0, 10, 20, 30], labels: ["0", "10", "20", "30"]),
    .init(data: [12, 30], count: 5, nice: (0, 30), ticks: [0, 5, 10, 15, 20, 25, 30], labels: nil),
    .init(data: [12, 30], count: 10, nice: (0, 30), ticks: (0...15).map { Double($0) * 2 }, labels: nil),
    .init(data: [0, 1], count: 4, nice: (0, 1), ticks: [0, 0.2, 0.4, 0.6, 0.8, 1],
          labels: ["0", "0.2", "0.4", "0.6", "0.8", "1"]),
    .init(data: [0, 1], count: 10, nice: (0, 1), ticks: (0...10).map { Double($0) / 10 }, labels: nil),
    .init(data: [-1.5, 2.5], count: 4, nice: (-2, 3), ticks: [-2, -1, 0, 1, 2, 3],
          labels: ["-2", "-1", "0", "1", "2", "3"]),
    .init(data: [-1.5, 2.5], count: 10, nice: (-1.5, 2.5), ticks: [-1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5],
          labels: ["-1.5", "-1", "-0.5", "0", "0.5", "1", "1.5", "2", "2.5"]),
    .init(data: [1e-9, 1e-8], count: 4, nice: (0, 1e-8), ticks: [0, 2e-9, 4e-9, 6e-9, 8e-9, 1e-8],
          labels: ["0", "0.000000002", "0.000000004", "0.000000006", "0.000000008", "0.00000001"]),
    .init(data: [1e-9, 1e-8], count: 10, nice: (0, 1e-8), ticks: (0...10).map { Double($0) / 1e9 },
          labels: ["0", "0.000000001", "0.000000002", "0.000000003", "0.000000004", "0.000000005",
                   "0.000000006", "0.000000007", "0.000000008", "0.000000009", "0.00000001"]),
]

@Suite struct DefaultNumericAxisTests {
    @Test(arguments: defaultAxisCases)
    func defaultAxisIncludesZeroNicesAndTicks(_ c: ScalesAxisCase) {
        let scale = LinearScale.automatic(values: c.data, tickCount: c.count, range: (200, 0))
        #expect(scale.domainStart == c.nice.0)
        #expect(scale.domainEnd == c.nice.1)
        #expect(scale.ticks() == c.ticks)
        if let labels = c.labels {
            #expect(TickLabelFormatter.labels(for: scale.ticks(), step: scale.tickStep) == labels)
        }
    }

    @Test func appleDocFiguresAreReproducedWithCountFour() {
        // Swift Charts' automatic domains: bars 5/10/15 → 0–15; dots 12…85 → 0–100; 20…85 no zero → 20–100; profit → 0–15000.
        func ends(_ v: [Double], zero: Bool = true) -> (Double, Double) {
            let s = LinearScale.automatic(values: v, includesZero: zero, range: (0, 100))
            return (s.domainStart, s.domainEnd)
        }
        #expect(ends([5, 10, 15]) == (0, 15))
        #expect(ends([12, 40, 85]) == (0, 100))
        #expect(ends([20, 40, 85], zero: false) == (20, 100))
        #expect(ends([15000, 8000, 10000]) == (0, 15000))
    }

    @Test func mappingIsLinearAndReversedRangePutsLargeValuesUp() {
        let y = LinearScale(domain: (0, 10), range: (200, 0))
        #expect(y.position(of: 0) == 200)
        #expect(y.position(of: 10) == 0)
        #expect(y.position(of: 2.5) == 150)
        #expect(y.position(of: 20) == -200)  // no clamping
        #expect(y.value(at: 150) == 2.5)
        let x = LinearScale(domain: (-2e8, 1e9), range: (0, 300))
        #expect(x.position(of: 0) == 50)
    }

    @Test func defaultTickCountFollowsAxisLength() {
        #expect(LinearScale.defaultTickCount(axisLength: nil) == 4)
        #expect(LinearScale.defaultTickCount(axisLength: 240) == 4)
        #expect(LinearScale.defaultTickCount(axisLength: 30) == 3)
        #expect(LinearScale.defaultTickCount(axisLength: 10_000) == 6)
        #expect(LinearScale.defaultTickCount(axisLength: .nan) == 4)
    }

    @Test func degenerateDomainsAreWidenedAsDocumented() {
        #expect(LinearScale.inferredDomain(values: []) == 0...1)
        #expect(LinearScale.inferredDomain(values: [.nan, .infinity, -.infinity]) == 0...1)
        #expect(LinearScale.inferredDomain(values: [0, 0]) == 0...1)
        #expect(LinearScale.inferredDomain(values: [7]) == 0...7)
        #expect(LinearScale.inferredDomain(values: [-3]) == -3...0)
        #expect(LinearScale.inferredDomain(values: [7], includesZero: false) == 6...8)
        #expect(LinearScale.inferredDomain(values: [1e12], includesZero: false) == (1e12 - 1e6)...(1e12 + 1e6))
        #expect(LinearScale.inferredDomain(values: [3, .nan, 9, .infinity], includesZero: false) == 3...9)
        #expect(LinearScale.inferredDomain(values: [-1e308, 1e308]) == -5e307...5e307)
    }

    @Test func degenerateScalesDoNotCrash() {
        let empty = LinearScale.automatic(values: [], range: (100, 0))
        #expect(empty.domainStart == 0 && empty.domainEnd == 1)
        #expect(empty.ticks() == [0, 0.2, 0.4, 0.6, 0.8, 1])
        let flat = LinearScale(domain: (5, 5), range: (0, 100))
        #expect(flat.position(of: 5) == 50)
        #expect(flat.ticks() == [5])
        #expect(LinearScale(domain: (0, 1), range: (0, 100)).position(of: .nan).isNaN)
        let huge = LinearScale.automatic(values: [-1e308, 1e308], range: (0, 100))
        #expect(huge.position(of: 0).isFinite)
    }

    @Test func hundredThousandValuesGiveTheExtentDomain() {
        let values = (0..<100_000).map { Double($0) * 0.09067 }  // 0 … 9066.90933
        let s = LinearScale.automatic(values: values, range: (0, 300))
        #expect(s.domainStart == 0 && s.domainEnd == 10000)
        #expect(s.ticks() == [0, 2000, 4000, 6000, 8000, 10000])
    }
}
