import Foundation

/// A key for a custom value carried by a `Transaction`, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    /// The value's type.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// The context of one state change: how it should animate, and what to call when it is done.
///
/// A state write records the transaction that is current when it happens (set by `withTransaction` or
/// `withAnimation`, or the empty one). The update carries it down the tree, where `.animation(_:value:)` and
/// `.transaction {}` may rewrite it for their subtree, and animatable attributes read its `animation`.
public struct Transaction: @unchecked Sendable {
    // @unchecked: `values` holds user values of any type; a transaction is created, read and written only on the
    // main actor (state writes, updates) and inside `withTransaction`'s synchronous body. It is Sendable only so that
    // it can sit in a task-local, which is read on the same actor that set it.
    private var values: [ObjectIdentifier: Any] = [:]

    /// The animation of this transaction, or nil for none.
    public var animation: Animation?
    /// Whether `.animation(_:)` modifiers below may not add animations (see SwiftUI's animation documentation).
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction.
    public var isContinuous = false
    /// Whether velocity from a gesture should carry into the animation.
    public var tracksVelocity = false
    var completions: [AnimationCompletion] = []

    /// An empty transaction.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }

    /// A custom value.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Calls `completion` when the animations this transaction starts have finished.
    /// A transaction that starts no animation completes at the next frame.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping @MainActor () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
        if completionID == 0 { completionID = EnvironmentVersion.next() }
    }

    /// Tells this transaction's completion handlers apart from another's.
    var completionID = 0

    /// `self` with `inner`'s values written over it (iOS 17 `withTransaction` merging).
    func merging(_ inner: Transaction) -> Transaction {
        var out = self
        out.values.merge(inner.values) { _, new in new }
        if inner.animation != nil || inner.explicitAnimationNil { out.animation = inner.animation }
        out.disablesAnimations = inner.disablesAnimations || disablesAnimations
        out.isContinuous = inner.isContinuous || isContinuous
        out.tracksVelocity = inner.tracksVelocity || tracksVelocity
        out.completions += inner.completions
        if out.completionID == 0 { out.completionID = inner.completionID }
        return out
    }

    /// Whether `animation` was explicitly set to nil (by `withAnimation(nil)`), which overrides an outer one.
    var explicitAnimationNil = false

    /// The transaction current on this task, set by `withTransaction` and `withAnimation`.
    @TaskLocal static var current = Transaction()
}

/// When an animation counts as finished for its completion handler.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// The animation has logically completed but may still be in its long tail.
    case logicallyComplete
    /// The animation has finished and been removed.
    case removed
}

struct AnimationCompletion {
    var criteria: AnimationCompletionCriteria
    var action: @MainActor () -> Void
}

/// Runs `body` with `transaction` merged over the current one; state writes inside use it.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction.current.merging(transaction), operation: body)
}

/// Runs `body` with one transaction key set.
@discardableResult
public func withTransaction<K: TransactionKey, Result>(_ key: K.Type, _ value: K.Value,
                                                        _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction()
    t[key] = value
    return try withTransaction(t, body)
}

/// Runs `body` with one property of the transaction set, as SwiftUI's `withTransaction(_:_:_:)`:
/// `withTransaction(\.disablesAnimations, true) { isPresented = true }`.
@discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction.current
    t[keyPath: keyPath] = value
    return try Transaction.$current.withValue(t, operation: body)
}

/// Runs `body` with `transaction.animation` set to `animation`, as SwiftUI's `withAnimation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.explicitAnimationNil = animation == nil
    return try withTransaction(t, body)
}

/// Runs `body` with an animation and calls `completion` when the animations it starts are done.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping @MainActor () -> Void) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.explicitAnimationNil = animation == nil
    t.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(t, body)
}
