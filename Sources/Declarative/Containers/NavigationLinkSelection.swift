import Foundation

// The navigation links SwiftUI deprecated in iOS 16 but that published code still writes: a link active while a
// binding is true (`isActive:`), or while a selection equals its tag (`tag:selection:`). Activating one — a tap, or
// `Space`/`Return` while it has focus — writes the binding (true, or the tag) and pushes the destination, as the
// link does on iOS. Setting the binding from elsewhere does not push here: use `NavigationStack(path:)` for
// programmatic navigation.

extension NavigationLink {
    /// A link that pushes `destination` and sets `isActive` to true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = { isActive.wrappedValue = true }
    }

    /// A link that pushes `destination` and sets `selection` to `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = { selection.wrappedValue = tag }
    }

    /// A link that pushes the built destination and sets `isActive` to true.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes the built destination and sets `selection` to `tag`.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text label that pushes `destination` and sets `isActive` to true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link with a text label that pushes `destination` and sets `selection` to `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link with a text label from a string that pushes `destination` and sets `isActive` to true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link with a text label from a string that pushes `destination` and sets `selection` to `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
