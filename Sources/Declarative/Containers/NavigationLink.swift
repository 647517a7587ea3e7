import Foundation

/// A row or label that pushes onto the enclosing `NavigationStack`, as SwiftUI's `NavigationLink`: its label with a
/// chevron trailing. A tap, or `Space`/`Return` while it has focus, pushes its value or destination. Outside a
/// navigation stack it does nothing.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    let target: Target
    /// What activating the link writes besides pushing (the deprecated `isActive:` and `tag:selection:` forms).
    var activation: (() -> Void)?
    @Environment(\.navigationContext) private var context

    enum Target {
        case value(AnyHashable?)
        case view(AnyView)
    }

    /// A link that pushes a value (nil: a link that does nothing), shown by `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link that pushes a view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination()))
    }

    /// A link that pushes a view given as a value (the older form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination))
    }
}

extension NavigationLink: View {
    public var body: some View {
        let context = context, target = target, activation = activation
        func push() {
            activation?()
            switch target {
            case .value(let value?): context?.push(value)
            case .view(let view): context?.pushView(view)
            case .value(nil): break
            }
        }
        return HStack {
            label
            Spacer(minLength: 8)
            Text("›").foregroundStyle(.tertiary)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: push)
        .control { press in
            guard press.activates else { return .ignored }
            push()
            return .handled
        }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link with a text label that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    /// A link with a text label from a string that pushes a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text label that pushes a view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a text label from a string that pushes a view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link with a text label that pushes a view given as a value (the older form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
