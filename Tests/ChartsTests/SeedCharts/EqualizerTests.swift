import Testing
import Foundation
import Declarative
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `Equalizer` swings as seed 001 does: capsule heights read from the display list at virtual times.
    @MainActor
    struct EqualizerTests {
        /// The capsules' frames, left to right, from a host started at t = 0.
        func heights(_ host: TestHost, at t: Double) -> [CGFloat] {
            SeedChartSupport.shapes(host.render(at: t)).map(\.frame.height)
        }

        /// One bar of the seed: up on easeInOut over 0.9 s, then down, forever; `t` from the start of its own swing.
        func expectedHeight(_ t: Double, low: Double = 14, high: Double = 42) -> Double {
            guard t > 0 else { return low }
            let swing = t.truncatingRemainder(dividingBy: 1.8)
            let up = swing <= 0.9
            let progress = UnitCurve.easeInOut.value(at: (up ? swing : swing - 0.9) / 0.9)
            return up ? low + (high - low) * progress : high - (high - low) * progress
        }

        @Test func capsulesAreSevenPointsWideOnOneBaseline() {
            let host = TestHost(Equalizer(), size: CGSize(width: 100, height: 60))
            let capsules = SeedChartSupport.shapes(host.render(at: 0.5))
            #expect(capsules.count == 4)
            let widths = Set(capsules.map(\.frame.width))
            #expect(widths == [7])
            #expect(Set(capsules.map(\.frame.maxY)).count == 1)
            // 4 × 7 + 3 × 5 wide, 42 tall, centred in the host.
            #expect(SeedChartSupport.close(capsules[0].frame.minX, 50 - 43.0 / 2))
            #expect(SeedChartSupport.close(capsules[0].frame.maxY, 30 + 21))
        }

        @Test func heightsStayBetweenFourteenAndFortyTwo() {
            let host = TestHost(Equalizer(bars: 6), size: CGSize(width: 100, height: 60))
            var seenLow = false, seenHigh = false
            for step in 0...200 {
                let hs = heights(host, at: Double(step) * 0.037)
                let inside = hs.allSatisfy { $0 >= 14 - 1e-9 && $0 <= 42 + 1e-9 }
                #expect(inside, "\(hs) at step \(step)")
                seenLow = seenLow || hs.contains { $0 < 15 }
                seenHigh = seenHigh || hs.contains { $0 > 41 }
            }
            #expect(seenLow && seenHigh)
        }

        @Test func theFirstBarSwingsOnEaseInOutBackAndForth() {
            let host = TestHost(Equalizer(), size: CGSize(width: 100, height: 60))
            for t in [0.0, 0.2, 0.45, 0.9, 1.1, 1.8, 2.3, 5.0] {
                let h = heights(host, at: t)[0]
                #expect(abs(h - expectedHeight(t)) < 1e-6, "t=\(t): \(h) vs \(expectedHeight(t))")
            }
        }

        @Test func eachBarFollowsTheOneBeforeByAPhaseStep() {
            let host = TestHost(Equalizer(), size: CGSize(width: 100, height: 60))
            for t in stride(from: 0.0, through: 4, by: 0.13) {
                let hs = heights(host, at: t)
                for i in 0..<4 {
                    let expected = expectedHeight(t - 0.14 * Double(i))
                    #expect(abs(hs[i] - expected) < 1e-6, "bar \(i) at t=\(t): \(hs[i]) vs \(expected)")
                }
            }
        }

        @Test func itKeepsAskingForFrames() {
            let host = TestHost(Equalizer(), size: CGSize(width: 100, height: 60))
            host.render(at: 0)
            host.render(at: 100)
            #expect(host.host.needsFrame)
        }

        @Test func tintAndSizesAreParameters() {
            let host = TestHost(Equalizer(bars: 3, tint: .mint, barWidth: 3, minHeight: 5, maxHeight: 20, spacing: 2),
                                size: CGSize(width: 100, height: 60))
            for t in stride(from: 0.0, through: 3, by: 0.1) {
                let capsules = SeedChartSupport.shapes(host.render(at: t))
                #expect(capsules.count == 3)
                let inside = capsules.allSatisfy { $0.frame.width == 3 && $0.frame.height >= 5 - 1e-9 && $0.frame.height <= 20 + 1e-9 }
                #expect(inside, "t=\(t)")
                if case .shape(let s) = capsules[0].content {
                    #expect(s.fill == .color(Color.mint.resolve(in: .light)))
                }
            }
        }

        @Test func reduceMotionStandsStill() {
            var env = EnvironmentValues()
            env.accessibilityReduceMotion = true
            let host = TestHost(Equalizer(), size: CGSize(width: 100, height: 60), environment: env)
            let first = heights(host, at: 0)
            #expect(first == heights(host, at: 1.3))
            let inside = first.allSatisfy { $0 >= 14 && $0 <= 42 }
            #expect(inside)
            #expect(Set(first).count > 1)
            #expect(!host.host.needsFrame)
        }

        @Test(arguments: [0, -1, Int.min])
        func noBarsDrawNothing(_ bars: Int) {
            let host = TestHost(Equalizer(bars: bars), size: CGSize(width: 100, height: 60))
            #expect(host.render(at: 1).items.isEmpty)
        }

        @Test func badSizesNeverCrash() {
            let host = TestHost(Equalizer(bars: 3, barWidth: .nan, minHeight: 50, maxHeight: -.infinity, spacing: .infinity),
                                size: CGSize(width: 100, height: 60))
            for t in [0.0, 0.5, 2] {
                for item in host.render(at: t).items {
                    let f = item.frame
                    let finite = [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
                    #expect(finite)
                }
            }
        }
    }
}
