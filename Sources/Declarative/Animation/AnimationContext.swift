import Foundation

/// Contextual values that a ``CustomAnimation`` uses while animating: its
/// persistent ``AnimationState`` and whether it is logically complete.
///
/// (SwiftUI's `environment` property is not provided.)
public struct AnimationContext<Value: VectorArithmetic> {
    /// The current state of the animation, persisted between calls.
    public var state: AnimationState<Value>

    /// Set to true by an animation once it has logically completed (it may
    /// still be in its long tail); drives `.logicallyComplete` completions.
    public var isLogicallyComplete: Bool

    /// Creates a context with the given state.
    init(state: AnimationState<Value> = .init(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// Creates a context for another value type, with the given state and
    /// this context's other values.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}

/// A container that stores the state of a custom animation, keyed by
/// ``AnimationStateKey`` types.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state container.
    public init() {}

    /// Accesses the state for a custom key; unset keys read as the key's
    /// ``AnimationStateKey/defaultValue``.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for accessing animation state values.
public protocol AnimationStateKey {
    /// The type of the value stored under the key.
    associatedtype Value

    /// The value read when nothing has been stored.
    static var defaultValue: Value { get }
}
