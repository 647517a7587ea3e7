import Foundation

/// A control that runs an action when tapped, clicked, or activated with `Space` or `Return` while focused, as
/// SwiftUI's `Button`. Its look comes from the `buttonStyle` in the environment (`.automatic` when none).
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Button<Label: View> {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @Environment(\.primitiveButtonStyle) private var style

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button: View {
    public var body: some View {
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(label), action: action)
        let action = action
        return (style ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())).body(configuration)
            .control { press in
                guard press.activates else { return .ignored }
                action()
                return .handled
            }
            .keyboardShortcutAction(action)
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a role and a text label.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button with a role and a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Declarative.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Declarative.Label(titleKey, systemImage: systemImage) }
    }
    /// A button with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Declarative.Label(title, systemImage: systemImage) }
    }
    /// A button with a role, a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Declarative.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`: styles show a destructive button in red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    /// The button deletes data or cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
