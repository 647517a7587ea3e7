import Foundation

/// Dismisses the current presentation, as SwiftUI's `DismissAction`: read it with `@Environment(\.dismiss)` and
/// call it (`dismiss()`). Inside a sheet, a full-screen cover, a popover, an alert or a confirmation dialog, it
/// dismisses that presentation, setting its `isPresented` binding to false or its item to nil, after which the
/// presentation's `onDismiss` runs. Elsewhere it does nothing (SwiftUI pops a navigation stack's pushed view there;
/// here the stack's back button and `Esc` do that).
public struct DismissAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void) { self.action = action }

    /// Dismisses the presentation.
    @MainActor @preconcurrency public func callAsFunction() { action() }
}

struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Dismisses the presentation the view is in, as SwiftUI's `dismiss` (see ``DismissAction``).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is inside a presentation (a sheet, a full-screen cover, a popover, an alert or a dialog),
    /// as SwiftUI's `isPresented`.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
