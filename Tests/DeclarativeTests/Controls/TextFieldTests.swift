import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A text field takes typed keys while it has focus, edits at its caret, submits on Return, and leaves the keys it
/// does not use to the views around it.
@Suite @MainActor struct TextFieldTests {
    /// Presses each character of `text` as a typed key.
    func type(_ text: String, into host: TestHost) {
        for character in text { host.host.press(KeyPress(key: KeyEquivalent(character))) }
        host.render()
    }

    func field(_ text: Box<String>) -> TestHost {
        TestHost.control(Stateful(text) { TextField("Title", text: $0) })
    }

    @Test func typingInsertsAtTheCaret() {
        let text = Box("")
        let host = field(text)
        host.press(.tab)
        type("helo", into: host)
        #expect(text.value == "helo")
        host.press(.leftArrow)
        type("l", into: host)
        #expect(text.value == "hello")
        host.press(.home)
        type("¡", into: host)
        host.press(.end)
        type("!", into: host)
        #expect(text.value == "¡hello!")
    }

    @Test func backspaceAndDeleteEditAroundTheCaret() {
        let text = Box("chart")
        let host = field(text)
        host.press(.tab)
        host.press(.delete)
        #expect(text.value == "char")
        host.press(.home)
        host.press(.deleteForward)
        #expect(text.value == "har")
        host.press(.rightArrow)
        host.press(.delete)
        #expect(text.value == "ar")
    }

    @Test func anUnfocusedFieldLeavesKeysAlone() {
        let text = Box("")
        let host = field(text)
        #expect(!host.host.press(KeyPress(key: "q")))
        #expect(text.value == "")
    }

    @Test func returnRunsTheSubmitActionsInnermostFirst() {
        let log = Box<[String]>([])
        let text = Box("")
        let host = TestHost.control(
            VStack {
                Stateful(text) { TextField("Title", text: $0) }
                    .onSubmit { log.value.append("inner") }
            }
            .onSubmit { log.value.append("outer") }
            .onSubmit(of: .search) { log.value.append("search") })
        host.press(.tab)
        type("Q3", into: host)
        host.press(.return)
        #expect(log.value == ["inner", "outer"])
        #expect(text.value == "Q3")
    }

    @Test func aSubmitScopeStopsSubmitsGoingOut() {
        let log = Box<[String]>([])
        let host = TestHost.control(
            TextField("Title", text: .constant("")).submitScope().onSubmit { log.value.append("outer") })
        host.press(.tab)
        host.press(.return)
        #expect(log.value.isEmpty)
    }

    @Test func escapeLeavesTheField() {
        let text = Box("")
        let host = field(text)
        host.press(.tab)
        type("a", into: host)
        #expect(!host.press(.escape))
        #expect(!host.host.hasFocus)
        type("b", into: host)
        #expect(text.value == "a")
    }

    @Test func fieldsTakeTheirPlaceInTheTabOrder() {
        let name = Box(""), isOn = Box(false), presses = Box(0)
        let host = TestHost.control(VStack {
            Stateful(isOn) { Toggle("Symbols", isOn: $0) }
            Stateful(name) { TextField("Name", text: $0) }
            Button("Reset") { presses.value += 1 }
            SecureField("Password", text: .constant(""))
        })
        #expect(host.graph.focus.order(in: host.graph.root).count == 4)
        host.press(.tab)
        host.press(.space)
        #expect(isOn.value)
        host.press(.tab)
        host.press(.space)
        type("ab", into: host)
        #expect(name.value == " ab")
        host.press(.tab)
        host.press(.space)
        #expect(presses.value == 1)
        host.press(.tab, modifiers: .shift)
        type("c", into: host)
        #expect(name.value == " abc")
    }

    @Test func aTapPutsTheCaretInTheField() {
        let text = Box("ab")
        let host = TestHost.control(VStack {
            Button("Other") {}
            Stateful(text) { TextField("Title", text: $0) }
        })
        #expect(host.tap(item: "FieldEditor"))
        type("c", into: host)
        #expect(text.value == "abc")
        // A disabled field takes no focus from a tap.
        let disabled = TestHost.control(TextField("Title", text: .constant("")).disabled(true))
        disabled.tap(item: "FieldEditor")
        #expect(!disabled.host.hasFocus)
    }

    @Test func focusStateFocusesTheField() {
        struct Login: View {
            @FocusState var focused: Bool
            let name: Box<String>
            var body: some View {
                VStack {
                    Stateful(name) { TextField("Name", text: $0) }.focused($focused)
                    Text("Edit").onTapGesture { focused = true }
                }
            }
        }
        let name = Box("")
        let host = TestHost.control(Login(name: name))
        host.tap(label: "Edit")
        type("x", into: host)
        #expect(name.value == "x")
    }

    @Test func disabledFieldsAreSkippedAndDimmed() {
        let text = Box("")
        let host = TestHost.control(Stateful(text) { TextField("Title", text: $0) }.disabled(true))
        #expect(!host.press(.tab))
        type("a", into: host)
        #expect(text.value == "")
    }

    @Test func aFormattedFieldWritesTheValueWhenSubmitted() {
        let amount = Box(0.0)
        let host = TestHost.control(VStack {
            Stateful(amount) { TextField("Amount", value: $0, format: .number) }
            Button("Next") {}
        })
        host.press(.tab)
        host.press(.delete)
        type("12.5", into: host)
        #expect(amount.value == 0)
        host.press(.return)
        #expect(amount.value == 12.5)
        // Text that does not parse leaves the value, and the field shows it formatted again when focus moves on.
        host.press(.end)
        type("x", into: host)
        host.press(.tab)
        #expect(amount.value == 12.5)
        #expect(host.texts.contains("12.5"))
    }

    @Test func anOptionalValueFieldWritesNilWhenEmptied() {
        let count = Box<Int?>(3)
        let host = TestHost.control(Stateful(count) { TextField("Count", value: $0, format: .number) })
        host.press(.tab)
        host.press(.delete)
        host.press(.return)
        #expect(count.value == nil)
    }

    @Test func aSecureFieldShowsBulletsOnly() {
        let secret = Box("")
        let host = TestHost.control(Stateful(secret) { SecureField("Password", text: $0) })
        host.press(.tab)
        type("hunter2", into: host)
        #expect(secret.value == "hunter2")
        #expect(host.texts.contains("•••••••"))
        #expect(!host.texts.contains { $0.contains("hunter") })
        #expect(!host.render().items.contains { $0.accessibility.value?.contains("hunter") == true })
    }

    @Test func thePromptIsThePlaceholderAndTheTitleTheLabel() {
        let host = TestHost.control(TextField("Title", text: .constant(""), prompt: Text("Required")))
        #expect(host.texts.contains("Required"))
        #expect(!host.texts.contains("Title"))
        #expect(host.render().items.contains { $0.accessibility.label == "Title" })
    }

    @Test func pastedAndOddTextIsCleaned() {
        let text = Box("")
        let host = field(text)
        host.press(.tab)
        host.host.press(KeyPress(key: "a", characters: "a\u{1B}]52;c;ZXZpbA==\u{07}\nb"))
        #expect(text.value == "a]52;c;ZXZpbA== b")
        host.press(.end)
        type("e\u{301}👍🏽漢", into: host)
        #expect(text.value.hasSuffix("é👍🏽漢"))
        host.press(.delete)
        host.press(.delete)
        #expect(text.value.hasSuffix("é"))
        // Modified keys and special keys insert nothing.
        host.host.press(KeyPress(key: "a", modifiers: .control))
        host.press(.upArrow)
        host.host.press(KeyPress(key: KeyEquivalent("\u{F704}")))
        #expect(text.value.hasSuffix("é"))
    }

    @Test func aVerticalFieldTakesReturnAsANewLine() {
        let notes = Box("")
        let submitted = Box(false)
        let host = TestHost.control(Stateful(notes) { TextField("Notes", text: $0, axis: .vertical) }
            .onSubmit { submitted.value = true })
        host.press(.tab)
        type("one", into: host)
        host.press(.return)
        type("two", into: host)
        #expect(notes.value == "one\ntwo")
        #expect(!submitted.value)
        let lines = host.items(named: "Text").filter { item in
            if case .text(let t) = item.content { return t.lines.count == 2 }
            return false
        }
        #expect(!lines.isEmpty)
    }

    @Test func editingCallbacksOfTheOldInitialiserRun() {
        let log = Box<[String]>([])
        let host = TestHost.control(VStack {
            TextField("Old", text: .constant(""), onEditingChanged: { log.value.append("editing \($0)") },
                      onCommit: { log.value.append("commit") })
            Button("Next") {}
        })
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        #expect(log.value == ["editing true", "commit", "editing false"])
    }
}

@MainActor
extension TestHost {
    /// Presses a key with modifiers and renders the result.
    @discardableResult
    func press(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        let handled = host.press(KeyPress(key: key, modifiers: modifiers))
        render()
        return handled
    }
}
