import Foundation

/// A piece of user interface, as SwiftUI's `View`.
///
/// A view is a value that describes what to show. Its `body` composes other views; the framework's
/// primitive views (text, shapes, stacks, modifiers) have `Body == Never` and are understood by the
/// view graph directly. Views are cheap to create and are re-created on every update; state lives in the
/// graph, not in the view.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
    /// For the framework's built-in views, how the view graph makes their node; nil for a view with a body (the
    /// default). Not for use outside the framework, like SwiftUI's underscored `View` requirements.
    static var _primitive: _PrimitiveViewType? { get }
    /// The view's `body`, boxed, as the view graph evaluates it. Not for use outside the framework.
    func _erasedBody() -> any View
    /// For a view that conforms to `Animatable`, the view with its animatable data as the graph presents it; nil
    /// for any other view (the default). Not for use outside the framework.
    func _presentingAnimatableData(_ presenter: _AnimatableDataPresenter) -> Self?
}

extension View {
    public static var _primitive: _PrimitiveViewType? { nil }

    /// Inlined into each conformance, where the body's type is known when the conforming module is compiled. Boxing
    /// `body` in a generic function instead makes the runtime look `Body` up by its mangled name, which checks every
    /// generic requirement of every level of it (`ZStack<TupleView<…>>` needs `TupleView<…>: View`), branches never
    /// taken included, each the first time a type is asked scanning every conformance record of the binary (about
    /// 6,300): that was half the instructions of `bench render-svg 12`. (Where the conforming module is compiled with
    /// `-disable-concrete-type-metadata-mangled-name-accessors`, as this package's release builds are, the inlined
    /// copy asks no such question.) A generic view type can implement it itself, so that its opaque body type is known
    /// there too (see `Chart`).
    @inlinable public func _erasedBody() -> any View { body }

    /// Not animatable: the default. Chosen when the type conforms, so that the graph need not ask the runtime
    /// whether a view type conforms to `Animatable` (the first such question about a type scans every conformance
    /// record of the binary).
    public func _presentingAnimatableData(_ presenter: _AnimatableDataPresenter) -> Self? { nil }
}

extension View where Self: Animatable {
    /// An animatable view's data, interpolated like any other attribute (see `AnimatableViews`).
    public func _presentingAnimatableData(_ presenter: _AnimatableDataPresenter) -> Self? { presenter.present(self) }
}

/// A built-in view type, as `View._primitive` names it.
public struct _PrimitiveViewType {
    let type: any PrimitiveView.Type
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views that the graph understands directly; their `body` is never called.
protocol PrimitiveView: View where Body == Never {
    /// Describes the node this view becomes: its children and its roles in layout and drawing.
    @MainActor func makeNode(_ node: ViewNode, _ context: inout UpdateContext)
}

extension PrimitiveView {
    /// Primitive views have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
    public static var _primitive: _PrimitiveViewType? { _PrimitiveViewType(type: Self.self) }
}

/// Which view types are primitives.
///
/// The answer comes from the type's `View` conformance (`_primitive`), not from a cast such as
/// `type as? any PrimitiveView.Type`: the first time a process asks whether a type conforms to a protocol, the
/// runtime scans every conformance record of the binary (about 6,000), which made these casts a visible share of a
/// short command's start-up. Debug builds check that both give the same answer.
@MainActor
enum PrimitiveViews {
    /// The view's type as a primitive, or nil for a view with a body.
    static func type(of view: any View) -> (any PrimitiveView.Type)? {
        let type = Swift.type(of: view)
        let primitive = type._primitive?.type
        assert(primitive.map(ObjectIdentifier.init) == (type as? any PrimitiveView.Type).map(ObjectIdentifier.init),
               "\(type)'s View conformance and its PrimitiveView conformance disagree")
        return primitive
    }

    /// Lets a primitive view describe its node.
    static func makeNode<P: PrimitiveView>(_ type: P.Type, view: any View, node: ViewNode, context: inout UpdateContext) {
        // `type` is the view's own type (see `type(of:)`), so the cast cannot fail.
        let primitive = view as! P
        // Content closures (a `ForEach`'s rows) run here: an observable value they read updates this node, as a
        // body's reads update its view.
        DynamicPropertyBinder.observing(node) { primitive.makeNode(node, &context) }
    }
}
