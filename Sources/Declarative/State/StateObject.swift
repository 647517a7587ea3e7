import Foundation

/// An observable object that a view creates and owns, as SwiftUI's `@StateObject`.
///
/// The object is created once per view identity, from the autoclosure, when the view is first bound into the graph;
/// later values of the view (made by every update of its parent) reuse it. A view that loses its identity starts
/// again with a new object. The view updates when the object's `objectWillChange` fires.
///
/// ```swift
/// @StateObject private var model = SalesModel()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let thunk: () -> ObjectType
    private let link = ObjectLink<ObjectType>()

    /// A state object made by `thunk` when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }

    /// The object. Read before the view is in a graph (as when a test reads it directly), it is made then, and kept
    /// by this value.
    @MainActor public var wrappedValue: ObjectType {
        if let object = link.object { return object }
        let object = thunk()
        link.object = object
        return object
    }

    /// Bindings to the object's properties: `$model.threshold`.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObjectWrapper(root: wrappedValue) }
}

/// The object a `@StateObject` made for a node, kept in the node's storage with its subscription.
final class StateObjectBox<ObjectType: ObservableObject> {
    let subscription: ObjectSubscription
    var object: ObjectType { subscription.object as! ObjectType }  // made from an `ObjectType` in `bind`
    init(_ subscription: ObjectSubscription) { self.subscription = subscription }
}

extension StateObject: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        if let box = node.storage[index] as? StateObjectBox<ObjectType> {
            link.object = box.object
            return
        }
        let object = link.object ?? thunk()
        node.storage[index] = StateObjectBox<ObjectType>(ObjectSubscription(object, node: node))
        link.object = object
    }
}

/// An observable object that a view is given and observes, as SwiftUI's `@ObservedObject`.
///
/// The view does not own the object (its parent passes it in); it updates when the object's `objectWillChange`
/// fires, and `$model.property` gives bindings to its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes an object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes an object.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties: `$model.threshold`.
    public var projectedValue: Wrapper { ObservedObjectWrapper(root: wrappedValue) }
}

extension ObservedObject: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        // A new object (the parent passed another) replaces the subscription to the old one.
        _ = ObjectSubscription.subscription(to: wrappedValue, node: node, index: index)
    }
}
