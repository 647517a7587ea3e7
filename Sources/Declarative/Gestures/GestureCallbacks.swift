import Foundation

// The modifiers that turn a gesture's values into effects: `map`, `onChanged`, `onEnded` and `updating`. Each wraps
// the gesture and adds callbacks to its result; the router runs them only if the gesture is not cancelled by one
// of higher priority on the same event. State resets run after every other callback of the event.

/// A gesture whose values are transformed, as SwiftUI's `_MapGesture` (made by `map(_:)`).
public struct _MapGesture<Content: Gesture, Value> {
    let content: Content
    let transform: (Content.Value) -> Value
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension _MapGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        content.resolve(event, store, key).map(transform)
    }
}

/// A gesture that runs an action when its value changes, as SwiftUI's `_ChangedGesture` (made by `onChanged(_:)`).
public struct _ChangedGesture<Content: Gesture> where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension _ChangedGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        var result = content.resolve(event, store, key)
        let slot = key + "~changed"
        if let value = result.value, result.phase == .active || result.phase == .possible,
           store.get(slot, Value?.none) != value {
            store.set(slot, value)
            let action = self.action
            result.actions.append { action(value) }
        }
        return result
    }
}

/// A gesture that runs an action when it ends, as SwiftUI's `_EndedGesture` (made by `onEnded(_:)`).
public struct _EndedGesture<Content: Gesture> {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension _EndedGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        var result = content.resolve(event, store, key)
        if result.phase == .ended, let value = result.value {
            let action = self.action
            result.actions.append { action(value) }
        }
        return result
    }
}

/// A gesture that updates a `@GestureState` as it changes, as SwiftUI's `GestureStateGesture` (made by
/// `updating(_:body:)`). The state returns to its initial value when the gesture ends, fails or is cancelled.
public struct GestureStateGesture<Base: Gesture, State> {
    public typealias Value = Base.Value
    public typealias Body = Never
    /// The gesture.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// Called with each new value, the state to change, and the transaction to change it in.
    public var body: (GestureStateGesture.Value, inout State, inout Transaction) -> Void

    /// Creates the gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension GestureStateGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        var result = base.resolve(event, store, key)
        let state = self.state
        let update: (Value, inout State, inout Transaction) -> Void = self.body
        if result.isFinished {
            result.resets.append { state.reset() }
        } else if let value = result.value {
            result.actions.append {
                var s = state.wrappedValue
                var transaction = Transaction()
                update(value, &s, &transaction)
                state.set(s, transaction: transaction)
            }
        }
        return result
    }
}

nonisolated extension Gesture {
    /// A gesture with its values transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, transform: body) }

    /// Runs `action` when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` when the gesture ends, with its final value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }

    /// Updates gesture state as the gesture changes; the state resets when it ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
