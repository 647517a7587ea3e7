import Foundation
import Testing

@testable import Charts

/// Deterministic xorshift generator so the fuzz inputs are reproducible.
private struct XorShift {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
    /// A double with a random sign and a magnitude spread over 1e-300…1e300, or a special value.
    mutating func awkwardDouble() -> Double {
        switch next() % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        default:
            let exponent = Double(Int(next() % 601) - 300)
            let mantissa = Double(next() % 1000) / 100
            return (next() % 2 == 0 ? 1 : -1) * mantissa * pow(10, exponent)
        }
    }
}

@Suite struct AwkwardInputsDoNotCrashTests {
    @Test func randomRangesGiveBoundedTicksInsideTheDomain() {
        var rng = XorShift(state: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<1_000 {
            let a = rng.awkwardDouble(), b = rng.awkwardDouble()
            let count = Int(rng.next() % 40)
            let ticks = TickMath.ticks(a, b, count: count)
            #expect(ticks.count <= 2 * TickMath.maximumCount)
            if a.isFinite, b.isFinite, !ticks.isEmpty {
                let lo = min(a, b), hi = max(a, b)
                #expect(ticks.allSatisfy { $0.isFinite && $0 >= lo && $0 <= hi })
            }
            let scale = LinearScale.automatic(values: [a, b], tickCount: max(1, count), range: (300, 0))
            #expect(scale.domainStart.isFinite && scale.domainEnd.isFinite)
            #expect(scale.domainStart < scale.domainEnd)
            let labels = TickLabelFormatter.labels(for: scale.ticks(), step: scale.tickStep)
            #expect(labels.count == scale.ticks().count)
        }
    }

    @Test func awkwardBandScalesAndCurvesAreSafe() {
        var rng = XorShift(state: 42)
        for _ in 0..<1_000 {
            let band = BandScale(count: Int(rng.next() % 1_000), range: (CGFloat(rng.awkwardDouble()), CGFloat(rng.awkwardDouble())),
                                 paddingInner: CGFloat(rng.awkwardDouble()), paddingOuter: CGFloat(rng.awkwardDouble()))
            _ = band.index(at: CGFloat(rng.awkwardDouble()))
            _ = band.center(of: Int(rng.next() % 2_000) - 1_000)
            let pts = (0..<8).map { _ in CGPoint(x: rng.awkwardDouble(), y: rng.awkwardDouble()) }
            for kind: CurveKind in [.linear, .monotone, .cardinal(), .catmullRom(), .stepStart, .stepCenter, .stepEnd] {
                _ = CurveInterpolation.segments(pts, curve: kind)
            }
        }
    }
}
