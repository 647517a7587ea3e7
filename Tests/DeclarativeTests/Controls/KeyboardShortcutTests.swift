import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `keyboardShortcut(_:)`: a press of a control's shortcut anywhere in the window acts as a tap on it, unless the
/// focused view takes the key first; shortcuts need their exact modifiers (Command by default), a disabled control's
/// does nothing, a nil one removes the shortcut from further out, and while an alert is up only its own count.
@Suite @MainActor struct KeyboardShortcutTests {
    struct Screen: View {
        let log: Box<[String]>
        var exportDisabled = false
        @State private var grid = false
        var body: some View {
            VStack {
                Button("Export") { log.value.append("export") }
                    .keyboardShortcut("e", modifiers: [.control])
                    .disabled(exportDisabled)
                Button("Save") { log.value.append("save") }
                    .keyboardShortcut("s")
                Button("Done") { log.value.append("done") }
                    .keyboardShortcut(.defaultAction)
                Toggle("Grid", isOn: Binding(get: { grid }, set: { grid = $0; log.value.append("grid \($0)") }))
                    .keyboardShortcut("g", modifiers: [])
                VStack {
                    Button("Plain") { log.value.append("plain") }.keyboardShortcut(nil)
                }
                .keyboardShortcut("p", modifiers: [])
                ShortcutReader(log: log)
            }
        }
    }

    /// Records the shortcut its environment holds.
    struct ShortcutReader: View {
        let log: Box<[String]>
        @Environment(\.keyboardShortcut) private var shortcut
        var body: some View {
            Text(shortcut.map { String($0.key.character) } ?? "none")
        }
    }

    @Test func aShortcutWithItsModifiersRunsTheControl() {
        let log = Box<[String]>([])
        let host = TestHost.control(Screen(log: log))
        #expect(!host.press("e"))                        // no Control held: not the shortcut
        #expect(host.press("e", modifiers: .control))
        #expect(host.press("S", modifiers: .command))     // Command is the default modifier; either case
        #expect(host.press(.return))                      // .defaultAction, nothing focused
        #expect(host.press("g"))
        #expect(host.press("g"))
        #expect(log.value == ["export", "save", "done", "grid true", "grid false"])
    }

    @Test func aDisabledControlsShortcutDoesNothing() {
        let log = Box<[String]>([])
        let host = TestHost.control(Screen(log: log, exportDisabled: true))
        #expect(!host.press("e", modifiers: .control))
        #expect(log.value.isEmpty)
    }

    @Test func aNilShortcutRemovesTheOneFromFurtherOutAndTheEnvironmentHoldsIt() {
        let log = Box<[String]>([])
        let host = TestHost.control(Screen(log: log))
        #expect(!host.press("p"))
        #expect(log.value.isEmpty)
        #expect(host.texts.contains("none"))
        let reader = TestHost.control(ShortcutReader(log: log).keyboardShortcut("k"))
        #expect(reader.texts.contains("k"))
    }

    @Test func theFocusedControlTakesTheKeyFirst() {
        let log = Box<[String]>([])
        let host = TestHost.control(Screen(log: log))
        host.press(.tab)                                  // focus moves to Export
        host.press(.tab)                                  // … then Save
        host.press(.return)                               // the focused button, not the default one
        #expect(log.value == ["save"])
    }

    struct AlertOverShortcuts: View {
        let log: Box<[String]>
        @State private var shown = true
        var body: some View {
            Button("Refresh") { log.value.append("refresh") }
                .keyboardShortcut("r", modifiers: [])
                .alert("Saved", isPresented: $shown) {
                    Button("OK") { log.value.append("ok") }.keyboardShortcut("o", modifiers: [])
                }
        }
    }

    @Test func whileAnAlertIsUpOnlyItsShortcutsCount() {
        let log = Box<[String]>([])
        let host = TestHost.control(AlertOverShortcuts(log: log))
        host.advance(by: 1)
        #expect(!host.press("r"))
        #expect(log.value.isEmpty)
        #expect(host.press("o"))                          // the alert's button's own shortcut
        #expect(log.value == ["ok"])
        host.advance(by: 1)
        #expect(host.press("r"))
        #expect(log.value == ["ok", "refresh"])
    }
}
