import Foundation

/// A control that runs an action when tapped (or clicked in a terminal), as SwiftUI's `Button`.
///
/// It draws its label; the whole label is the tap area. Styles (`buttonStyle`) are accepted and drawn plainly.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: some View {
        label.foregroundStyle(.tint).contentShape(Rectangle()).onTapGesture(perform: action)
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension View {
    /// Accepted for source compatibility; buttons are drawn plainly.
    public func buttonStyle<S>(_ style: S) -> some View { self }
}

/// The plain button style.
public struct PlainButtonStyle { public init() {} }
/// The bordered button style.
public struct BorderedButtonStyle { public init() {} }
/// The borderless button style.
public struct BorderlessButtonStyle { public init() {} }
extension PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
