import Foundation

extension Subscribers {
    /// A subscriber that calls closures for each value and for the completion, as Combine's `Subscribers.Sink`.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Called for each value.
        public let receiveValue: (Input) -> Void
        /// Called when the stream ends.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: Subscription?

        /// Creates a sink.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        public func receive(_ input: Input) -> Subscribers.Demand {
            receiveValue(input)
            return .none
        }
        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription = nil
        }
        public func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }
}

extension Publisher {
    /// Subscribes with closures for values and completion; the subscription lasts while the result is kept.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Assigns each value to a property of an object; the subscription lasts while the result is kept.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values (the stream cannot fail).
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Republishes each value through a `@Published` property (`$property`), for as long as that property's object
    /// lives, as Combine's `assign(to:)`.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.keep(sink { [weak storage] value in storage?.set(value) })
    }
}
