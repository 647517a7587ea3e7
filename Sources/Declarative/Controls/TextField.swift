import Foundation

/// A control that edits a line of text, as SwiftUI's `TextField`.
///
/// While it has focus (`Tab`, `.focused(_:)`), typed characters go in at the caret, `Backspace`/`Delete` remove
/// one, `←`/`→`/`Home`/`End` move the caret, `Return` submits (the `onSubmit` actions around it run) and `Esc`
/// leaves it. A field uses every printable key it gets, so host commands such as `q` do not fire while one has
/// focus; `Tab`, `Esc` and `↑`/`↓` go on to the views around it. Text longer than the field scrolls sideways to keep
/// the caret in view. With `axis: .vertical` the field wraps and grows a line at a time, and `Return` starts a new
/// line, as on iOS.
///
/// The title is the placeholder unless a `prompt` is given (iOS shows the prompt and reads the title to VoiceOver).
/// The field keeps the bound string clean: typed or pasted control characters and escape sequences' `ESC` are
/// dropped, and line breaks become spaces in a one-line field (see `EditableText`). A field with a format
/// (`value:format:`) edits the formatted text and writes the value when it is submitted or loses focus; text that
/// does not parse leaves the value as it was, and the field shows it formatted again.
///
/// Its look comes from the `textFieldStyle` in the environment (`.automatic`, the plain field, when none).
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct TextField<Label: View> {
    let source: FieldSource
    let label: Label
    let prompt: Text?
    let title: String?
    let axis: Axis
    let isSecure: Bool
    /// Whether this is the field a style decorates (drawn as is, not through the style again).
    let isStyled: Bool
    @Environment(\.textFieldStyle) private var style
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.terminalCellSize) private var cell

    init(source: FieldSource, label: Label, prompt: Text?, title: String?, axis: Axis = .horizontal,
         isSecure: Bool = false, isStyled: Bool = false) {
        self.source = source
        self.label = label
        self.prompt = prompt
        self.title = title
        self.axis = axis
        self.isSecure = isSecure
        self.isStyled = isStyled
    }

    /// A field with a custom label, an optional prompt, on one line.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), label: label(), prompt: prompt, title: nil)
    }

    /// A field with a custom label that grows along `axis` (`.vertical`: it wraps and grows lines).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), label: label(), prompt: prompt, title: nil, axis: axis)
    }

    /// A field for a value shown and parsed with a format style (`.number`, `.percent`, `.currency(code:)`).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), label: label(), prompt: prompt, title: nil)
    }

    /// A field for an optional value: an empty field writes nil.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(source: .optionalValue(value, format: format), label: label(), prompt: prompt, title: nil)
    }
}

extension TextField: View {
    public var body: some View {
        if isStyled {
            FieldEditor(source: source, placeholder: prompt ?? title.map(Text.init(verbatim:)), isSecure: isSecure,
                        isVertical: axis == .vertical)
                .focusable(isEnabled)
                // iOS marks a focused field by its caret alone; a terminal also tints its row, as other controls.
                .focusEffectDisabled(cell == nil)
                .opacity(isEnabled ? 1 : ControlChrome.disabledOpacity)
                .accessibilityLabel(title ?? "")
        } else {
            (style ?? AnyTextFieldStyle(DefaultTextFieldStyle())).body(
                TextField<_TextFieldStyleLabel>(source: source, label: _TextFieldStyleLabel(label), prompt: prompt,
                                                title: title, axis: axis, isSecure: isSecure, isStyled: true))
        }
    }
}

extension TextField where Label == Text {
    /// A field whose title is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(source: .text(text), label: Text(titleKey), prompt: nil, title: titleKey.text)
    }
    /// A field whose title string is the placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(source: .text(text), label: Text(title), prompt: nil, title: String(title))
    }
    /// A field with a title and a prompt (the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(source: .text(text), label: Text(titleKey), prompt: prompt, title: titleKey.text)
    }
    /// A field with a title string and a prompt (the placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(source: .text(text), label: Text(title), prompt: prompt, title: String(title))
    }
    /// A field that grows along `axis` (`.vertical`: it wraps and grows lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(source: .text(text), label: Text(titleKey), prompt: nil, title: titleKey.text, axis: axis)
    }
    /// A field with a title string that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(source: .text(text), label: Text(title), prompt: nil, title: String(title), axis: axis)
    }
    /// A field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(source: .text(text), label: Text(titleKey), prompt: prompt, title: titleKey.text, axis: axis)
    }
    /// A field with a title string and a prompt that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(source: .text(text), label: Text(title), prompt: prompt, title: String(title), axis: axis)
    }

    /// A field that reports editing and commits, as SwiftUI's deprecated initialiser: `onEditingChanged` gets true
    /// when the field gains focus and false when it loses it; `onCommit` runs on `Return`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(source: .text(text, onEditingChanged: onEditingChanged, onCommit: onCommit), label: Text(titleKey),
                  prompt: nil, title: titleKey.text)
    }
    /// A field with a title string that reports editing and commits (SwiftUI's deprecated initialiser).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(source: .text(text, onEditingChanged: onEditingChanged, onCommit: onCommit), label: Text(title),
                  prompt: nil, title: String(title))
    }

    /// A field for a value shown and parsed with a format style.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), label: Text(titleKey), prompt: prompt, title: titleKey.text)
    }
    /// A field with a title string for a value shown and parsed with a format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), label: Text(title), prompt: prompt, title: String(title))
    }
    /// A field for an optional value: an empty field writes nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(source: .optionalValue(value, format: format), label: Text(titleKey), prompt: prompt,
                  title: titleKey.text)
    }
    /// A field with a title string for an optional value: an empty field writes nil.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(source: .optionalValue(value, format: format), label: Text(title), prompt: prompt,
                  title: String(title))
    }
}

/// What a field edits: a string, written as it is typed, or a value, written when the edit is committed.
struct FieldSource {
    /// The text to show when not editing.
    let read: () -> String
    /// Writes each edit (a string field); nil when edits wait for ``commit``.
    let write: ((String) -> Void)?
    /// Parses and writes the edited text (a value field); nil for a string field.
    let commit: ((String) -> Void)?
    /// SwiftUI's deprecated callbacks: focus gained or lost, and `Return`.
    var onEditingChanged: (Bool) -> Void = { _ in }
    var onCommit: () -> Void = {}

    static func text(_ text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                     onCommit: @escaping () -> Void = {}) -> FieldSource {
        FieldSource(read: { text.wrappedValue }, write: { if text.wrappedValue != $0 { text.wrappedValue = $0 } },
                    commit: nil, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    static func value<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> FieldSource
    where F.FormatOutput == String {
        FieldSource(read: { format.format(value.wrappedValue) }, write: nil) { text in
            if let parsed = try? format.parseStrategy.parse(text.trimmingCharacters(in: .whitespaces)) {
                value.wrappedValue = parsed
            }
        }
    }

    static func optionalValue<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F) -> FieldSource
    where F.FormatOutput == String {
        FieldSource(read: { value.wrappedValue.map(format.format) ?? "" }, write: nil) { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                value.wrappedValue = nil
            } else if let parsed = try? format.parseStrategy.parse(trimmed) {
                value.wrappedValue = parsed
            }
        }
    }
}
