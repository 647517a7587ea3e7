import Testing
import Declarative
import Backends

/// Terminal keys arrive at `onKeyPress` as SwiftUI's `KeyPress`.
@Suite struct TerminalKeyMappingTests {
    @Test func namedKeysBecomeSwiftUIKeyEquivalents() {
        let pairs: [(TerminalKeyPress.Key, KeyEquivalent)] = [
            (.upArrow, .upArrow), (.downArrow, .downArrow), (.leftArrow, .leftArrow), (.rightArrow, .rightArrow),
            (.home, .home), (.end, .end), (.pageUp, .pageUp), (.pageDown, .pageDown),
            (.tab, .tab), (.return, .return), (.space, .space), (.escape, .escape),
            (.delete, .delete), (.deleteForward, .deleteForward),
        ]
        for (terminal, swiftUI) in pairs { #expect(KeyEquivalent(terminal) == swiftUI, "\(terminal)") }
    }

    @Test func charactersKeepTheirText() {
        let press = KeyPress(TerminalKeyPress(.character("é")))
        #expect(press.key == "é")
        #expect(press.characters == "é")
        #expect(press.modifiers.isEmpty)
    }

    @Test func controlCIsCWithControl() {
        let press = KeyPress(TerminalKeyPress(.character("c"), modifiers: .control))
        #expect(press.key == "c")
        #expect(press.modifiers == .control)
    }

    @Test func modifiersMapOneToOne() {
        let press = KeyPress(TerminalKeyPress(.tab, modifiers: [.shift, .option]))
        #expect(press.key == .tab)
        #expect(press.modifiers == [.shift, .option])
    }

    @Test func functionKeysUseAppKitCodePoints() {
        #expect(KeyEquivalent(.function(1)).character == "\u{F704}")
        #expect(KeyEquivalent(.function(12)).character == "\u{F70F}")
        #expect(KeyEquivalent(.insert).character == "\u{F727}")
    }
}
