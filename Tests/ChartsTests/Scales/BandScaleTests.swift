import Foundation
import Testing

@testable import Charts

// d3.scaleBand over a 300 pt plot, align 0.5.

private func close(_ a: CGFloat, _ b: Double, _ tol: Double = 0.0006) -> Bool { abs(Double(a) - b) <= tol }
private func close(_ a: [CGFloat], _ b: [Double], _ tol: Double = 0.0006) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tol) }
}

@Suite struct BandScaleTests {
    @Test func sevenBandsWithRecommendedPadding() {
        let s = BandScale(count: 7, range: (0, 300))
        #expect(close(s.step, 42.8571, 0.00005))
        #expect(close(s.bandwidth, 38.5714, 0.00005))
        #expect(close(s.starts, [2.143, 45, 87.857, 130.714, 173.571, 216.429, 259.286]))
        #expect(close((0..<7).map(s.center(of:)), [21.429, 64.286, 107.143, 150, 192.857, 235.714, 278.571]))
    }

    @Test func sevenBandsWithEqualPaddings() {
        let s = BandScale(count: 7, range: (0, 300), paddingInner: 0.1, paddingOuter: 0.1)
        #expect(close(s.step, 42.2535, 0.00005))
        #expect(close(s.bandwidth, 38.0282, 0.00005))
        #expect(close(s.starts, [4.225, 46.479, 88.732, 130.986, 173.239, 215.493, 257.746]))
        let wide = BandScale(count: 7, range: (0, 300), paddingInner: 0.2, paddingOuter: 0.1)
        #expect(close(wide.bandwidth, 34.2857, 0.00005))
        #expect(close(wide.starts, [4.286, 47.143, 90, 132.857, 175.714, 218.571, 261.429]))
    }

    @Test func twelveBands() {
        let s = BandScale(count: 12, range: (0, 300))
        #expect(close(s.step, 25, 1e-9) && close(s.bandwidth, 22.5, 1e-9))
        #expect(close(s.starts, (0..<12).map { 1.25 + 25 * Double($0) }))
        let e = BandScale(count: 12, range: (0, 300), paddingInner: 0.1, paddingOuter: 0.1)
        #expect(close(e.step, 24.7934, 0.00005) && close(e.bandwidth, 22.314, 0.00005))
        #expect(close(e.starts, [2.479, 27.273, 52.066, 76.86, 101.653, 126.446, 151.24, 176.033, 200.826,
                                 225.62, 250.413, 275.207]))
    }

    @Test func reversedRangePutsFirstCategoryAtRangeStart() {
        let s = BandScale(count: 7, range: (300, 0))
        #expect(close(s.start(of: 0), 259.286))
        #expect(close(s.start(of: 6), 2.143))
    }

    @Test func zeroCategoriesAndHugeCountsAreSafe() {
        let none = BandScale(count: 0, range: (0, 300))
        #expect(none.starts.isEmpty)
        #expect(none.index(at: 10) == nil)
        #expect(close(none.step, 300, 1e-9))  // d3: step = range / max(1, 0 − 0.1 + 0.1)
        let negative = BandScale(count: -5, range: (0, 300))
        #expect(negative.count == 0)
        let huge = BandScale(count: 1_000_000_000, range: (0, 300))
        #expect(huge.step > 0 && huge.bandwidth > 0)
        #expect(huge.start(of: 999_999_999) < 300)
        #expect(huge.index(at: 150) == 499_999_999 || huge.index(at: 150) == 500_000_000)
    }

    @Test func paddingsAreClamped() {
        let s = BandScale(count: 3, range: (0, 300), paddingInner: 5, paddingOuter: -1, align: .nan)
        #expect(s.paddingInner == 1 && s.paddingOuter == 0 && s.align == 0.5)
        #expect(s.bandwidth == 0)
    }

    @Test func pointScaleHasZeroBandwidth() {
        // d3.scalePoint().domain(a,b,c).range([0,300]).padding(0.5): step 100, points 50, 150, 250.
        let p = BandScale.point(count: 3, range: (0, 300))
        #expect(p.bandwidth == 0)
        #expect(close(p.starts, [50, 150, 250], 1e-9))
    }

    @Test func indexAtPositionHitsBands() {
        let s = BandScale(count: 7, range: (0, 300))
        #expect(s.index(at: 21.4) == 0)
        #expect(s.index(at: 150) == 3)
        #expect(s.index(at: 299) == 6)
        #expect(s.index(at: -50) == nil)
    }

    @Test func categoricalDomainKeepsFirstAppearanceOrder() {
        #expect(firstAppearanceOrder(["b", "a", "b", "c", "a"]) == ["b", "a", "c"])
        #expect(firstAppearanceOrder([String]()) == [])
    }
}
