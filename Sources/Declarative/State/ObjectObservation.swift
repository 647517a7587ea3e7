import Foundation

/// A view's subscription to an observable object's `objectWillChange`, kept in the node's storage: when the object
/// is about to change, the node — only that node — is marked for an update with the transaction current at the
/// change (so `withAnimation { model.value = … }` animates).
final class ObjectSubscription {
    let object: AnyObject
    private let cancellable: AnyCancellable

    @MainActor
    init<O: ObservableObject>(_ object: O, node: ViewNode) {
        self.object = object
        let reference = NodeReference(node)
        let queue = node.graph.updateQueue
        cancellable = object.objectWillChange.sink { _ in queue.enqueue(reference, Transaction.current) }
    }

    /// The subscription at `index` of the node's storage when it is to `object`; otherwise a new one, stored there.
    @MainActor
    static func subscription<O: ObservableObject>(to object: O, node: ViewNode, index: Int) -> ObjectSubscription {
        if let existing = node.storage[index] as? ObjectSubscription, existing.object === object { return existing }
        let subscription = ObjectSubscription(object, node: node)
        node.storage[index] = subscription
        return subscription
    }
}

/// Where a property wrapper finds its object once the graph has bound it; shared by every copy of the wrapper.
final class ObjectLink<ObjectType: AnyObject>: @unchecked Sendable {
    // @unchecked: written by the graph on the main actor just before `body` runs, and read by that body on the
    // main actor (as `PropertyLink`).
    var object: ObjectType?
    init() {}
}

/// What `$model` gives for an observed object: bindings to its properties, as SwiftUI's `ObservedObject.Wrapper`.
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: ObservableObject> {
    let root: ObjectType

    /// A binding to a property of the object: `$model.threshold`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let root = self.root
        return Binding(get: { root[keyPath: keyPath] }, set: { value, transaction in
            withTransaction(transaction) { root[keyPath: keyPath] = value }
        })
    }
}
