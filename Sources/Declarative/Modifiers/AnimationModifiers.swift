import Foundation

extension View {
    /// Animates this subtree with `animation` in updates where `value` changed (SwiftUI's animation documentation).
    ///
    /// In an update where the value is unchanged, the transaction from above passes through untouched.
    /// A transaction that `disablesAnimations` is not given an animation.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        nodeModifier("animation") { node, context in
            let previous = node.storage[-2] as? ValueBox<V>
            defer { node.storage[-2] = ValueBox(value) }
            guard let previous, previous.value != value, !context.transaction.disablesAnimations else { return }
            context.transaction.animation = animation
        }
    }

    /// Animates this subtree with `animation` in every update (deprecated in SwiftUI).
    public func animation(_ animation: Animation?) -> some View {
        transaction { t in if !t.disablesAnimations { t.animation = animation } }
    }

    /// Rewrites the transaction of every update that reaches this subtree.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        nodeModifier("transaction") { _, context in transform(&context.transaction) }
    }

    /// Rewrites the transaction of updates in which `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        nodeModifier("transaction") { node, context in
            let previous = node.storage[-3] as? ValueBox<V>
            defer { node.storage[-3] = ValueBox(value) }
            if let previous, previous.value != value { transform(&context.transaction) }
        }
    }

    /// How the view enters and leaves when it is inserted or removed inside an animated transaction.
    public func transition(_ t: AnyTransition) -> some View {
        nodeModifier("transition") { node, _ in node.animation.transition = t }
    }
}
