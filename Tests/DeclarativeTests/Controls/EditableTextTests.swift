import Testing
import Foundation
@testable import Declarative

/// A field's text model edits by whole characters, keeps control characters out, and scrolls to keep the caret in view.
@Suite struct EditableTextTests {
    @Test func insertsAtTheCaretAndMovesPastTheInsertion() {
        var text = EditableText("abc", caret: 2)
        text.insert("XY", allowsNewlines: false)
        #expect(text.text == "abXYc")
        #expect(text.caret == 4)
    }

    @Test func backspaceAndDeleteRemoveWholeCharacters() {
        var text = EditableText("a👨‍👩‍👧e\u{301}🇫🇷")   // a family (ZWJ), e + U+0301, a flag: four characters
        #expect(text.caret == 4)
        text.deleteBackward()
        #expect(text.text == "a👨‍👩‍👧é")
        text.move(by: -2)
        text.deleteForward()
        #expect(text.text == "aé")
        #expect(text.caret == 1)
        let deleted = text.deleteForward()
        #expect(deleted && text.text == "a")
        let deletedPastTheEnd = text.deleteForward()
        #expect(!deletedPastTheEnd)
        text.moveToStart(true)
        let deletedBeforeTheStart = text.deleteBackward()
        #expect(!deletedBeforeTheStart)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var text = EditableText("e")
        text.insert("\u{301}", allowsNewlines: false)
        #expect(text.text == "é")
        #expect(text.text.count == 1)
        #expect(text.caret == 1)
        // A lone mark at the start stays one character, and typing before it is counted again.
        var lone = EditableText("\u{301}", caret: 0)
        lone.insert("a", allowsNewlines: false)
        #expect(lone.caret <= lone.text.count)
    }

    @Test func theCaretIsClampedToTheText() {
        #expect(EditableText("abc", caret: 99).caret == 3)
        #expect(EditableText("abc", caret: -4).caret == 0)
        var text = EditableText("ab", caret: 1)
        text.move(by: 10)
        #expect(text.caret == 2)
        text.move(by: -10)
        #expect(text.caret == 0)
    }

    @Test func controlCharactersAndEscapeSequencesAreDropped() {
        #expect(EditableText.clean("ok\u{1B}[2J\u{07}\u{9B}31m\u{7F}", allowsNewlines: false) == "ok[2J31m")
        #expect(EditableText.clean("a\tb", allowsNewlines: false) == "a b")
        #expect(EditableText.clean("evil\u{202E}txt.exe\u{2066}", allowsNewlines: false) == "eviltxt.exe")
        #expect(EditableText.clean("one\r\ntwo\rthree\u{2028}", allowsNewlines: false) == "one two three ")
        #expect(EditableText.clean("one\r\ntwo\nthree", allowsNewlines: true) == "one\ntwo\nthree")
    }

    @Test func theFieldScrollsOnlyWhenTheCaretWouldLeaveIt() {
        // Ten one-cell characters in a six-cell field; the caret takes a cell after the last character.
        let scroll = FieldScroll(widths: Array(repeating: 8, count: 10), available: 48, caretWidth: 8)
        #expect(scroll.firstVisible(caret: 10, previous: 0) == 5)   // "fghij|"
        #expect(scroll.firstVisible(caret: 7, previous: 5) == 5)    // still in view: no scroll
        #expect(scroll.firstVisible(caret: 3, previous: 5) == 3)    // past the left edge
        #expect(scroll.visibleCount(from: 3) == 6)
        // Short text never scrolls.
        let short = FieldScroll(widths: [8, 8], available: 48, caretWidth: 8)
        #expect(short.firstVisible(caret: 2, previous: 1) == 0)
    }

    @Test func wideCharactersScrollWhole() {
        // "漢字漢字" is eight cells; a five-cell field shows two of them and the caret's cell.
        let scroll = FieldScroll(widths: Array(repeating: 16, count: 4), available: 40, caretWidth: 8)
        #expect(scroll.firstVisible(caret: 4, previous: 0) == 2)
        #expect(scroll.visibleCount(from: 2) == 2)
        // Zero and negative widths do not trap.
        #expect(FieldScroll(widths: [8], available: 0, caretWidth: 8).firstVisible(caret: 1, previous: 0) == 1)
        #expect(FieldScroll(widths: [], available: -5, caretWidth: 8).firstVisible(caret: 3, previous: 9) == 0)
    }
}
