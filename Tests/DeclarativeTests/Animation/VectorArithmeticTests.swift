import Foundation
import Testing
@testable import Declarative

struct VectorArithmeticTests {
    @Test func scalarInterpolationIsLinear() {
        #expect(2.0.interpolated(towards: 6.0, amount: 0.25) == 3.0)
        #expect(Float(1).scaled(by: 3) == Float(3))
        #expect(CGFloat(4).magnitudeSquared == 16)
        var x = 10.0
        x.interpolate(towards: 0, amount: 0.5)
        #expect(x == 5)
    }

    @Test func animatablePairIsComponentWise() {
        let a = AnimatablePair(1.0, AnimatablePair(CGFloat(2), Float(3)))
        let b = AnimatablePair(4.0, AnimatablePair(CGFloat(6), Float(8)))
        let sum = a + b
        #expect(sum.first == 5 && sum.second.first == 8 && sum.second.second == 11)
        let diff = b - a
        #expect(diff == AnimatablePair(3.0, AnimatablePair(CGFloat(4), Float(5))))
        #expect(diff.magnitudeSquared == 9 + 16 + 25)
        #expect(a.scaled(by: 2) == AnimatablePair(2.0, AnimatablePair(CGFloat(4), Float(6))))
        #expect(a.interpolated(towards: b, amount: 0.5) == AnimatablePair(2.5, AnimatablePair(CGFloat(4), Float(5.5))))
    }

    @Test func emptyAnimatableDataIsInert() {
        var e = EmptyAnimatableData()
        e.scale(by: 5)
        #expect(e.magnitudeSquared == 0)
        #expect(e + .zero == e)
    }

    @Test func geometryAnimatableDataRoundTrips() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        var point = CGPoint(x: 1, y: 1)
        point.animatableData = point.animatableData.interpolated(towards: AnimatablePair(3, 5), amount: 0.5)
        #expect(point == CGPoint(x: 2, y: 3))
        var size = CGSize(width: 2, height: 3)
        size.animatableData.scale(by: 2)
        #expect(size == CGSize(width: 4, height: 6))
    }

    @Test func animatableDefaultsToEmptyOrSelf() {
        struct Inert: Animatable {}
        var inert = Inert()
        inert.animatableData = EmptyAnimatableData()
        #expect(inert.animatableData == EmptyAnimatableData())

        struct Meters: Animatable, VectorArithmetic {
            var v: Double
            static var zero: Meters { Meters(v: 0) }
            static func + (a: Meters, b: Meters) -> Meters { Meters(v: a.v + b.v) }
            static func - (a: Meters, b: Meters) -> Meters { Meters(v: a.v - b.v) }
            mutating func scale(by rhs: Double) { v *= rhs }
            var magnitudeSquared: Double { v * v }
        }
        var m = Meters(v: 2)
        #expect(m.animatableData == m)
        m.animatableData = Meters(v: 7)
        #expect(m.v == 7)
    }
}
