import Foundation

/// An observable object that an ancestor put in the environment with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`.
///
/// The view updates when the object's `objectWillChange` fires. Reading it when no ancestor supplied an object of
/// its type stops the program with a message naming the type, as SwiftUI does: that is a mistake in the code, not
/// in its data.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an environment object's properties, as SwiftUI's `EnvironmentObject.Wrapper`.
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>
    private let link = ObjectLink<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    @MainActor public var wrappedValue: ObjectType {
        guard let object = link.object else { fatalError(Self.missingMessage) }
        return object
    }

    /// Bindings to the object's properties: `$settings.unit`.
    @MainActor public var projectedValue: Wrapper { ObservedObjectWrapper(root: wrappedValue) }

    /// What a missing object reports.
    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) "
            + "may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        guard let object = node.environment[EnvironmentObjectKey<ObjectType>.self] else {
            link.object = nil
            node.storage[index] = nil
            return
        }
        _ = ObjectSubscription.subscription(to: object, node: node, index: index)
        link.object = object
    }
}

/// The environment entry of an object type: one key per type, so each type has its own slot.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Supplies an observable object to this view and its descendants, for their `@EnvironmentObject` properties of
    /// its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        nodeModifier("environmentObject", object) { object, _, context in context.environment[EnvironmentObjectKey<T>.self] = object }
    }
}
