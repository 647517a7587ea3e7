import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

@MainActor
struct HitTestingTests {
    @Test func aViewInFrontBlocksTheOneBehind() {
        let log = EventLog()
        let host = TestHost(ZStack { square().onTapGesture { log("behind") }; Color.red.frame(width: 50, height: 50) })
        host.render()
        host.tap(at: .at(150, 100))
        host.tap(at: .at(110, 60))
        #expect(log.entries == ["behind"])
    }

    @Test func allowsHitTestingFalseLetsThePointerThrough() {
        let log = EventLog()
        let host = TestHost(ZStack {
            square().onTapGesture { log("behind") }
            Color.red.frame(width: 50, height: 50).onTapGesture { log("front") }.allowsHitTesting(false)
        })
        host.render()
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["behind"])
    }

    @Test func contentShapeMakesAnUndrawnAreaHittable() {
        let log = EventLog()
        let bare = TestHost(Color.clear.frame(width: 100, height: 100).onTapGesture { log("bare") })
        bare.render()
        bare.tap(at: .at(150, 100))
        let shaped = TestHost(Color.clear.frame(width: 100, height: 100).contentShape(Rectangle()).onTapGesture { log("shaped") })
        shaped.render()
        shaped.tap(at: .at(150, 100))
        #expect(log.entries == ["shaped"])
    }

    @Test func aCircularContentShapeIsHitInsideTheCircleOnly() {
        let log = EventLog()
        let host = TestHost(Color.clear.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { log("in") })
        host.render()
        host.tap(at: .at(103, 53))              // the square's corner, outside the circle
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["in"])
    }

    @Test func hoverEntersMovesAndLeaves() {
        let log = EventLog()
        let host = TestHost(square().onHover { log("inside \($0)") }.onContinuousHover { phase in
            switch phase {
            case .active(let p): log("at \(p.x)")
            case .ended: log("ended")
            }
        })
        host.render()
        #expect(host.host.wantsHover)
        host.move(to: .at(110, 60))
        host.move(to: .at(120, 60))
        host.move(to: .at(10, 10))
        #expect(log.entries == ["at 10.0", "inside true", "at 20.0", "inside false", "ended"].sortedLike(log.entries))
    }

    @Test func theWheelGoesToTheInnermostHandlerThatUsesIt() {
        let log = EventLog()
        let host = TestHost(square().onPointerWheel { log("inner \($0.delta.height)"); return false }
            .onPointerWheel { log("outer \($0.location.x)"); return true })
        host.render()
        host.wheel(at: .at(120, 60), dy: 3)
        #expect(log.entries == ["inner 3.0", "outer 20.0"])
    }
}

extension Array where Element == String {
    /// The array, if it holds the same entries as `other` (order aside), else itself: for callbacks whose relative
    /// order between two modifiers is not part of the contract.
    func sortedLike(_ other: [String]) -> [String] { sorted() == other.sorted() ? other : self }
}
