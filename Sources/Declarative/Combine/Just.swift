import Foundation

/// A publisher that sends one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value sent.
    public let output: Output
    /// Creates the publisher.
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: ListSubscription {})
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// A type-erased subscriber, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: (Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void

    /// Wraps a subscriber.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscription = subscriber.receive(subscription:)
        value = subscriber.receive(_:)
        completion = subscriber.receive(completion:)
    }

    /// A subscriber made of closures.
    public init(receiveSubscription: ((Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        subscription = receiveSubscription ?? { $0.request(.unlimited) }
        value = receiveValue ?? { _ in .none }
        completion = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: Subscription) { self.subscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// A type-erased publisher, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void
    /// Wraps a publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

/// Namespace of publisher types made by operators, as Combine's `Publishers`.
public enum Publishers {
    /// Transforms each value of an upstream publisher (`map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Upstream.Failure {
            let transform = self.transform
            upstream.receive(subscriber: AnySubscriber<Upstream.Output, Upstream.Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { subscriber.receive(transform($0)) },
                receiveCompletion: subscriber.receive(completion:)))
        }
    }
}

extension Publisher {
    /// Wraps the publisher in `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}
