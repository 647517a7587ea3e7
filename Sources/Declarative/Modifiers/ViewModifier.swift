import Foundation

/// A modifier that you apply to a view, producing a different version of it, as SwiftUI's `ViewModifier`.
/// Isolated to the main actor, as SwiftUI's is (`GeometryEffect` removes that isolation again).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Makes the modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
    /// How the view graph applies the framework's own modifiers and geometry effects; nil for a modifier with a
    /// body (the default). Not for use outside the framework, like SwiftUI's underscored requirements.
    static var _applier: _ViewModifierApplier? { get }
}

extension ViewModifier {
    public static var _applier: _ViewModifierApplier? { nil }
}

/// How the view graph applies a modifier type, as `ViewModifier._applier` names it.
///
/// The answer comes from the type's conformance, not from casts such as `modifier as? any PrimitiveModifier`: the
/// first time a process asks whether a type conforms to a protocol, the runtime scans every conformance record of
/// the binary. Debug builds check that both give the same answer.
public struct _ViewModifierApplier {
    enum Kind {
        /// One of the framework's modifiers, which acts on the node directly.
        case primitive(any PrimitiveModifier.Type)
        /// A geometry effect, drawn with its transform.
        case geometryEffect(any GeometryEffect.Type)
    }
    let kind: Kind
}

/// The content a `ViewModifier` wraps: a placeholder for the view it was applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { context.child(view, key: .position(0)) }
}

/// The framework's own modifiers, which act on the node directly instead of having a body.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Sets the node's roles and the context its content sees.
    @MainActor func apply(to node: ViewNode, _ context: inout UpdateContext)
    /// Adds children after the content (overlays).
    @MainActor func finish(_ node: ViewNode, _ context: inout UpdateContext)
}

extension PrimitiveModifier {
    public static var _applier: _ViewModifierApplier? { _ViewModifierApplier(kind: .primitive(Self.self)) }
    func finish(_ node: ViewNode, _ context: inout UpdateContext) {}
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Creates modified content.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        assert(Self.applierAgreesWithCasts(modifier), "\(Modifier.self)'s ViewModifier conformance and its casts disagree")
        switch Modifier._applier?.kind {
        case .primitive(let type):
            apply(type, node, &context)
        case .geometryEffect(let type):
            apply(type, node)
            context.child(content, key: .position(0))
        case nil:
            node.graph.counters.bodiesEvaluated += 1
            let modifier = AnimatableViews.presented(self.modifier, in: node)
            DynamicPropertyBinder.bind(modifier, to: node)
            let placeholder = _ViewModifier_Content<Modifier>(view: content)
            let body = DynamicPropertyBinder.observing(node) { modifier.body(content: placeholder) }
            context.child(body, key: .position(0))
        }
    }

    /// `type` is `Modifier` itself (see `_applier`), so the casts cannot fail.
    @MainActor private func apply<P: PrimitiveModifier>(_ type: P.Type, _ node: ViewNode, _ context: inout UpdateContext) {
        let primitive = modifier as! P
        primitive.apply(to: node, &context)
        context.child(content, key: node.contentKey ?? .position(0))
        primitive.finish(node, &context)
    }

    @MainActor private func apply<E: GeometryEffect>(_ type: E.Type, _ node: ViewNode) {
        GeometryEffectApplier.apply(modifier as! E, to: node)
    }

    /// Whether `_applier` says what the casts it replaces would (checked in debug builds only).
    @MainActor private static func applierAgreesWithCasts(_ modifier: Modifier) -> Bool {
        switch Modifier._applier?.kind {
        case .primitive: return modifier is any PrimitiveModifier
        case .geometryEffect: return modifier is any GeometryEffect && !(modifier is any PrimitiveModifier)
        case nil: return !(modifier is any PrimitiveModifier) && !(modifier is any GeometryEffect)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

nonisolated extension View {
    /// Applies a modifier to the view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    /// Combines this modifier with another.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that runs a closure on the node: the building block of most built-in modifiers.
///
/// The modifier is made in nonisolated code (SwiftUI's modifiers are `nonisolated`, so a free `@ViewBuilder`
/// function can call them) and applied later, on the main actor, by the graph. Values the action needs that are not
/// `Sendable` (a user's closure, an `Equatable` value, an id) travel in `value`, as part of the view, rather than in
/// the action's captures: a main-actor closure made in nonisolated code may capture only `Sendable` values.
struct NodeModifier<Value> {
    let name: String
    let value: Value
    let action: @MainActor (Value, ViewNode, inout UpdateContext) -> Void
}

// Conformed in an extension, so that the type and its initialiser stay nonisolated (see `TupleView`).
extension NodeModifier: PrimitiveModifier {
    func apply(to node: ViewNode, _ context: inout UpdateContext) { action(value, node, &context) }
}

nonisolated extension View {
    /// Wraps the view in a node modifier whose action captures only `Sendable` values.
    func nodeModifier(_ name: String, _ action: @escaping @MainActor (ViewNode, inout UpdateContext) -> Void)
        -> ModifiedContent<Self, NodeModifier<Void>> {
        modifier(NodeModifier(name: name, value: ()) { _, node, context in action(node, &context) })
    }

    /// Wraps the view in a node modifier that hands `value` to its action when the graph applies it.
    func nodeModifier<Value>(_ name: String, _ value: Value,
                             _ action: @escaping @MainActor (Value, ViewNode, inout UpdateContext) -> Void)
        -> ModifiedContent<Self, NodeModifier<Value>> {
        modifier(NodeModifier(name: name, value: value, action: action))
    }
}
