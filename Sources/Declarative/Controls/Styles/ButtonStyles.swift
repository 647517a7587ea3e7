import Foundation

/// A look for every button in a view that leaves the tap to the framework, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// Makes a button's view from its label, role and pressed state.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// A button as a `ButtonStyle` sees it.
public struct ButtonStyleConfiguration {
    /// A button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        public var body: some View { content }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Whether the user is pressing the button: true while the pointer (a finger, or a terminal's mouse button) is
    /// down over it, false again when it is released or dragged off. A key activates a button at once: terminals
    /// report no key releases, so there is no held key to show.
    public let isPressed: Bool
}

/// A look and interaction for buttons that triggers the action itself, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// Makes a button's view; call `configuration.trigger()` to run its action.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button as a `PrimitiveButtonStyle` sees it.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, type-erased.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    let action: () -> Void
    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button style in the environment, type-erased.
struct AnyPrimitiveButtonStyle {
    let body: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
    @MainActor init<S: PrimitiveButtonStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
    @MainActor init<S: ButtonStyle>(_ style: S) {
        body = { AnyView(PressableButton(style: style, configuration: $0)) }
    }
}

/// A `ButtonStyle`'s button: the framework tracks the press, so the style sees `isPressed` while it is held, and
/// runs the action when the press is released over the button.
struct PressableButton<Style: ButtonStyle>: View {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    @GestureState private var isPressed = false

    var body: some View {
        let pressed = ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: isPressed)
        return style.makeBody(configuration: pressed)
            .contentShape(Rectangle())
            .onButtonPress($isPressed, perform: configuration.action)
    }
}

struct PrimitiveButtonStyleKey: EnvironmentKey { static let defaultValue: AnyPrimitiveButtonStyle? = nil }

extension EnvironmentValues {
    var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        nodeModifier("primitiveButtonStyle", style) { style, _, context in
            context.environment.primitiveButtonStyle = AnyPrimitiveButtonStyle(style)
        }
    }
    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        nodeModifier("primitiveButtonStyle", style) { style, _, context in
            context.environment.primitiveButtonStyle = AnyPrimitiveButtonStyle(style)
        }
    }
}

/// The platform's button: its label in the tint colour (red for a destructive role).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .contentShape(Rectangle())
            .onTapGesture(perform: configuration.trigger)
    }
}

/// A button with no border, its label in the tint colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button that shows its label as it is, without tint or border.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.contentShape(Rectangle()).onTapGesture(perform: configuration.trigger)
    }
}

/// A button on a tinted rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, isProminent: false)
    }
}

/// A button filled with the tint colour, its label white.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, isProminent: true)
    }
}

/// The bordered looks: iOS's capsule-cornered plate 7 × 12 pt around the label, or one cell of padding on a terminal.
struct BorderedButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\.controlMetrics) private var metrics
    @Environment(\.tint) private var tint

    var body: some View {
        let color = configuration.role == .destructive ? Color.red : (tint ?? .accentColor)
        return configuration.label
            .foregroundStyle(isProminent ? Color.white : color)
            .padding(.horizontal, metrics.isCompact ? metrics.rowPadding.leading : 12)
            .padding(.vertical, metrics.isCompact ? 0 : 7)
            .background(isProminent ? color : color.opacity(0.15),
                        in: RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 8))
            .onTapGesture(perform: configuration.trigger)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button drawn as its plain label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button on a tinted plate.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button filled with the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
