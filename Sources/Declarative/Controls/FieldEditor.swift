import Foundation

/// The editing part of a text field or secure field: the visible text, the placeholder and the caret, and the keys.
///
/// ```
///  focusable ─▶ FieldEditor ─▶ keys (while focused) ─▶ EditableText ─▶ the binding (or a draft, for value:format:)
///                     └─ GeometryReader: FieldScroll picks the visible characters ─▶ Text + caret
/// ```
///
/// The caret is iOS's 2 pt bar in the tint colour; on a terminal it is the cell under it drawn in reverse video
/// (the character in the background colour on the text colour), a whole wide character's two cells at once. A
/// secure field shows a `•` for every character. The caret and the draft are the editor's state; the first visible
/// character is remembered from the last layout (``FieldMemory``), so that the text scrolls only when the caret
/// would leave the field.
struct FieldEditor: View {
    let source: FieldSource
    let placeholder: Text?
    let isSecure: Bool
    let isVertical: Bool

    @State private var session = FieldSession()
    @State private var memory = FieldMemory()
    @Environment(\.isFocused) private var isFocused
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.textMetrics) private var metrics
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.terminalCellSize) private var cell
    @Environment(\.submitActions) private var submitActions

    /// The caret and the text typed into a value field but not yet committed.
    struct FieldSession: Equatable {
        /// Characters before the caret; nil puts it at the end.
        var caret: Int?
        /// The edited text of a value field, until it is committed.
        var draft: String?
    }

    var body: some View {
        let text = session.draft ?? source.read()
        let editing = EditableText(text, caret: session.caret)
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        let resolved = (font ?? .body).resolve(dynamicTypeScale: typeSize.scale)
        let lineHeight = metrics.lineHeight(of: resolved)
        let state = $session, source = source, isVertical = isVertical, submitActions = submitActions, memory = memory
        return Group {
            if isVertical {
                lines(shown, caret: editing.caret, font: resolved, lineHeight: lineHeight)
            } else {
                line(shown, caret: editing.caret, font: resolved, lineHeight: lineHeight)
            }
        }
        .contentShape(Rectangle())
        // A click or tap puts the caret in the field, as on iOS.
        .onTapGesture { memory.focusField?() }
        .accessibilityValue(shown)
        .onChange(of: isFocused) { _, focused in
            source.onEditingChanged(focused)
            if !focused { Self.commit(state, source) }
        }
        .nodeModifier("textFieldKeys") { node, context in
            memory.focusField = nil
            guard context.environment.isEnabled else { return }
            let focus = node.graph.focus
            memory.focusField = { [weak node] in
                if let node, let target = focus.target(containing: node) { focus.focus(target) }
            }
            node.lifecycle.keyHandlers.append { [weak node] press in
                // Focus is asked now, not at the last update: a batch of input (Tab, then typing) comes before one.
                guard press.phase != .up, let node, let focused = focus.focused, node.isInside(focused) else {
                    return .ignored
                }
                return Self.handle(press, state: state, source: source, isVertical: isVertical) {
                    Self.commit(state, source)
                    source.onCommit()
                    for action in submitActions.reversed() where action.triggers.contains(.text) { action.action() }
                } resign: {
                    focus.focus(nil)
                }
            }
        }
    }

    // MARK: Drawing

    /// One line that scrolls sideways to keep the caret in view.
    private func line(_ shown: String, caret: Int, font: ResolvedFont, lineHeight: CGFloat) -> some View {
        let characters = Array(shown), metrics = metrics, memory = memory, isFocused = isFocused, cell = cell
        let caretWidth = cell?.width ?? 2
        return GeometryReader { proxy in
            let widths = characters.map { metrics.width(of: String($0), font: font) }
            let scroll = FieldScroll(widths: widths, available: proxy.size.width, caretWidth: isFocused ? caretWidth : 0)
            let first = isFocused ? scroll.firstVisible(caret: caret, previous: memory.first) : 0
            let count = scroll.visibleCount(from: first)
            let caretX = metrics.width(of: String(characters[first..<max(first, min(caret, characters.count))]), font: font)
            let _ = memory.first = first
            let shown = characters[first..<first + count]
            ZStack(alignment: .topLeading) {
                if characters.isEmpty {
                    placeholderText
                } else if isFocused, cell != nil, caret < first + count {
                    // A terminal's caret cell stands between the text before and after it, so no cell holds two texts.
                    HStack(spacing: 0) {
                        Text(verbatim: String(shown[..<caret]))
                        caretMark(over: characters[caret], width: widths[caret], height: lineHeight)
                        Text(verbatim: String(shown[(caret + 1)...]))
                    }
                    .lineLimit(1)
                } else {
                    Text(verbatim: String(shown)).lineLimit(1)
                }
                if isFocused, cell == nil || caret >= first + count {
                    caretMark(over: nil, width: caretWidth, height: lineHeight).offset(x: caretX)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
        .frame(height: lineHeight)
    }

    /// Wrapped lines that grow the field (`axis: .vertical`), the caret on its line.
    private func lines(_ shown: String, caret: Int, font: ResolvedFont, lineHeight: CGFloat) -> some View {
        let metrics = metrics, isFocused = isFocused, caretWidth = cell?.width ?? 2
        // A trailing line break starts a line the caret can stand on.
        let laid = shown.hasSuffix("\n") || shown.isEmpty ? shown + " " : shown
        return Group {
            if shown.isEmpty { placeholderText.lineLimit(nil) } else { Text(verbatim: laid) }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .overlay(alignment: .topLeading) {
            if isFocused {
                GeometryReader { proxy in
                    let layout = TextLayout(text: laid, font: font, metrics: metrics).layout(width: proxy.size.width, height: nil)
                    let place = Self.caretPlace(caret, in: laid, lines: layout.lines.map(\.text))
                    let characters = Array(laid)
                    let x = metrics.width(of: String(characters[place.lineStart..<caret]), font: font)
                    caretMark(over: caret < shown.count ? characters[caret] : nil,
                              width: caret < shown.count ? metrics.width(of: String(characters[caret]), font: font) : caretWidth,
                              height: lineHeight)
                        .offset(x: x, y: CGFloat(place.line) * layout.lineHeight)
                }
            }
        }
    }

    /// The placeholder: iOS's `placeholderText` grey, or the secondary colour on a terminal.
    private var placeholderText: some View {
        (placeholder ?? Text(verbatim: "")).lineLimit(1)
            .foregroundStyle(cell == nil ? Color.placeholderText : Color.secondary)
    }

    /// iOS's caret bar, or a terminal's reverse-video cell over `character`.
    @ViewBuilder
    private func caretMark(over character: Character?, width: CGFloat, height: CGFloat) -> some View {
        if cell != nil {
            Text(verbatim: character.map(String.init) ?? " ")
                .foregroundStyle(.background)
                .frame(width: width, height: height, alignment: .leading)
                .background(Color.primary)
                .accessibilityHidden(true)
        } else {
            Rectangle().fill(.tint).frame(width: 2, height: height).offset(x: -1).accessibilityHidden(true)
        }
    }

    /// The line the caret is on and where that line starts, in characters, from the lines a layout made of `text`
    /// (which drops the space or line break it wraps at).
    static func caretPlace(_ caret: Int, in text: String, lines: [String]) -> (line: Int, lineStart: Int) {
        let characters = Array(text)
        var position = 0
        for (index, line) in lines.enumerated() {
            let count = line.count
            // Skip what the layout dropped between lines.
            while position < characters.count, count > 0, characters[position] != line.first,
                  characters[position].isWhitespace { position += 1 }
            let end = position + count
            if caret <= end || index == lines.count - 1 { return (index, min(position, caret)) }
            position = end
        }
        return (0, 0)
    }

    // MARK: Keys

    /// Applies one key press to the field: reads the text and caret as they are now (several presses can come
    /// before the next update), edits, and writes back.
    static func handle(_ press: KeyPress, state: Binding<FieldSession>, source: FieldSource, isVertical: Bool,
                       submit: () -> Void, resign: () -> Void) -> KeyPress.Result {
        var session = state.wrappedValue
        let text = session.draft ?? source.read()
        var editing = EditableText(text, caret: session.caret)
        switch press.key {
        case .leftArrow: editing.move(by: -1)
        case .rightArrow: editing.move(by: 1)
        case .home: editing.moveToStart(true)
        case .end: editing.moveToStart(false)
        case .delete: editing.deleteBackward()
        case .deleteForward: editing.deleteForward()
        case .return where isVertical: editing.insert("\n", allowsNewlines: true)
        case .return:
            submit()
            return .handled
        case .escape:
            // Leaves the field, and lets the views around it see `Esc` too (the gallery focuses its sidebar).
            commit(state, source)
            resign()
            return .ignored
        case .tab, .upArrow, .downArrow, .pageUp, .pageDown, .clear:
            return .ignored
        default:
            guard press.modifiers.isDisjoint(with: [.control, .command, .option]),
                  !press.characters.unicodeScalars.contains(where: { (0xF700...0xF8FF).contains($0.value) }) else {
                return .ignored
            }
            editing.insert(press.characters, allowsNewlines: isVertical)
        }
        session.caret = editing.caret
        if editing.text != text {
            if let write = source.write { write(editing.text) } else { session.draft = editing.text }
        }
        if session != state.wrappedValue { state.wrappedValue = session }
        return .handled
    }

    /// Writes a value field's draft (parsed) and forgets it, so the field shows the value formatted again.
    static func commit(_ state: Binding<FieldSession>, _ source: FieldSource) {
        var session = state.wrappedValue
        if let draft = session.draft { source.commit?(draft) }
        session.draft = nil
        if session != state.wrappedValue { state.wrappedValue = session }
    }
}

extension ViewNode {
    /// Whether this node is `ancestor` or lies inside it.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node, current !== ancestor { node = current.parent }
        return node != nil
    }
}

/// What a field remembers from its last update without updating for it: the first character it showed, and how a
/// click gives it the focus.
final class FieldMemory {
    var first = 0
    var focusField: (@MainActor () -> Void)?
}

extension Color {
    /// UIKit's `placeholderText`: a field's placeholder.
    static let placeholderText = Color(provider: .adaptive(light: .init(60, 60, 67, 0.3), dark: .init(235, 235, 245, 0.3),
                                                           name: "placeholderText"))
}
