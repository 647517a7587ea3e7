import Foundation
import Observation

/// Binds a view's dynamic properties to its node and evaluates its body under observation.
///
/// Before `body` runs, the binder walks the view's stored properties with `Mirror` (recursing into nested
/// `DynamicProperty` structs) and connects each `@State`, `@Environment` and `@ScaledMetric` to the node. The body
/// runs inside `withObservationTracking`, so an `@Observable` model that the body read marks this node — and only
/// this node — dirty when it changes.
@MainActor
enum DynamicPropertyBinder {
    /// Types known to have no dynamic properties, so that Mirror is skipped for them.
    private static var plainTypes = Set<ObjectIdentifier>()

    static func evaluateBody(of view: any View, in node: ViewNode) -> any View {
        bind(view, to: node)
        return observing(node) { body(of: view) }
    }

    static func bind(_ value: Any, to node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !plainTypes.contains(type) else { return }
        var index = 0
        let found = bindFields(of: value, to: node, index: &index)
        if !found { plainTypes.insert(type) }
    }

    private static func bindFields(of value: Any, to node: ViewNode, index: inout Int) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any GraphBoundProperty {
                property.bind(to: node, index: index)
                index += 1
                found = true
            } else if child.value is any DynamicProperty {
                found = bindFields(of: child.value, to: node, index: &index) || found
            }
        }
        return found
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// Runs `work`, and marks `node` dirty when an observable value it read changes.
    static func observing<T>(_ node: ViewNode, _ work: () -> T) -> T {
        let ref = NodeReference(node)
        let queue = node.graph.updateQueue
        return withObservationTracking(work) { queue.enqueue(ref, Transaction.current) }
    }
}

/// A weak reference to a node that can cross into Observation's `@Sendable` change handler.
final class NodeReference: @unchecked Sendable {
    // @unchecked: `node` is set once at creation and only dereferenced on the main actor, by `ViewGraph.flush`.
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
