import Foundation
import Testing
@testable import Declarative

struct UnitCurveTests {
    // Reference: WebKit's UnitBezier solver run to 1e-12 (and OpenSwiftUI's
    // compatibility tests against SwiftUI at ±0.01).
    @Test(arguments: [
        (UnitCurve.easeIn, [0.093464651, 0.315356813, 0.621861869]),
        (UnitCurve.easeOut, [0.378138131, 0.684643187, 0.906535349]),
        (UnitCurve.easeInOut, [0.129161931, 0.5, 0.870838069]),
        (UnitCurve.linear, [0.25, 0.5, 0.75]),
    ])
    func bezierCurvesMatchWebKitSolver(curve: UnitCurve, expected: [Double]) {
        for (x, y) in zip([0.25, 0.5, 0.75], expected) {
            #expect(animClose(curve.value(at: x), y, 1e-9))
        }
    }

    @Test func valueClampsProgress() {
        #expect(UnitCurve.easeInOut.value(at: -1) == 0)
        #expect(animClose(UnitCurve.easeInOut.value(at: 2), 1, 1e-12))
        #expect(UnitCurve.linear.value(at: 1.5) == 1)
    }

    @Test func bezierYMayOvershoot() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.5, y: -0.5),
                                     endControlPoint: UnitPoint(x: 0.5, y: 1.5))
        #expect(animClose(curve.value(at: 0.2), -0.07100993521370286, 1e-9))
        #expect(animClose(curve.value(at: 0.8), 1.071009935213703, 1e-9))
    }

    @Test func velocityIsSlopeOfCurve() {
        // dy/dx of ease-in-out at its midpoint: Y'(t)/X'(t) at t = 0.5.
        #expect(animClose(UnitCurve.easeInOut.velocity(at: 0.5), 1.7241379310344829, 1e-9))
        #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
        let h = 1e-6
        let numeric = (UnitCurve.easeIn.value(at: 0.4 + h) - UnitCurve.easeIn.value(at: 0.4 - h)) / (2 * h)
        #expect(animClose(UnitCurve.easeIn.velocity(at: 0.4), numeric, 1e-5))
    }

    @Test func inverseSwapsAxes() {
        let x = UnitCurve.easeInOut.inverse.value(at: 0.6)
        #expect(animClose(x, 0.5585068427938574, 1e-9))
        #expect(animClose(UnitCurve.easeInOut.value(at: x), 0.6, 1e-9))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    }

    @Test func circularCurvesFollowQuarterCircles() {
        #expect(animClose(UnitCurve.circularEaseIn.value(at: 0.6), 1 - (1 - 0.36).squareRoot(), 1e-12))
        #expect(animClose(UnitCurve.circularEaseOut.value(at: 0.4), (1 - 0.36).squareRoot(), 1e-12))
        #expect(animClose(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - (0.75).squareRoot()) / 2, 1e-12))
        #expect(animClose(UnitCurve.circularEaseInOut.value(at: 0.75), 1 - (1 - (0.75).squareRoot()) / 2, 1e-12))
        #expect(animClose(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.6 / 0.8, 1e-12))
    }
}
