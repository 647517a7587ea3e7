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
}

/// Which view types are primitives, remembered per type: the dynamic cast of a view to a protocol costs more than
/// the rest of making its node.
@MainActor
enum PrimitiveViews {
    private static var types = PerTypeCache<(any PrimitiveView.Type)?>()

    /// The view's type as a primitive, or nil for a view with a body.
    static func type(of view: any View) -> (any PrimitiveView.Type)? {
        let type = Swift.type(of: view)
        return types.value(for: type) { type as? any PrimitiveView.Type }
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
