import Foundation

/// One button of an alert or a confirmation dialog, taken from the `actions` view.
struct DialogButton {
    let label: AnyView
    let role: ButtonRole?
    let action: () -> Void
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
/// gets an OK button, and a dialog without a cancel button gets one, as iOS adds them. A button with modifiers
/// (`.keyboardShortcut`, `.disabled`) is not recognised as a button and shows as it is, with its own look.
struct DialogActions {
    var buttons: [DialogButton]
    var others: [AnyView]

    enum Kind { case alert, confirmationDialog }

    @MainActor init(_ actions: any View, kind: Kind) {
        var buttons: [DialogButton] = [], others: [AnyView] = []
        for element in ViewList.elements(of: actions) {
            if let button = element.view as? any DialogButtonConvertible {
                buttons.append(button.dialogButton)
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

    /// The button `Esc` runs: the cancel button, or an alert's only button; nil when there is none.
    var escapeIndex: Int? {
        buttons.firstIndex { $0.role == .cancel } ?? (buttons.count == 1 ? 0 : nil)
    }
}
