import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Tab and Shift-Tab walk the focusable views in reading order; keys go to the focused view, then its ancestors.
@Suite @MainActor struct FocusTraversalTests {
    struct Row: View {
        let name: String
        let log: Box<[String]>
        var body: some View {
            Text(name).focusable().onKeyPress(.space) {
                log.value.append(name)
                return .handled
            }
        }
    }

    struct Three: View {
        let log: Box<[String]>
        var disabledMiddle = false
        var body: some View {
            VStack {
                Row(name: "A", log: log)
                Row(name: "B", log: log).disabled(disabledMiddle)
                Row(name: "C", log: log)
            }
            .onKeyPress(.return) {
                log.value.append("ancestor")
                return .handled
            }
        }
    }

    @Test func tabWalksInReadingOrderAndWraps() {
        let log = Box<[String]>([])
        let host = TestHost.control(Three(log: log))
        for _ in 0..<4 {
            host.press(.tab)
            host.press(.space)
        }
        #expect(log.value == ["A", "B", "C", "A"])
    }

    @Test func shiftTabWalksBackwards() {
        let log = Box<[String]>([])
        let host = TestHost.control(Three(log: log))
        for _ in 0..<2 {
            host.host.press(KeyPress(key: .tab, modifiers: .shift))
            host.press(.space)
        }
        #expect(log.value == ["C", "B"])
    }

    @Test func disabledViewsAreSkipped() {
        let log = Box<[String]>([])
        let host = TestHost.control(Three(log: log, disabledMiddle: true))
        for _ in 0..<2 {
            host.press(.tab)
            host.press(.space)
        }
        #expect(log.value == ["A", "C"])
    }

    @Test func aKeyTheFocusedViewIgnoresGoesToItsAncestors() {
        let log = Box<[String]>([])
        let host = TestHost.control(Three(log: log))
        host.press(.tab)
        #expect(host.press(.return))
        #expect(log.value == ["ancestor"])
    }

    @Test func aFocusedViewIsMarkedInTheDisplayList() {
        let host = TestHost.control(Three(log: Box([])))
        #expect(host.items(named: "FocusMark").isEmpty)
        host.press(.tab)
        #expect(host.items(named: "FocusMark").count == 1)
    }

    @Test func withNothingFocusedEveryHandlerIsOffered() {
        let log = Box<[String]>([])
        let host = TestHost.control(Three(log: log))
        #expect(host.press(.space))
        #expect(log.value == ["C"])      // innermost and last first
    }

    @Test func tabWithNothingFocusableIsNotHandled() {
        let host = TestHost.control(Text("plain"))
        #expect(!host.press(.tab))
    }
}
