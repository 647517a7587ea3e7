import Foundation

/// SwiftUI's `alert` modifiers. An alert is a box in the middle of the window with a bold title, an optional
/// message and its buttons (see `DialogBox`): two in a row, three or more stacked; with no button, an OK button.
/// Every button dismisses the alert after its action runs, setting `isPresented` to false. While it is up, the
/// window below is dimmed and takes no taps or keys. The `actions` are the alert's buttons (`Button`, with roles);
/// anything else among them (a `TextField`) shows above the buttons.
nonisolated extension View {
    /// Presents an alert with a title while `isPresented` is true, as SwiftUI's `alert(_:isPresented:actions:)`.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a title string while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a title while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a title and a message while `isPresented` is true, as SwiftUI's
    /// `alert(_:isPresented:actions:message:)`.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a title string and a message while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a title and a message while `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return dialog(.alert, title: title, isPresented: isPresented, shown: shown,
                      actions: shown ? AnyView(actions()) : nil, message: shown ? AnyView(message()) : nil)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:)`: the actions are made from the data.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents an alert with a title string about `data`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents an alert about `data`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents an alert about `data`, with a message made from it, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a title string about `data`, with a message made from it.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about `data`, with a message made from it.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialog(.alert, title: title, isPresented: isPresented, shown: shown != nil,
                      actions: shown.map { AnyView(actions($0)) }, message: shown.map { AnyView(message($0)) })
    }

    /// Presents an alert about an error while `isPresented` is true and `error` is not nil, as SwiftUI's
    /// `alert(isPresented:error:actions:)`: the title is the error's `errorDescription` (empty when it has none),
    /// the message its `failureReason` and `recoverySuggestion`, each on its own line.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        let message = shown.flatMap { error in
            [error.failureReason, error.recoverySuggestion].compactMap { $0 }.joined(separator: "\n").nilIfEmpty
        }
        return dialog(.alert, title: Text(verbatim: shown?.errorDescription ?? ""), isPresented: isPresented,
                      shown: shown != nil, actions: shown == nil ? nil : AnyView(actions()),
                      message: message.map { AnyView(Text(verbatim: $0)) })
    }

    /// Presents an alert about an error, with actions and a message made from it, as SwiftUI's
    /// `alert(isPresented:error:actions:message:)`: the title is the error's `errorDescription`.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return dialog(.alert, title: Text(verbatim: shown?.errorDescription ?? ""), isPresented: isPresented,
                      shown: shown != nil, actions: shown.map { AnyView(actions($0)) }, message: shown.map { AnyView(message($0)) })
    }

    /// Presents an alert or a dialog while `shown`: its actions and message were made when the view was.
    func dialog(_ kind: DialogActions.Kind, title: Text?, isPresented: Binding<Bool>, shown: Bool,
                actions: AnyView?, message: AnyView?) -> some View {
        modifier(PresentationModifier(id: shown ? AnyHashable(true) : nil, dismiss: { isPresented.dismissPresentation() },
                                      onDismiss: nil, transition: kind == .alert ? .alert : .rise,
                                      presented: { DialogContent(kind: kind, title: title, actions: actions, message: message) }))
    }
}

/// An alert's or dialog's parts as the modifier made them, taken apart (see `DialogActions`) once presented.
struct DialogContent {
    let kind: DialogActions.Kind
    let title: Text?
    let actions: AnyView?
    let message: AnyView?
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension DialogContent: View {
    var body: some View {
        DialogBox(kind: kind, title: title, message: message.flatMap { ViewList.elements(of: $0).isEmpty ? nil : $0 },
                  actions: DialogActions(actions ?? AnyView(EmptyView()), kind: kind))
    }
}

extension String {
    /// The string, or nil when it is empty.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
