import Foundation
import Testing

@testable import Charts

// d3-shape curves through (0,1),(1,3),(2,2),(3,5), printed to 6 decimals.

private let curvePoints = [CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 3), CGPoint(x: 2, y: 2), CGPoint(x: 3, y: 5)]
private let screenPoints = curvePoints.map { CGPoint(x: $0.x * 100, y: 200 - $0.y * 40) }

private func path(_ pts: [CGPoint], _ curve: CurveKind) -> String {
    CurveSegment.svgPathData(CurveInterpolation.segments(pts, curve: curve))
}

@Suite struct CurveInterpolationTests {
    @Test func linearCurveJoinsPoints() {
        #expect(path(curvePoints, .linear) == "M0,1 L1,3 L2,2 L3,5")
    }

    @Test func monotoneMatchesD3InDataAndScreenSpace() {
        #expect(path(curvePoints, .monotone)
            == "M0,1 C0.333333,2,0.666667,3,1,3 C1.333333,3,1.666667,2,2,2 C2.333333,2,2.666667,3.5,3,5")
        #expect(path(screenPoints, .monotone)
            == "M0,160 C33.333333,120,66.666667,80,100,80 C133.333333,80,166.666667,120,200,120 C233.333333,120,266.666667,60,300,0")
    }

    @Test func cardinalMatchesD3() {
        #expect(path(curvePoints, .cardinal())
            == "M0,1 C0,1,0.666667,2.833333,1,3 C1.333333,3.166667,1.666667,1.666667,2,2 C2.333333,2.333333,3,5,3,5")
        #expect(path(curvePoints, .cardinal(tension: 0.5))
            == "M0,1 C0,1,0.833333,2.916667,1,3 C1.166667,3.083333,1.833333,1.833333,2,2 C2.166667,2.166667,3,5,3,5")
    }

    @Test func catmullRomMatchesD3() {
        #expect(path(screenPoints, .catmullRom())
            == "M0,160 C0,160,65.094362,85.172594,100,80 C132.010991,75.256357,169.231943,127.783521,200,120 C237.053823,110.626343,300,0,300,0")
        #expect(path(curvePoints, .catmullRom(alpha: 0.5))
            == "M0,1 C0,1,0.618868,2.938151,1,3 C1.303103,3.049187,1.710917,1.931757,2,2 C2.43228,2.102047,3,5,3,5")
        // α = 0 is the uniform spline = cardinal(0).
        #expect(path(curvePoints, .catmullRom(alpha: 0)) == path(curvePoints, .cardinal()))
    }

    @Test func stepCurvesMatchD3() {
        #expect(path(curvePoints, .stepStart) == "M0,1 L1,1 L1,3 L2,3 L2,2 L3,2 L3,5")
        #expect(path(curvePoints, .stepEnd) == "M0,1 L0,3 L1,3 L1,2 L2,2 L2,5 L3,5")
        #expect(path(curvePoints, .stepCenter) == "M0,1 L0.5,1 L0.5,3 L1.5,3 L1.5,2 L2.5,2 L2.5,5 L3,5")
    }

    @Test func shortRunsDegradeGracefully() {
        let all: [CurveKind] = [.linear, .monotone, .cardinal(), .catmullRom(), .stepStart, .stepCenter, .stepEnd]
        for kind in all {
            #expect(CurveInterpolation.segments([], curve: kind).isEmpty)
            #expect(path([CGPoint(x: 1, y: 2)], kind) == "M1,2")
        }
        for kind: CurveKind in [.linear, .monotone, .cardinal(), .catmullRom()] {
            #expect(path([CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 4)], kind) == "M0,0 L2,4")
        }
    }

    @Test func nonFinitePointsSplitTheLineIntoRuns() {
        let pts = [CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 3), CGPoint(x: 2, y: CGFloat.nan),
                   CGPoint(x: 3, y: 5), CGPoint(x: 4, y: 6), CGPoint(x: CGFloat.infinity, y: 0)]
        #expect(path(pts, .linear) == "M0,1 L1,3 M3,5 L4,6")
        #expect(path([CGPoint(x: CGFloat.nan, y: 0)], .monotone) == "")
    }

    @Test func monotoneSkipsDuplicatesAndHandlesVerticalSteps() {
        // Duplicate consecutive points are dropped (d3), so this equals the 4-point case.
        let dup = [curvePoints[0], curvePoints[1], curvePoints[1], curvePoints[2], curvePoints[3]]
        #expect(path(dup, .monotone) == path(curvePoints, .monotone))
        // Same x, different y: infinite secant; tangents must stay finite (NaN → 0 rule).
        let vertical = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 2), CGPoint(x: 2, y: 3)]
        let segs = CurveInterpolation.segments(vertical, curve: .monotone)
        #expect(segs.count == 4)
    }

    @Test func monotoneNeverOvershootsMonotoneData() {
        let pts = (0..<50).map { CGPoint(x: CGFloat($0), y: CGFloat($0 < 25 ? 0 : 10)) }
        for seg in CurveInterpolation.segments(pts, curve: .monotone) {
            if case .curve(_, let c1, let c2) = seg {
                #expect(c1.y >= 0 && c1.y <= 10 && c2.y >= 0 && c2.y <= 10)
            }
        }
    }

    @Test func areaOutlineRunsTopForwardAndBaselineBackward() {
        let top = [CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 3), CGPoint(x: 2, y: 2)]
        let base = top.map { CGPoint(x: $0.x, y: 0) }
        let segs = CurveInterpolation.areaSegments(top: top, baseline: base, curve: .linear)
        #expect(CurveSegment.svgPathData(segs) == "M0,1 L1,3 L2,2 L2,0 L1,0 L0,0 Z")
        var gapTop = top
        gapTop[1].y = .nan
        let split = CurveInterpolation.areaSegments(top: gapTop, baseline: base, curve: .linear)
        #expect(CurveSegment.svgPathData(split) == "M0,1 L0,0 Z M2,2 L2,0 Z")
    }

    @Test func hundredThousandPointsInterpolate() {
        let pts = (0..<100_000).map { CGPoint(x: CGFloat($0), y: CGFloat(sin(Double($0) / 100))) }
        #expect(CurveInterpolation.segments(pts, curve: .monotone).count == 100_000)
        #expect(CurveInterpolation.segments(pts, curve: .catmullRom()).count == 100_000)
        #expect(CurveInterpolation.segments(pts, curve: .stepCenter).count == 1 + 2 * 99_999 + 1)
    }
}
