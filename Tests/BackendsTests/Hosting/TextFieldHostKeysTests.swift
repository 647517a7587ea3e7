import Testing
import Declarative
@testable import Backends

/// The live host gives a focused text field the keys it types, before its own commands: `q` goes into the field
/// instead of quitting, and a paste goes in whole, cleaned of control characters.
@Suite @MainActor struct TextFieldHostKeysTests {
    final class Probe { var text = "" }

    struct Form: View {
        @State private var title = ""
        let probe: Probe
        var body: some View {
            VStack {
                TextField("Title", text: Binding(get: { title }, set: { title = $0; probe.text = $0 }))
                Text("Title: \(title)")
            }
        }
    }

    func host(_ probe: Probe) -> TerminalHost {
        let host = TerminalHost(rootView: Form(probe: probe))
        _ = host.handle(.resize(columns: 30, rows: 4))
        host.viewHost.render()
        return host
    }

    @Test func qTypedIntoAFieldDoesNotQuit() {
        let probe = Probe()
        let host = host(probe)
        _ = host.handle(.key(TerminalKeyPress(.tab)))
        for key in "quit" { _ = host.handle(.key(TerminalKeyPress(.character(key)))) }
        #expect(probe.text == "quit")
        #expect(!host.quitRequested)
        // Esc leaves the field; then q is the host's again.
        _ = host.handle(.key(TerminalKeyPress(.escape)))
        _ = host.handle(.key(TerminalKeyPress(.character("q"))))
        #expect(host.quitRequested)
        #expect(probe.text == "quit")
    }

    @Test func ctrlCStillQuitsFromAField() {
        let probe = Probe()
        let host = host(probe)
        _ = host.handle(.key(TerminalKeyPress(.tab)))
        _ = host.handle(.key(TerminalKeyPress(.character("c"), modifiers: .control)))
        #expect(host.quitRequested)
        #expect(probe.text == "")
    }

    @Test func aPasteGoesIntoTheFieldCleaned() {
        let probe = Probe()
        let host = host(probe)
        _ = host.handle(.key(TerminalKeyPress(.tab)))
        #expect(host.handle(.paste("one\ntwo\u{1B}[31m")))
        #expect(probe.text == "one two[31m")
        #expect(!host.handle(.paste("")))
    }
}
