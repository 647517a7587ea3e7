import Foundation

/// A property that holds a value while a gesture is under way and returns to its initial value when the gesture
/// ends, as SwiftUI's `GestureState`.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// …
/// .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// ```
/// Only a gesture's `updating(_:body:)` writes it. When the gesture ends, fails or is cancelled the value goes back
/// to the initial one, in the transaction given as `resetTransaction` (or made by `reset`), after `onEnded` has run.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let resetTransaction: (Value, inout Transaction) -> Void
    private let link = PropertyLink<StateBox<Value>>()

    /// Creates gesture state with an initial value.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    /// Creates gesture state with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Creates gesture state that resets in `resetTransaction` (an animation makes the value spring back).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        self.resetTransaction = { _, transaction in transaction = resetTransaction }
    }
    /// Creates gesture state that resets in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }
    /// Creates gesture state whose reset transaction is made by `reset` from the value being reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetTransaction = reset
    }
    /// Creates gesture state whose reset transaction is made by `reset` from the value being reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value.
    public var wrappedValue: Value { link.target?.value ?? initialValue }

    /// The state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes a value from a gesture's `updating` body, in its transaction.
    func set(_ value: Value, transaction: Transaction) {
        guard let box = link.target else { return }
        box.value = value
        box.queue.enqueue(box.node, transaction)
    }

    /// Returns to the initial value, in the reset transaction.
    func reset() {
        guard let box = link.target else { return }
        var transaction = Transaction()
        resetTransaction(box.value, &transaction)
        box.value = initialValue
        box.queue.enqueue(box.node, transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates gesture state whose initial value is nil, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
    /// Creates gesture state whose initial value is nil, reset in the transaction `reset` makes.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

extension GestureState: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        link.target = StateBox.stored(in: node, at: index, initialValue: initialValue)
    }
}

// The initial value and reset closure are set once; the box is reached only on the main actor, as `State`'s.
extension GestureState: @unchecked Sendable where Value: Sendable {}
