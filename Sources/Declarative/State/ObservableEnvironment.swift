import Foundation
import Observation

/// The environment entry of an `@Observable` type: one key per type, so each type has its own slot, as SwiftUI keeps
/// one object per type for `@Environment(Model.self)`.
struct ObservableEnvironmentKey<ObjectType: AnyObject & Observable>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Supplies an `@Observable` object to this view and its descendants, for their `@Environment(Model.self)`
    /// properties of its type (nil removes an object an ancestor supplied).
    ///
    /// ```swift
    /// ContentView().environment(model)
    /// // in ContentView:
    /// @Environment(Model.self) private var model
    /// ```
    ///
    /// A view that reads a property of the object updates when that property changes (the body runs under
    /// observation tracking), as with an object passed any other way.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        nodeModifier("environmentObservable", object) { object, _, context in
            context.environment[ObservableEnvironmentKey<T>.self] = object
        }
    }
}
