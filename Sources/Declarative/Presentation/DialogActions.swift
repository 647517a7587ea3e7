import Foundation

/// One button of an alert or a confirmation dialog, taken from the `actions` view.
struct DialogButton {
    let label: AnyView
    let role: ButtonRole?
    let action: () -> Void
    /// Whether `disabled(true)` was applied to the button: it shows dimmed and cannot be pressed.
    var isDisabled = false
    /// The button's `keyboardShortcut`: `.defaultAction` makes it the preferred button, `.cancelAction` the one
    /// `Esc` presses.
    var shortcut: KeyboardShortcut?
}

/// A `Button`, seen by an alert or a dialog that lays its buttons out itself.
@MainActor
protocol DialogButtonConvertible {
    var dialogButton: DialogButton { get }
}

extension Button: DialogButtonConvertible {
    var dialogButton: DialogButton { DialogButton(label: AnyView(label), role: role, action: action) }
}

/// An alert's or a dialog's `actions`, taken apart: its buttons in the order iOS shows them, and whatever else it
/// holds (a `TextField` in an alert), which shows above the buttons.
///
/// iOS's order: an alert with two buttons puts the cancel button first (leading); with three or more it stacks
/// them with the cancel button last; a dialog stacks them with the cancel button last. An alert with no button
/// gets an OK button, and a dialog without a cancel button gets one, as iOS adds them. Modifiers around a button
/// are looked through: `disabled(_:)` and `keyboardShortcut(_:)` are kept (see `ControlDeclarations`), the rest
/// give way to the role's look, as on iOS.
struct DialogActions {
    var buttons: [DialogButton]
    var others: [AnyView]

    enum Kind { case alert, confirmationDialog }

    @MainActor init(_ actions: any View, kind: Kind) {
        var buttons: [DialogButton] = [], others: [AnyView] = []
        for element in ViewList.elements(of: actions) {
            let declarations = ControlDeclarations(element.view)
            if let button = declarations.control as? any DialogButtonConvertible {
                var found = button.dialogButton
                found.isDisabled = declarations.isDisabled
                found.shortcut = declarations.shortcut
                buttons.append(found)
            } else {
                others.append(AnyView(element.view))
            }
        }
        switch kind {
        case .alert where buttons.isEmpty:
            buttons = [DialogButton(label: AnyView(Text("OK")), role: .cancel, action: {})]
        case .confirmationDialog where !buttons.contains { $0.role == .cancel }:
            buttons.append(DialogButton(label: AnyView(Text("Cancel")), role: .cancel, action: {}))
        default:
            break
        }
        // Cancel last when stacked, first in a row of two (a stable partition keeps the rest in order).
        let cancels = buttons.filter { $0.role == .cancel }, rest = buttons.filter { $0.role != .cancel }
        self.buttons = kind == .alert && buttons.count == 2 ? cancels + rest : rest + cancels
        self.others = others
    }

    /// Whether the buttons are laid out in a row (an alert's two or one) rather than stacked.
    func isRow(_ kind: Kind) -> Bool { kind == .alert && buttons.count <= 2 }

    /// The button `Esc` runs: the one with the `.cancelAction` shortcut, else the cancel button, else an alert's only
    /// button; nil when there is none or it is disabled.
    var escapeIndex: Int? {
        let index = buttons.firstIndex { $0.shortcut == .cancelAction } ?? buttons.firstIndex { $0.role == .cancel }
            ?? (buttons.count == 1 ? 0 : nil)
        return index.flatMap { buttons[$0].isDisabled ? nil : $0 }
    }

    /// The preferred button, which `keyboardShortcut(.defaultAction)` marks: drawn bold, highlighted first.
    var preferredIndex: Int? { buttons.firstIndex { $0.shortcut == .defaultAction } }

    /// Where the highlight starts: on the preferred button, else the one `Esc` runs (so that a stray `Return` never
    /// presses a destructive button), else the first enabled button.
    var initialHighlight: Int? {
        if let preferred = preferredIndex, !buttons[preferred].isDisabled { return preferred }
        return escapeIndex ?? buttons.firstIndex { !$0.isDisabled }
    }

    /// The next enabled button from `index` in `direction` (+1 or -1), wrapping when `wraps`; `index` itself when
    /// there is none.
    func step(from index: Int, by direction: Int, wraps: Bool) -> Int {
        var next = index
        for _ in buttons.indices {
            next += direction
            if wraps { next = (next + buttons.count) % buttons.count }
            guard buttons.indices.contains(next) else { return index }
            if !buttons[next].isDisabled { return next }
        }
        return index
    }
}
