import Foundation

/// The text a field edits and the caret in it: pure editing operations, in characters (grapheme clusters).
///
/// The caret is a count of characters before it, so `←` steps over a whole "é" (e + U+0301), a flag or a family
/// emoji, and `Backspace` deletes one. Typed and pasted text is cleaned first (``clean(_:allowsNewlines:)``), so
/// the bound string never holds a control character or an escape sequence's `ESC`:
///
/// ```
/// "ab|c"  insert "X"   → "abX|c"
/// "ab|c"  backspace    → "a|c"        "ab|c"  delete forward → "ab|"
/// "e|"    insert "\u{301}" → "é|"     (the mark joins the character before it; the caret stays after it)
/// ```
struct EditableText: Equatable {
    /// The text.
    private(set) var text: String
    /// The caret: how many characters come before it, 0…`text.count`.
    private(set) var caret: Int

    /// Text with the caret at `caret` (clamped), or at the end when nil.
    init(_ text: String, caret: Int? = nil) {
        self.text = text
        let count = text.count
        self.caret = min(max(caret ?? count, 0), count)
    }

    private var caretIndex: String.Index { text.index(text.startIndex, offsetBy: caret) }

    /// Inserts typed or pasted text at the caret (cleaned), and moves the caret after it.
    mutating func insert(_ typed: String, allowsNewlines: Bool) {
        let clean = Self.clean(typed, allowsNewlines: allowsNewlines)
        guard !clean.isEmpty else { return }
        let before = String(text[..<caretIndex]) + clean
        text = before + text[caretIndex...]
        // A combining mark typed first in the text, or before one, can merge with its neighbour: count again.
        caret = min(before.count, text.count)
    }

    /// Deletes the character before the caret (`Backspace`); returns whether there was one.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard caret > 0 else { return false }
        let end = caretIndex
        text.remove(at: text.index(before: end))
        caret -= 1
        return true
    }

    /// Deletes the character after the caret (`Delete`); returns whether there was one.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard caret < text.count else { return false }
        text.remove(at: caretIndex)
        return true
    }

    /// Moves the caret by `offset` characters, stopping at the ends.
    mutating func move(by offset: Int) { caret = min(max(caret + offset, 0), text.count) }

    /// Moves the caret to the start (`true`) or the end (`false`).
    mutating func moveToStart(_ start: Bool) { caret = start ? 0 : text.count }

    /// Text as a field accepts it: C0 and C1 controls, DEL, and the bidi embeddings, overrides and isolates that
    /// reorder a line (Trojan Source, CVE-2021-42574) are dropped; a tab becomes a space; a line break (CR, LF,
    /// CR LF, U+2028, U+2029) is kept as `\n` in a multi-line field and becomes a space in a one-line field.
    static func clean(_ typed: String, allowsNewlines: Bool) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in typed.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r":
                continue
            case 0x0A, 0x0D, 0x2028, 0x2029:
                out.append(allowsNewlines ? "\n" : " ")
            case 0x09:
                out.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }
}

/// Which part of a one-line field's text shows: it scrolls sideways so that the caret stays in view.
///
/// The first visible character stays where it was while the caret is in view; it moves right when the caret
/// passes the right edge, left when the caret passes the left edge, and back left when text is deleted and
/// there is room again, so the field stays full:
///
/// ```
/// 6 cells, the caret 1 cell:   "hello wor|"  → first 4: "o wor|"     then ← × 6 → first 3: "|lo wor"
/// ```
struct FieldScroll {
    /// The width of each character, in points.
    let widths: [CGFloat]
    /// The width the field shows.
    let available: CGFloat
    /// The room the caret takes after the last character (a cell on a terminal).
    let caretWidth: CGFloat

    /// The first visible character for a caret at `caret`, given the one shown before.
    func firstVisible(caret: Int, previous: Int) -> Int {
        let caret = min(max(caret, 0), widths.count)
        var first = min(max(previous, 0), caret)
        // Past the right edge: scroll right until the caret (and its cell) fits.
        while first < caret, span(first, caret) + caretWidth > available { first += 1 }
        // Room on the right: bring characters back from the left.
        while first > 0, span(first - 1, widths.count) + caretWidth <= available { first -= 1 }
        return first
    }

    /// How many characters from `first` fit in the field.
    func visibleCount(from first: Int) -> Int {
        var used: CGFloat = 0, count = 0
        for width in widths[min(max(first, 0), widths.count)...] {
            guard used + width <= available + 0.001 else { break }
            used += width
            count += 1
        }
        return count
    }

    private func span(_ start: Int, _ end: Int) -> CGFloat {
        guard start < end else { return 0 }
        return widths[start..<end].reduce(0, +)
    }
}
