import Foundation

/// The inline Markdown of a text key, as `Text("Tap **Add** to log a run")` reads it in SwiftUI: the delimiters
/// (`**` or `__` bold, `*` or `_` italic, `` ` `` code, `~~` strikethrough) and links (`[title](url)`) are taken
/// out, and a style that spans the whole text is kept (`Text("**Total**")` is bold).
///
/// A run of styles inside a text is drawn plain here: a text is drawn in one style. A delimiter without a partner
/// stays as it is, an underscore inside a word (`snake_case`) is a letter, and a backslash makes the next punctuation
/// literal (interpolated values are escaped this way, so data is never read as Markdown).
struct InlineMarkdown {
    /// The text without its Markdown.
    private(set) var text = ""
    /// Whether one bold span covers the whole text.
    private(set) var isBold = false
    /// Whether one italic span covers the whole text.
    private(set) var isItalic = false

    init(_ source: String) {
        guard source.contains(where: Self.isSpecial) else { text = source; return }
        let chars = Array(source)
        var output: [Character] = []
        var index = 0
        /// The spans taken out so far: the delimiter, and where the output stood at its opening and closing.
        var spans: [(delimiter: String, start: Int, end: Int)] = []
        while index < chars.count {
            let c = chars[index]
            if c == "\\", index + 1 < chars.count, chars[index + 1].isPunctuation || chars[index + 1].isSymbol {
                output.append(chars[index + 1])
                index += 2
                continue
            }
            if c == "[", let link = Self.link(in: chars, at: index) {
                output += InlineMarkdown(String(chars[link.title])).text
                index = link.end
                continue
            }
            if let delimiter = Self.delimiter(in: chars, at: index),
               let close = Self.closing(delimiter, in: chars, after: index + delimiter.count) {
                let inner = InlineMarkdown(String(chars[(index + delimiter.count)..<close]))
                let start = output.count
                output += inner.text
                spans.append((delimiter, start, output.count))
                index = close + delimiter.count
                continue
            }
            output.append(c)
            index += 1
        }
        text = String(output)
        if spans.count == 1, spans[0].start == 0, spans[0].end == output.count {
            isBold = spans[0].delimiter == "**" || spans[0].delimiter == "__"
            isItalic = spans[0].delimiter == "*" || spans[0].delimiter == "_"
        }
    }

    /// The characters that can start Markdown.
    static func isSpecial(_ c: Character) -> Bool { "*_`~[\\".contains(c) }

    /// Escapes `text` so that it reads as itself (for interpolated values).
    static func escaped(_ text: String) -> String {
        guard text.contains(where: isSpecial) else { return text }
        var result = ""
        for c in text {
            if isSpecial(c) || c == "]" { result.append("\\") }
            result.append(c)
        }
        return result
    }

    /// The emphasis delimiter that opens at `index`, if one can: not followed by a space, and an underscore not
    /// inside a word.
    private static func delimiter(in chars: [Character], at index: Int) -> String? {
        let c = chars[index]
        guard "*_`~".contains(c) else { return nil }
        let doubled = index + 1 < chars.count && chars[index + 1] == c
        if c == "~" && !doubled { return nil }
        let delimiter = String(repeating: c, count: doubled && c != "`" ? 2 : 1)
        let after = index + delimiter.count
        guard after < chars.count, !chars[after].isWhitespace else { return nil }
        if c == "_", index > 0, chars[index - 1].isLetter || chars[index - 1].isNumber { return nil }
        return delimiter
    }

    /// Where `delimiter` closes after `start`: not after a space, and an underscore not before a letter.
    private static func closing(_ delimiter: String, in chars: [Character], after start: Int) -> Int? {
        let pattern = Array(delimiter)
        var index = start + 1
        while index + pattern.count <= chars.count {
            if chars[index] == "\\" { index += 2; continue }
            if Array(chars[index..<(index + pattern.count)]) == pattern, !chars[index - 1].isWhitespace {
                let next = index + pattern.count
                let inWord = pattern[0] == "_" && next < chars.count && (chars[next].isLetter || chars[next].isNumber)
                // A single `*` that is half of a `**` belongs to the other.
                let halfOfDouble = pattern.count == 1 && pattern[0] != "`" && next < chars.count && chars[next] == pattern[0]
                if !inWord && !halfOfDouble { return index }
            }
            index += 1
        }
        return nil
    }

    /// A link `[title](destination)` at `index`: the title's range and the index after it.
    private static func link(in chars: [Character], at index: Int) -> (title: Range<Int>, end: Int)? {
        guard let close = chars[(index + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
              let end = chars[(close + 2)...].firstIndex(of: ")") else { return nil }
        return (index + 1..<close, end + 1)
    }
}
