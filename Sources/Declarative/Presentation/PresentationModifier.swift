import Foundation

/// A presentation driven by a binding, shared by sheets, covers, popovers, alerts and dialogs: while `id` is set,
/// `presented()` is shown over the window (see `ModalPresenter`); `dismiss` clears the binding; `onDismiss` runs
/// once the presentation is gone — dismissed by the user, by `dismiss()`, or by the binding — or replaced by one
/// with another id (a new item), as SwiftUI's `onDismiss` does.
struct PresentationModifier<Presented: View> {
    /// The presentation's identity (the item's id, or `true`), nil while nothing is presented.
    let id: AnyHashable?
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    /// How the presentation comes and goes.
    var transition = PresentationTransition.rise
    let presented: () -> Presented
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension PresentationModifier: ViewModifier {
    func body(content: Content) -> some View {
        let onDismiss = onDismiss
        return content
            .modifier(ModalPresenter(presented: id == nil ? nil : presented(), id: id ?? AnyHashable(false),
                                     dismiss: DismissAction(dismiss), transition: transition))
            .onChange(of: id) { old, _ in
                if old != nil { onDismiss?() }
            }
    }
}

extension Binding where Value == Bool {
    /// Sets the binding to false (a presentation's dismissal), unless it already is.
    func dismissPresentation() {
        if wrappedValue { wrappedValue = false }
    }
}
