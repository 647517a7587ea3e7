import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

@MainActor
struct GestureCompositionTests {
    @Test func simultaneousGesturesBothReportFirstThenSecond() {
        let log = EventLog()
        let both = DragGesture(minimumDistance: 0).onChanged { _ in log("drag") }
            .simultaneously(with: LongPressGesture(minimumDuration: 0.5).onEnded { _ in log("long press") })
            .onEnded { value in log("ended first \(value.first != nil) second \(value.second != nil)") }
        let host = TestHost(square().gesture(both))
        host.render()
        host.press(at: .at(150, 100))
        host.advance(by: 0.6)                   // the long press's deadline, on the virtual clock
        host.move(to: .at(152, 100))
        host.release(at: .at(152, 100))
        #expect(log.entries == ["drag", "long press", "drag", "ended first true second true"])
    }

    @Test func exclusiveGestureWaitsForTheFirstToFailBeforeTheSecond() {
        let log = EventLog()
        let taps = TapGesture(count: 2).onEnded { log("double") }.exclusively(before: TapGesture().onEnded { log("single") })
        let host = TestHost(square().gesture(taps))
        host.render()
        host.tap(at: .at(150, 100))
        #expect(log.entries.isEmpty)            // it may still become a double tap
        host.advance(by: 0.4)                   // past the interval: the double tap fails, the single one runs
        #expect(log.entries == ["single"])
        host.tap(at: .at(150, 100))
        host.advance(by: 0.1)
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["single", "double"])
        host.advance(by: 1)
        #expect(log.entries == ["single", "double"])
    }

    @Test func sequencedLongPressThenDrag() {
        let log = EventLog()
        let sequence = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): log("first \(pressing)")
                case .second(let pressed, let drag): log("second \(pressed) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                }
            }
        let host = TestHost(square().gesture(sequence))
        host.render()
        host.press(at: .at(150, 100))
        host.advance(by: 0.5)
        host.move(to: .at(170, 100))
        #expect(log.entries == ["first true", "second true 0.0", "second true 20.0"])
    }

    @Test func aChildGestureWinsOverItsParents() {
        let log = EventLog()
        let host = TestHost(square().onTapGesture { log("child") }.frame(width: 200, height: 150)
            .contentShape(Rectangle()).onTapGesture { log("parent") })
        host.render()
        host.tap(at: .at(150, 100))
        host.tap(at: .at(60, 40))
        #expect(log.entries == ["child", "parent"])
    }

    @Test func aHighPriorityGestureWinsOverTheChilds() {
        let log = EventLog()
        let host = TestHost(square().onTapGesture { log("child") }.highPriorityGesture(TapGesture().onEnded { log("parent") }))
        host.render()
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["parent"])
    }

    @Test func aSimultaneousGestureRunsWithTheChilds() {
        let log = EventLog()
        let host = TestHost(square().onTapGesture { log("child") }.simultaneousGesture(TapGesture().onEnded { log("parent") }))
        host.render()
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["child", "parent"])
    }

    @Test func aDragThatWinsCancelsATap() {
        let log = EventLog()
        let host = TestHost(square().onTapGesture { log("tap") }
            .gesture(DragGesture(minimumDistance: 5).onEnded { _ in log("drag") }))
        host.render()
        host.drag([.at(150, 100), .at(158, 100)])
        #expect(log.entries == ["drag"])
    }

    @Test func gestureMaskTurnsOffTheSubviewsOrTheGesture() {
        let log = EventLog()
        let host = TestHost(VStack {
            square().onTapGesture { log("a child") }.gesture(TapGesture().onEnded { log("a parent") }, including: .gesture)
        }.frame(width: 300, height: 200))
        host.render()
        host.tap(at: .at(150, 100))
        let other = TestHost(square().onTapGesture { log("b child") }.gesture(TapGesture().onEnded { log("b parent") }, including: .subviews))
        other.render()
        other.tap(at: .at(150, 100))
        #expect(log.entries == ["a parent", "b child"])
    }

    @Test func mapTransformsTheValue() {
        let log = EventLog()
        let host = TestHost(square().gesture(SpatialTapGesture().map { $0.location.x * 2 }.onEnded { log("\($0)") }))
        host.render()
        host.tap(at: .at(110, 60))
        #expect(log.entries == ["20.0"])
    }
}
