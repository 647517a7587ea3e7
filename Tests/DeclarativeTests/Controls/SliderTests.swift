import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A slider steps by key, jumps to a tap on its track, and never traps on a bad range.
@Suite @MainActor struct SliderTests {
    @Test func arrowsStepByTheStep() {
        let width = Box(2.0)
        let host = TestHost.control(Slider(value: width.binding, in: 1...8, step: 1))
        host.press(.tab)
        for _ in 0..<5 { host.press(.rightArrow) }
        #expect(width.value == 7)
        for _ in 0..<9 { host.press(.leftArrow) }
        #expect(width.value == 1)
        host.press(.end)
        #expect(width.value == 8)
    }

    @Test func withoutAStepArrowsMoveATwentieth() {
        let value = Box(Float(0.5))
        let host = TestHost.control(Slider(value: value.binding))
        host.press(.tab)
        host.press(.rightArrow)
        #expect(abs(value.value - 0.55) < 0.0001)
    }

    @Test func editingChangedBracketsEachChange() {
        let log = Box<[Bool]>([])
        let value = Box(0.0)
        let host = TestHost.control(Slider(value: value.binding, in: 0...10, onEditingChanged: { log.value.append($0) }))
        host.press(.tab)
        host.press(.rightArrow)
        #expect(log.value == [true, false])
    }

    @Test func aTapOnTheTrackSetsTheValueThere() {
        let value = Box(0.0)
        let host = TestHost.control(Slider(value: value.binding, in: 0...100, step: 1), size: CGSize(width: 228, height: 50))
        // The track spans the width; the thumb's centre travels from 14 to 214 pt.
        host.tap(at: CGPoint(x: 114, y: 25))
        #expect(value.value == 50)
        host.tap(at: CGPoint(x: 214, y: 25))
        #expect(value.value == 100)
    }

    @Test func theThumbSitsAtTheValueAndFollowsIt() throws {
        let value = Box(0.25)
        let host = TestHost.control(Stateful(value) { Slider(value: $0) }, size: CGSize(width: 228, height: 50))
        let thumb = try #require(host.shapes(in: "SliderTrack").last)
        #expect(abs(thumb.frame.midX - 64) < 0.01)
        #expect(thumb.frame.width == 28)
        host.press(.tab)
        host.press(.end)
        #expect(value.value == 1)
        #expect(abs(try #require(host.shapes(in: "SliderTrack").last).frame.midX - 214) < 0.01)
    }

    @Test func draggingTheThumbFollowsThePointer() throws {
        let value = Box(0.0)
        let host = TestHost.control(Stateful(value) { Slider(value: $0, in: 0...100, step: 1) },
                                    size: CGSize(width: 228, height: 50))
        host.drag([CGPoint(x: 14, y: 25), CGPoint(x: 64, y: 25), CGPoint(x: 164, y: 25)])
        #expect(value.value == 75)
        #expect(abs(try #require(host.shapes(in: "SliderTrack").last).frame.midX - 164) < 0.01)
    }

    @Test func badRangesDoNotTrap() {
        let value = Box(3.0)
        let empty = TestHost.control(Slider(value: value.binding, in: 3...3))
        empty.press(.tab)
        #expect(!empty.press(.rightArrow))
        #expect(value.value == 3)

        let nanValue = Box(Double.nan)
        let nan = TestHost.control(Slider(value: nanValue.binding, in: 0...10, step: 2))
        nan.press(.tab)
        nan.press(.rightArrow)
        #expect(nanValue.value == 2)

        let infinite = Box(1.0)
        let unbounded = TestHost.control(Slider(value: infinite.binding, in: 0...Double.infinity))
        unbounded.press(.tab)
        #expect(!unbounded.press(.rightArrow))
        #expect(infinite.value == 1)
    }

    @Test func theModelClampsAndSnaps() {
        let model = SliderValue(lower: 0, upper: 10, step: 3)
        #expect(model.value(atFraction: 1) == 9)
        #expect(model.value(atFraction: .nan) == 0)
        #expect(model.fraction(of: 20) == 1)
        #expect(model.stepped(9, up: true) == 9)
        // Swift itself refuses a reversed or NaN `ClosedRange`; the model still sorts bounds it is handed.
        #expect(SliderValue(lower: 10, upper: 0, step: nil).fraction(of: 2.5) == 0.25)
        #expect(!SliderValue(lower: .nan, upper: 1, step: nil).isUsable)
    }
}
