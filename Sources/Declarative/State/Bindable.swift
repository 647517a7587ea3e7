import Foundation
import Observation

/// Bindings to the mutable properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var model: Model                       // a property
///     var body: some View { Slider(value: $model.threshold, in: 0...1) }
/// }
///
/// var body: some View {
///     @Bindable var model = model                      // or a local, for an object read from the environment
///     TextField("Name", text: $model.name)
/// }
/// ```
///
/// A binding reads and writes the object's property; the views that read it update through observation, so the
/// wrapper keeps no state of its own.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The wrapper itself, whose members are bindings: `$model.name`.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an observable object (`@Bindable var model: Model`).
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an observable object: `Bindable(model).name`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Another bindable's object: `@Bindable var model: Model` initialised from a parent's `$model`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { value, transaction in
            withTransaction(transaction) { root[keyPath: keyPath] = value }
        })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
