import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

@MainActor
struct GestureStateTests {
    struct Draggable: View {
        @GestureState var offset: CGFloat = 0
        let log: EventLog
        var body: some View {
            square()
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width }
                    .onEnded { _ in log("ended while offset \(offset)") })
                .overlay { Text("offset \(Int(offset))") }
        }
    }

    @Test func gestureStateFollowsTheGestureAndResetsWhenItEnds() {
        let log = EventLog()
        let host = TestHost(Draggable(log: log))
        host.render()
        host.press(at: .at(110, 60))
        let moved = host.move(to: .at(140, 60))
        #expect(moved.items.contains { $0.texts == ["offset 30"] })
        let released = host.release(at: .at(140, 60))
        #expect(released.items.contains { $0.texts == ["offset 0"] })
        #expect(log.entries == ["ended while offset 30.0"])
    }

    @Test func gestureStateResetsWhenTheGestureFails() {
        struct Pressing: View {
            @GestureState var isPressing = false
            var body: some View {
                square().gesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { v, s, _ in s = v })
                    .overlay { Text(isPressing ? "pressing" : "idle") }
            }
        }
        let host = TestHost(Pressing())
        host.render()
        // Pressed on the square's corner: the text drawn over its centre would take the press.
        #expect(host.press(at: .at(105, 55)).items.contains { $0.texts == ["pressing"] })
        #expect(host.release(at: .at(105, 55)).items.contains { $0.texts == ["idle"] })
    }

    @Test func resetTransactionCarriesItsAnimation() {
        struct Springy: View {
            @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) var offset: CGFloat = 0
            var body: some View {
                square().offset(x: offset).gesture(DragGesture().updating($offset) { v, s, _ in s = v.translation.width })
            }
        }
        let host = TestHost(Springy())
        host.render()
        host.drag([.at(110, 60), .at(150, 60)])
        let halfway = host.advance(by: 0.5)
        let x = try! #require(halfway.items.first?.frame.minX)
        #expect(abs(x - 120) < 1)        // 140 → 100 over a second: halfway at 120
    }
}

extension DisplayItem {
    /// The lines of a text item.
    var texts: [String] { if case .text(let t) = content { t.lines.map(\.text) } else { [] } }
}
