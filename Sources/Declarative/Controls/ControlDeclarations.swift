import Foundation

/// A control under the modifiers wrapped around it, and what they declare about it: whether `disabled(_:)` turned
/// it off and which `keyboardShortcut(_:)` it has. An alert or a confirmation dialog, which draws its buttons itself,
/// and a menu, which makes rows of its controls, read these instead of drawing the control as it is:
///
/// ```
/// Button("Delete", role: .destructive) {…}      ─▶  control: the Button
///     .keyboardShortcut(.defaultAction)              shortcut: .defaultAction
///     .disabled(name.isEmpty)                        isDisabled: name.isEmpty
/// ```
///
/// Other modifiers are looked through: an alert's buttons take their look from their role, as on iOS.
@MainActor
struct ControlDeclarations {
    /// The innermost view: the control itself (or whatever the modifiers wrap).
    let control: any View
    /// Whether a `disabled(true)` is among the modifiers.
    private(set) var isDisabled = false
    /// The innermost `keyboardShortcut(_:)`'s shortcut (a nil one removes those further out), as the control's
    /// environment would have it.
    private(set) var shortcut: KeyboardShortcut?

    /// The name of `disabled(_:)`'s node modifier.
    nonisolated static let disabledModifierName = "disabled"

    /// Whether `modifier` is a `disabled(true)`.
    static func disables(_ modifier: Any) -> Bool {
        guard let disabling = modifier as? NodeModifier<Bool> else { return false }
        return disabling.name == disabledModifierName && disabling.value
    }

    init(_ view: any View) {
        var view = view
        while let modified = view as? any ModifierLookup {
            let (modifier, content) = modified.layer
            if Self.disables(modifier) {
                isDisabled = true
            } else if let declaring = modifier as? NodeModifier<KeyboardShortcut?>, declaring.name == KeyboardShortcut.modifierName {
                shortcut = declaring.value      // outermost first: an inner declaration replaces it
            }
            view = content
        }
        control = view
    }
}
