import Foundation
import Testing

@testable import Charts

// Expected values: d3-scale's linear ticks and nice (computed with d3).
// Tick values are exact (index ÷ reciprocal or index × increment), so they compare with `==`.

struct ScalesRawTickCase: Sendable {
    let lo: Double, hi: Double, count: Int, increment: Double, ticks: [Double]
}

private let rawTickCases: [ScalesRawTickCase] = [
    .init(lo: 0, hi: 0.003, count: 5, increment: -2000,
          ticks: [0, 0.0005, 0.001, 0.0015, 0.002, 0.0025, 0.003]),
    .init(lo: 0, hi: 0.003, count: 10, increment: -5000,
          ticks: [0, 0.0002, 0.0004, 0.0006, 0.0008, 0.001, 0.0012, 0.0014, 0.0016, 0.0018, 0.002,
                  0.0022, 0.0024, 0.0026, 0.0028, 0.003]),
    .init(lo: -7, hi: 1e9, count: 5, increment: 2e8, ticks: [0, 2e8, 4e8, 6e8, 8e8, 1e9]),
    .init(lo: -7, hi: 1e9, count: 10, increment: 1e8,
          ticks: [0, 1e8, 2e8, 3e8, 4e8, 5e8, 6e8, 7e8, 8e8, 9e8, 1e9]),
    .init(lo: 0, hi: 9067, count: 5, increment: 2000, ticks: [0, 2000, 4000, 6000, 8000]),
    .init(lo: 0, hi: 9067, count: 10, increment: 1000,
          ticks: [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000]),
    .init(lo: 12, hi: 30, count: 5, increment: 5, ticks: [15, 20, 25, 30]),
    .init(lo: 12, hi: 30, count: 10, increment: 2, ticks: [12, 14, 16, 18, 20, 22, 24, 26, 28, 30]),
    .init(lo: 0, hi: 1, count: 5, increment: -5, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1]),
    .init(lo: 0, hi: 1, count: 10, increment: -10,
          ticks: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
    .init(lo: -1.5, hi: 2.5, count: 5, increment: -1, ticks: [-1, 0, 1, 2]),
    .init(lo: -1.5, hi: 2.5, count: 10, increment: -2, ticks: [-1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5]),
    .init(lo: 1e-9, hi: 1e-8, count: 5, increment: -5e8, ticks: [2e-9, 4e-9, 6e-9, 8e-9, 1e-8]),
    .init(lo: 1e-9, hi: 1e-8, count: 10, increment: -1e9,
          ticks: [1e-9, 2e-9, 3e-9, 4e-9, 5e-9, 6e-9, 7e-9, 8e-9, 9e-9, 1e-8]),
]

@Suite struct LinearTicksTests {
    @Test(arguments: rawTickCases)
    func d3TicksOnRawExtentMatchReference(_ c: ScalesRawTickCase) {
        #expect(TickMath.tickIncrement(c.lo, c.hi, count: c.count) == c.increment)
        #expect(TickMath.ticks(c.lo, c.hi, count: c.count) == c.ticks)
        // Reversed input gives the same ticks in descending order (d3).
        #expect(TickMath.ticks(c.hi, c.lo, count: c.count) == c.ticks.reversed())
    }

    @Test func fractionalTicksAreNotAccumulated() {
        // 0.1-steps must be index/10, not 0.1+0.1+0.1 (= 0.30000000000000004).
        #expect(TickMath.ticks(0, 1, count: 10)[3] == 0.3)
    }

    @Test func tickStepIsSignedAndReciprocalFree() {
        #expect(TickMath.tickStep(0, 1, count: 5) == 0.2)
        #expect(TickMath.tickStep(1, 0, count: 5) == -0.2)
        #expect(TickMath.tickStep(0, 9067, count: 5) == 2000)
    }

    @Test func desiredCountThreeOnZeroToHundredGivesFifty() {
        // Apple doc: AxisMarks(values: .automatic(desiredCount: 3)) on 0…100 → 0, 50, 100.
        #expect(TickMath.ticks(0, 100, count: 3) == [0, 50, 100])
    }

    @Test func degenerateTickInputsDoNotCrash() {
        #expect(TickMath.ticks(5, 5, count: 4) == [5])
        #expect(TickMath.ticks(0, 1, count: 0) == [])
        #expect(TickMath.ticks(0, 1, count: -3) == [])
        #expect(TickMath.ticks(.nan, 1, count: 4) == [])
        #expect(TickMath.ticks(0, .infinity, count: 4) == [])
        #expect(TickMath.ticks(-.infinity, .infinity, count: 4) == [])
        // Span overflows Double: no ticks rather than NaN/∞ values.
        #expect(TickMath.ticks(-1e308, 1e308, count: 4) == [])
        #expect(TickMath.nice(.nan, 1, count: 4).1 == 1)
    }

    @Test func extremelySmallMagnitudesGiveExactTicks() {
        // 1e-300…1e-299: step 1.8e-300 → factor 2 at power −300, reciprocal 1e300/2 is finite.
        let t = TickMath.ticks(1e-300, 1e-299, count: 5)
        // 1e300 is inexact, so the third tick is 3 ÷ 5e299 = 5.999999999999999e-300 — exactly what
        // d3 (`ticks(1e-300, 1e-299, 5)`) gives.
        #expect(t == [2e-300, 4e-300, 5.999999999999999e-300, 8e-300, 1e-299])
        #expect(TickMath.nice(1e-300, 1e-299, count: 4) == (0, 1e-299))
        // Subnormal span: reciprocal overflows, the direct increment is used; must stay finite.
        let tiny = Double.leastNonzeroMagnitude * 10_000  // ≈ 4.9e-320
        let s = TickMath.ticks(0, tiny, count: 5)
        #expect(!s.isEmpty && s.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= tiny })
    }

    @Test func hugeCountsAreClamped() {
        // count Int.max is treated as TickMath.maximumCount (10,000): 0…1 at count 10,000 → step 1e-4.
        let t = TickMath.ticks(0, 1, count: Int.max)
        #expect(t.count == 10_001)
        #expect(t[1] == 0.0001 && t.last == 1)
        #expect(TickMath.ticks(0, 1, count: 100_000).count == 10_001)
    }

    @Test func niceMatchesReferenceIncludingOvershoot() {
        // d3's nice() calibration: [0,15] c=5 → [0,20] (two iterations), c=4 → [0,15].
        #expect(TickMath.nice(0, 15, count: 5) == (0, 20))
        #expect(TickMath.nice(0, 15, count: 4) == (0, 15))
        #expect(TickMath.nice(0, 85, count: 4) == (0, 100))
        #expect(TickMath.nice(20, 85, count: 4) == (20, 100))
        #expect(TickMath.nice(0, 15000, count: 4) == (0, 15000))
        #expect(TickMath.nice(0, 85, count: 10) == (0, 90))
        // Reversed domains stay reversed.
        #expect(TickMath.nice(85, 0, count: 4) == (100, 0))
    }

    @Test func jsRoundSendsHalvesUp() {
        #expect(TickMath.jsRound(2.5) == 3)
        #expect(TickMath.jsRound(-2.5) == -2)
        #expect(TickMath.jsRound(-2.6) == -3)
    }
}
