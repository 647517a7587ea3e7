import Foundation

/// What the views inside a `NavigationStack` reach through the environment: pushing, popping, and the
/// destinations registered by `navigationDestination(for:destination:)`.
@MainActor
final class NavigationContext {
    var push: (AnyHashable) -> Void = { _ in }
    var pushView: (AnyView) -> Void = { _ in }
    var pop: () -> Bool = { false }
    /// Destination builders by the value type they show.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    nonisolated init() {}

    /// The view for a pushed value: a pushed view, or the destination registered for the value's type.
    func destination(for value: AnyHashable, pushed: [Int: AnyView]) -> AnyView {
        if let marker = value.base as? PushedView { return pushed[marker.depth] ?? AnyView(EmptyView()) }
        return destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? AnyView(EmptyView())
    }
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows values of type `D` pushed on the enclosing `NavigationStack` with `destination`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        nodeModifier("navigationDestination", destination) { destination, _, context in
            context.environment.navigationContext?.destinations[ObjectIdentifier(D.self)] = { value in
                (value.base as? D).map { AnyView(destination($0)) }
            }
        }
    }

    /// Pushes `destination` on the enclosing `NavigationStack` while `isPresented` is true; popping it sets it false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return modifier(PresentedDestination(isPresented: isPresented, destination: view))
    }
}

/// `navigationDestination(isPresented:)`: pushes when the binding turns true.
struct PresentedDestination {
    let isPresented: Binding<Bool>
    let destination: AnyView
    @Environment(\.navigationContext) private var context
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension PresentedDestination: ViewModifier {
    func body(content: Content) -> some View {
        content.onChange(of: isPresented.wrappedValue) { _, presented in
            if presented { context?.pushView(destination) } else { _ = context?.pop() }
        }
    }
}
