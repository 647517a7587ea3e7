import Foundation

/// The storage behind one `@State` property of one node.
final class StateBox<Value>: @unchecked Sendable {
    // @unchecked: the value is written where the view's code runs (the main actor in practice, as in SwiftUI);
    // the node is reached only through the graph's locked `UpdateQueue`, never from here.
    var value: Value
    let node: NodeReference
    let queue: UpdateQueue
    init(_ value: Value, node: ViewNode) {
        self.value = value
        self.node = NodeReference(node)
        queue = node.graph.updateQueue
    }

    /// The box kept in `node`'s storage at `index`, made with `initialValue` the first time the node asks.
    @MainActor static func stored(in node: ViewNode, at index: Int, initialValue: Value) -> StateBox {
        if let box = node.storage[index] as? StateBox { return box }
        let box = StateBox(initialValue, node: node)
        node.storage[index] = box
        return box
    }
}

/// A value owned by a view and kept by the graph while the view's identity holds, as SwiftUI's `@State`.
///
/// Writing it marks the view's node dirty with the current transaction; the next update re-evaluates that view's
/// body only. A view that loses its identity (a branch switch, a new `.id`, a removed `ForEach` element) starts
/// again from the initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private let link = PropertyLink<StateBox<Value>>()

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { initialValue = value }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { initialValue = value }

    /// The current value.
    public var wrappedValue: Value {
        get { link.target?.value ?? initialValue }
        nonmutating set {
            guard let box = link.target else { return }
            box.value = newValue
            box.queue.enqueue(box.node, Transaction.current)
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue, transaction in
            withTransaction(transaction) { self.wrappedValue = newValue }
        })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        link.target = StateBox.stored(in: node, at: index, initialValue: initialValue)
    }
}

extension State: @unchecked Sendable where Value: Sendable {}
