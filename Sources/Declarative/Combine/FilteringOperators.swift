import Foundation

// Combine's filtering operators, which view models chain on a `@Published` property's publisher:
//
//     $expenses.filter { !$0.isEmpty }.sink { self.totals = Self.totals(of: $0) }.store(in: &subscriptions)
//     $query.removeDuplicates().dropFirst().sink { self.search($0) }
//
// Each passes its upstream's values on synchronously, as Combine's do. A value an operator holds back asks the
// upstream for one more (Combine's `Filter` and `CompactMap` do the same), so a subscriber's demand counts only the
// values it receives.

extension Publishers {
    /// Republishes the upstream's values that satisfy a predicate (`filter`), as Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are filtered.
        public let upstream: Upstream
        /// Whether a value is passed on.
        public let isIncluded: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.receive(subscriber: AnySubscriber<Output, Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { isIncluded($0) ? subscriber.receive($0) : .max(1) },
                receiveCompletion: subscriber.receive(completion:)))
        }
    }

    /// Republishes the non-nil results of a transform of the upstream's values (`compactMap`), as Combine's
    /// `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transform; a nil result is dropped.
        public let transform: (Upstream.Output) -> Output?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: AnySubscriber<Upstream.Output, Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { transform($0).map(subscriber.receive) ?? .max(1) },
                receiveCompletion: subscriber.receive(completion:)))
        }
    }

    /// Republishes a value only when it differs from the previous one (`removeDuplicates`), as Combine's
    /// `Publishers.RemoveDuplicates`. Each subscription compares its own values.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose repeated values are dropped.
        public let upstream: Upstream
        /// Whether two consecutive values count as the same.
        public let predicate: (Output, Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let last = OperatorState<Output?>(nil)
            upstream.receive(subscriber: AnySubscriber<Output, Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { value in
                    if let previous = last.value, predicate(previous, value) { return .max(1) }
                    last.value = value
                    return subscriber.receive(value)
                },
                receiveCompletion: subscriber.receive(completion:)))
        }
    }

    /// Skips the upstream's first values (`dropFirst`), as Combine's `Publishers.Drop`. Each subscription counts its
    /// own values; a `@Published` property's publisher sends its current value first, so `dropFirst()` keeps only
    /// the changes.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose first values are skipped.
        public let upstream: Upstream
        /// How many values are skipped.
        public let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let remaining = OperatorState(count)
            upstream.receive(subscriber: AnySubscriber<Output, Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { value in
                    guard remaining.value <= 0 else {
                        remaining.value -= 1
                        return .max(1)
                    }
                    return subscriber.receive(value)
                },
                receiveCompletion: subscriber.receive(completion:)))
        }
    }
}

/// What one subscription of an operator remembers between values.
final class OperatorState<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Publisher {
    /// Passes on only the values that satisfy `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Transforms each value, passing on the non-nil results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Passes on a value only when `predicate` says it differs from the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publisher where Output: Equatable {
    /// Passes on a value only when it differs from the one before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}
