import Foundation

// The part of Combine that `import SwiftUI` brings into scope, for platforms without Combine. Same names and
// signatures as Apple's, so that a view model written for an iPhone compiles unchanged; a file that says
// `import Combine` changes that line only. Demand is honoured as "unlimited": every subscriber here asks for all
// values, as `sink`, `assign` and `onReceive` do.

/// A type that delivers values over time to subscribers, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    /// The values published.
    associatedtype Output
    /// The error that ends the stream, or `Never`.
    associatedtype Failure: Error
    /// Attaches a subscriber: the publisher hands it a subscription, then values, then perhaps a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches a subscriber (Combine's public entry point; `receive(subscriber:)` is what publishers implement).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A type that receives values from a publisher, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure> {
    /// The values received.
    associatedtype Input
    /// The error that may end the stream.
    associatedtype Failure: Error
    /// The publisher has accepted the subscription; request values through it.
    func receive(subscription: Subscription)
    /// A value; returns how many more values the subscriber wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The stream ended.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A subscriber's connection to a publisher, as Combine's `Subscription`.
public protocol Subscription: Cancellable {
    /// Asks for more values.
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the activity (a subscription stops delivering values).
    func cancel()
}

/// Namespace of subscriber types and values, as Combine's `Subscribers`.
public enum Subscribers {
    /// How many values a subscriber wants.
    public struct Demand: Hashable, Sendable, Comparable {
        /// The number, or nil for unlimited.
        public let max: Int?
        /// As many as there are.
        public static let unlimited = Demand(max: nil)
        /// None.
        public static let none = Demand(max: 0)
        /// At most `value` (negative counts as 0).
        public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(value, 0)) }
        public static func < (a: Demand, b: Demand) -> Bool {
            switch (a.max, b.max) {
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?): return x < y
            }
        }
    }

    /// How a stream ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A cancellable that cancels when it is released, as Combine's `AnyCancellable`: keep it (in a property, or a set
/// with `store(in:)`) for as long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// Wraps a closure to run once, on `cancel()` or release.
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

    deinit { action?() }

    public func cancel() {
        let run = action
        action = nil
        run?()
    }

    /// Adds this cancellable to a set, which keeps it.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Adds this cancellable to a collection, which keeps it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
