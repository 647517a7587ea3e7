import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

@MainActor
struct TapAndLongPressTests {
    @Test func onTapGestureWithALocationReportsItInTheSpaceAskedFor() {
        let log = EventLog()
        let local = TestHost(square().onTapGesture { log("local \($0.x),\($0.y)") })
        local.render()
        local.tap(at: .at(120, 70))
        let global = TestHost(square().onTapGesture(coordinateSpace: .global) { log("global \($0.x),\($0.y)") })
        global.render()
        global.tap(at: .at(120, 70))
        #expect(log.entries == ["local 20.0,20.0", "global 120.0,70.0"])
    }

    @Test func aDoubleTapNeedsTwoTapsWithinTheInterval() {
        let log = EventLog()
        let host = TestHost(square().onTapGesture(count: 2) { log("double") })
        host.render()
        host.tap(at: .at(150, 100))
        host.advance(by: 0.5)
        host.tap(at: .at(150, 100))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.1)
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["double"])
    }

    @Test func aTapThatMovesTooFarIsNotATap() {
        let log = EventLog()
        let host = TestHost(square().onTapGesture { log("tap") })
        host.render()
        host.drag([.at(150, 100), .at(170, 100)])
        #expect(log.entries.isEmpty)
    }

    @Test func longPressEndsAfterItsDurationOnTheVirtualClock() {
        let log = EventLog()
        let host = TestHost(square().onLongPressGesture(minimumDuration: 1) { log("long") } onPressingChanged: { log("pressing \($0)") })
        host.render()
        host.press(at: .at(150, 100))
        #expect(host.host.gestureDeadline == 1)
        host.advance(by: 0.9)
        #expect(log.entries == ["pressing true"])
        host.advance(by: 0.1)
        #expect(log.entries == ["pressing true", "long", "pressing false"])
    }

    @Test func longPressFailsWhenReleasedEarlyOrMovedAway() {
        let log = EventLog()
        let host = TestHost(square().onLongPressGesture { log("long") })
        host.render()
        host.press(at: .at(150, 100))
        host.advance(by: 0.2)
        host.release(at: .at(150, 100))
        host.press(at: .at(150, 100))
        host.move(to: .at(170, 100))
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
        #expect(host.host.gestureDeadline == nil)
    }
}
