import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `@FocusState` follows the focus, and writing it moves the focus, as in SwiftUI.
@Suite @MainActor struct FocusStateTests {
    enum Field: Hashable { case name, email }

    struct Fields: View {
        @FocusState var field: Field?
        let seen: Box<[Field?]>
        let jump: Box<Field?>
        var body: some View {
            let _ = seen.value.append(field)
            VStack {
                Text("Name").focusable().focused($field, equals: .name)
                Text("Email").focusable().focused($field, equals: .email)
                Text("Jump").onTapGesture { field = jump.value }
            }
        }
    }

    struct Single: View {
        @FocusState var isFocused: Bool
        let seen: Box<Bool>
        var body: some View {
            let _ = seen.value = isFocused
            VStack {
                Text("Only").focusable().focused($isFocused)
                Text("Clear").onTapGesture { isFocused = false }
            }
        }
    }

    /// A subview handed the focus as SwiftUI code does, through `@FocusState.Binding`.
    struct Row: View {
        @FocusState.Binding var isFocused: Bool
        var body: some View {
            Text(isFocused ? "Row (focused)" : "Row").focusable().focused($isFocused)
        }
    }

    struct Parent: View {
        @FocusState var isFocused: Bool
        let seen: Box<Bool>
        var body: some View {
            let _ = seen.value = isFocused
            Row(isFocused: $isFocused)
        }
    }

    @Test func aSubviewTakesTheFocusThroughAFocusStateBinding() {
        let seen = Box(false)
        let host = TestHost.control(Parent(seen: seen))
        host.press(.tab)
        #expect(seen.value)
        #expect(host.texts.contains("Row (focused)"))
    }

    @Test func tabWritesTheValueOfTheFocusedView() {
        let seen = Box<[Field?]>([])
        let host = TestHost.control(Fields(seen: seen, jump: Box(nil)))
        host.press(.tab)
        #expect(seen.value.last == .name)
        host.press(.tab)
        #expect(seen.value.last == .email)
    }

    @Test func writingTheStateMovesTheFocus() {
        let seen = Box<[Field?]>([])
        let jump = Box<Field?>(.email)
        let host = TestHost.control(Fields(seen: seen, jump: jump))
        host.tap(label: "Jump")
        #expect(seen.value.last == .email)
        // Focus is on Email now: the next Tab wraps to Name.
        host.press(.tab)
        #expect(seen.value.last == .name)
    }

    @Test func writingNilClearsTheFocus() {
        let seen = Box<[Field?]>([])
        let jump = Box<Field?>(nil)
        let host = TestHost.control(Fields(seen: seen, jump: jump))
        host.press(.tab)
        #expect(host.host.hasFocus)
        host.tap(label: "Jump")
        #expect(!host.host.hasFocus)
        #expect(seen.value.last == .some(nil))
    }

    @Test func aBooleanStateIsTrueWhileFocused() {
        let seen = Box(false)
        let host = TestHost.control(Single(seen: seen))
        host.press(.tab)
        #expect(seen.value)
        host.tap(label: "Clear")
        #expect(!seen.value)
        #expect(!host.host.hasFocus)
    }
}
