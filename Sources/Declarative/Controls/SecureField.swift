import Foundation

/// A control that edits a password, as SwiftUI's `SecureField`: a one-line text field that shows a `•` for every
/// character, in the terminal, in SVG and to assistive technology alike. Keys, focus, submit and styles are the
/// text field's (see ``TextField``).
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct SecureField<Label: View> {
    let field: TextField<Label>

    /// A secure field with a custom label and an optional prompt (the placeholder).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(source: .text(text), label: label(), prompt: prompt, title: nil, isSecure: true)
    }
}

extension SecureField: View {
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field whose title is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(source: .text(text), label: Text(titleKey), prompt: nil, title: titleKey.text, isSecure: true)
    }
    /// A secure field whose title string is the placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(source: .text(text), label: Text(title), prompt: nil, title: String(title), isSecure: true)
    }
    /// A secure field with a title and a prompt (the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(source: .text(text), label: Text(titleKey), prompt: prompt, title: titleKey.text, isSecure: true)
    }
    /// A secure field with a title string and a prompt (the placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(source: .text(text), label: Text(title), prompt: prompt, title: String(title), isSecure: true)
    }
    /// A secure field that runs `onCommit` on `Return`, as SwiftUI's deprecated initialiser.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(source: .text(text, onCommit: onCommit), label: Text(titleKey), prompt: nil,
                          title: titleKey.text, isSecure: true)
    }
    /// A secure field with a title string that runs `onCommit` on `Return` (SwiftUI's deprecated initialiser).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(source: .text(text, onCommit: onCommit), label: Text(title), prompt: nil,
                          title: String(title), isSecure: true)
    }
}
