import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

@MainActor
struct DragGestureTests {
    @Test func dragReportsEachMoveInLocalCoordinatesThenEnds() {
        let log = EventLog()
        let host = TestHost(square().gesture(DragGesture()
            .onChanged { log("changed \($0.location.x),\($0.location.y) from \($0.startLocation.x) by \($0.translation.width)") }
            .onEnded { log("ended \($0.location.x) by \($0.translation.width)") }))
        host.render()
        host.drag([.at(110, 60), .at(130, 60), .at(150, 60)])
        #expect(log.entries == ["changed 30.0,10.0 from 10.0 by 20.0", "changed 50.0,10.0 from 10.0 by 40.0",
                                "ended 50.0 by 40.0"])
    }

    @Test func minimumDistanceHoldsTheDragBackUntilItIsExceeded() {
        let log = EventLog()
        let host = TestHost(square().gesture(DragGesture(minimumDistance: 30).onChanged { log("x \($0.location.x)") }))
        host.render()
        host.press(at: .at(110, 60))
        host.move(to: .at(120, 60))
        host.move(to: .at(139, 60))
        #expect(log.entries.isEmpty)
        host.move(to: .at(140, 60))
        #expect(log.entries == ["x 40.0"])
    }

    @Test func aDragShorterThanItsDistanceFailsWithoutEnding() {
        let log = EventLog()
        let host = TestHost(square().gesture(DragGesture().onEnded { _ in log("ended") }))
        host.render()
        host.drag([.at(110, 60), .at(115, 60)])
        #expect(log.entries.isEmpty)
    }

    @Test func zeroMinimumDistanceStartsAtThePress() {
        let log = EventLog()
        let host = TestHost(square().gesture(DragGesture(minimumDistance: 0).onChanged { log("x \($0.location.x)") }))
        host.render()
        host.press(at: .at(150, 100))
        #expect(log.entries == ["x 50.0"])
    }

    @Test func theViewUnderThePressKeepsTheDragWhenThePointerLeavesIt() {
        let log = EventLog()
        let host = TestHost(square().gesture(DragGesture(coordinateSpace: .global).onChanged { log("x \($0.location.x)") }))
        host.render()
        host.drag([.at(190, 100), .at(290, 190), .at(-50, 400)])
        #expect(log.entries == ["x 290.0", "x -50.0"])
    }

    @Test func velocityAndPredictedEndFollowTheLastMove() {
        var last: DragGesture.Value?
        let host = TestHost(square().gesture(DragGesture().onChanged { last = $0 }))
        host.render()
        host.press(at: .at(110, 60))
        host.advance(by: 0.1)
        host.move(to: .at(130, 60))
        let v = try! #require(last)
        #expect(abs(v.velocity.width - 200) < 1e-9)
        #expect(abs(v.predictedEndTranslation.width - (20 + 200 * 0.499)) < 1e-6)
        #expect(v.time == host.clock.date)
    }

    @Test func locationsInANamedCoordinateSpace() {
        let log = EventLog()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            square().gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("stack")).onChanged {
                log("\($0.location.x),\($0.location.y)")
            })
        }.coordinateSpace(name: "stack")
        let host = TestHost(view)
        host.render()
        // The stack is 100 × 120, centred: its origin is (100, 40); the square starts 20 below it.
        host.press(at: .at(110, 70))
        #expect(log.entries == ["10.0,30.0"])
    }

    @Test func nonFiniteAndOffScreenPointsNeverTrap() {
        let log = EventLog()
        let host = TestHost(square().gesture(DragGesture(minimumDistance: 0).onChanged { log("x \($0.location.x)") }
            .onEnded { log("end \($0.location.x)") }))
        host.render()
        host.press(at: .at(.nan, 60))              // hits nothing
        host.release(at: .at(.nan, 60))
        #expect(log.entries.isEmpty)
        host.press(at: .at(110, 60))
        host.move(to: .at(.infinity, .nan))         // ignored: the drag stays where it was
        host.move(to: .at(-1e9, 60))                // off-screen: reported as it is
        host.release(at: .at(-1e9, 60))
        #expect(log.entries == ["x 10.0", "x -1000000100.0", "end -1000000100.0"])
    }
}
