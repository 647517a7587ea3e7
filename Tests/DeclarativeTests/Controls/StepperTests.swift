import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A stepper steps by key and tap, and stops at its bounds.
@Suite @MainActor struct StepperTests {
    @Test func tapsOnTheHalvesStep() {
        let count = Box(3)
        let host = TestHost.control(Stepper("Points", value: count.binding, step: 2))
        host.tap(label: "+")
        #expect(count.value == 5)
        host.tap(label: "−")
        host.tap(label: "−")
        #expect(count.value == 1)
    }

    @Test func closuresAreCalledAndNilDisablesAHalf() {
        let log = Box<[String]>([])
        let host = TestHost.control(Stepper("Level", onIncrement: { log.value.append("up") }, onDecrement: nil))
        host.press(.tab)
        host.press(.rightArrow)
        #expect(!host.press(.leftArrow))
        #expect(log.value == ["up"])
    }

    @Test func arrowsStepWithinTheBoundsAndAtABoundThatHalfIsInert() {
        let count = Box(3)
        let host = TestHost.control(Stateful(count) { Stepper("Points", value: $0, in: 1...5) })
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(count.value == 5)
        #expect(!host.press(.rightArrow))
        host.tap(label: "+")
        #expect(count.value == 5)
        for _ in 0..<6 { host.press(.leftArrow) }
        #expect(count.value == 1)
        host.tap(label: "−")
        #expect(count.value == 1)
        host.tap(label: "+")
        #expect(count.value == 2)
    }

    @Test func aValueOutsideTheBoundsStepsBackIn() {
        let count = Box(50)
        let host = TestHost.control(Stepper("Points", value: count.binding, in: 1...10))
        host.press(.tab)
        host.press(.leftArrow)
        #expect(count.value == 10)
    }

    @Test func theStepperHasIOSSize() throws {
        let host = TestHost.control(Stepper("Points", value: .constant(1), in: 0...3))
        let frames = host.frames(of: "HStack")
        #expect(frames.contains { $0.size == CGSize(width: 94, height: 32) })
    }
}
