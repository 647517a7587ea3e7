import Foundation

/// What every control shares: it takes keyboard focus, handles its keys while focused, and is dimmed and skipped
/// while disabled (SwiftUI dims disabled controls; here a custom style is dimmed too).
struct ControlChrome {
    let keys: (KeyPress) -> KeyPress.Result
    @Environment(\.isEnabled) private var isEnabled
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension ControlChrome: ViewModifier {
    func body(content: Content) -> some View {
        content
            .opacity(isEnabled ? 1 : ControlChrome.disabledOpacity)
            .focusable(isEnabled)
            .onFocusedKeyPress(keys)
    }

    /// The opacity of a disabled control.
    static let disabledOpacity = 0.4
}

nonisolated extension View {
    /// Handles key presses only while this view, or one inside it, has focus: a control's own keys, which with
    /// nothing focused must not reach every control on screen (`Return` would press the last button).
    func onFocusedKeyPress(_ action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        nodeModifier("onFocusedKeyPress", action) { action, node, context in
            guard context.environment.isEnabled else { return }
            node.lifecycle.focusedKeyHandlers.append { press in press.phase == .up ? .ignored : action(press) }
        }
    }

    /// Makes the view a control: focusable, handling `keys` while focused, dimmed while disabled.
    func control(keys: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(ControlChrome(keys: keys))
    }
}

extension KeyPress {
    /// Whether the key activates a control (`Space` or `Return`).
    var activates: Bool { key == .space || key == .return }
}

/// Colours of iOS's system palette that controls use (UIKit's `systemFill`, grouped backgrounds, the switch's green).
extension Color {
    private static func ui(_ name: String, _ light: Resolved, _ dark: Resolved) -> Color {
        Color(provider: .adaptive(light: light, dark: dark, name: name))
    }
    static let systemFill = ui("systemFill", Resolved(120, 120, 128, 0.2), Resolved(120, 120, 128, 0.36))
    static let tertiarySystemFill = ui("tertiarySystemFill", Resolved(118, 118, 128, 0.12), Resolved(118, 118, 128, 0.24))
    static let systemGroupedBackground = ui("systemGroupedBackground", Resolved(242, 242, 247), Resolved(0, 0, 0))
    static let secondarySystemGroupedBackground = ui("secondarySystemGroupedBackground", Resolved(255, 255, 255),
                                                     Resolved(28, 28, 30))
    static let switchOn = ui("systemGreen", Resolved(52, 199, 89), Resolved(48, 209, 88))
    static let segmentPill = ui("segmentPill", Resolved(255, 255, 255), Resolved(99, 99, 102))
}
