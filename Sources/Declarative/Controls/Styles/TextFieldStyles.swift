import Foundation

/// A look for every text field (and secure field) in a view, as SwiftUI's `TextFieldStyle`.
///
/// As in SwiftUI, the requirement is underscored, and the built-in styles are `.automatic`, `.plain` and
/// `.roundedBorder`. Published code also writes its own style the way SwiftUI allows it, by decorating the field
/// it is given, and that compiles and draws here too:
///
/// ```swift
/// struct OvalStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(10).background(Capsule().fill(.gray.opacity(0.2)))
///     }
/// }
/// ```
public protocol TextFieldStyle {
    /// The view a field becomes.
    associatedtype _Body: View
    /// The label of the field a style decorates.
    typealias _Label = _TextFieldStyleLabel
    /// Decorates `configuration`, the field itself, drawn without a style.
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of the field a ``TextFieldStyle`` decorates, type-erased.
public struct _TextFieldStyleLabel: View {
    let content: AnyView
    init<V: View>(_ view: V) { content = AnyView(view) }
    public var body: some View { content }
}

struct AnyTextFieldStyle {
    let body: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView
    @MainActor init<S: TextFieldStyle>(_ style: S) { body = { AnyView(style._body(configuration: $0)) } }
}

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue: AnyTextFieldStyle? = nil }

extension EnvironmentValues {
    var textFieldStyle: AnyTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the text fields and secure fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        nodeModifier("textFieldStyle", style) { style, _, context in
            context.environment.textFieldStyle = AnyTextFieldStyle(style)
        }
    }
}

/// The platform's field: on iOS, the plain field (a form row or a list row frames it).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The field with no frame: its text, placeholder and caret only.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The field in a rounded rectangle: iOS's `UITextField.BorderStyle.roundedRect`, a 1 px light grey border with a
/// 5 pt corner radius on the system background, 7 pt inside it; on a terminal, a one-row tinted box between thin
/// edges (`▕text   ▏`), so that it reads without colour too.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        RoundedBorderField(field: configuration)
    }
}

struct RoundedBorderField: View {
    let field: TextField<_TextFieldStyleLabel>
    @Environment(\.controlMetrics) private var metrics

    /// iOS's border: UIKit draws it in a light grey hairline.
    static let border = Color(provider: .adaptive(light: .init(204, 204, 204), dark: .init(72, 72, 74), name: "fieldBorder"))

    var body: some View {
        if let cell = metrics.cell {
            field
                .padding(.horizontal, cell.width)
                .background(Color.tertiarySystemFill)
                .overlay(alignment: .leading) { Text("▕").foregroundStyle(.secondary) }
                .overlay(alignment: .trailing) { Text("▏").foregroundStyle(.secondary) }
        } else {
            field
                .padding(7)
                .background(RoundedRectangle(cornerRadius: 5).fill(Color.secondarySystemGroupedBackground))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Self.border, lineWidth: 1))
        }
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default text field style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A field with no frame.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A field in a rounded rectangle.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
