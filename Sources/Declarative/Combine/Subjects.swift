import Foundation

/// A publisher that code can send values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to every subscriber.
    func send(_ value: Output)
    /// Ends the stream for every subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands an upstream subscription to the subject (accepted and requested in full).
    func send(subscription: Subscription)
}

extension Subject {
    public func send(subscription: Subscription) { subscription.request(.unlimited) }
}

extension Subject where Output == Void {
    /// Sends a `Void` value.
    public func send() { send(()) }
}

/// A subject that passes values on to its current subscribers, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    /// Creates a subject.
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)
    }
}

/// A subject with a current value, which a new subscriber receives first, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    /// Creates a subject with a value.
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber, first: value)
    }
}

/// The subscribers of a publisher that sends values itself (subjects, `@Published`, `ObservableObjectPublisher`).
///
/// Each subscriber gets a subscription whose `cancel()` removes it; values go to a snapshot of the list, so a
/// subscriber may cancel (or another subscribe) while a value is being sent.
final class SubscriberList<Output, Failure: Error> {
    private struct Entry {
        let id: Int
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }
    private var entries: [Entry] = []
    private var nextID = 0
    private var completion: Subscribers.Completion<Failure>?

    var isEmpty: Bool { entries.isEmpty }

    /// Adds a subscriber, sending it `first` when given; a finished list completes it at once.
    func add<S: Subscriber>(_ subscriber: S, first: Output? = nil) where S.Input == Output, S.Failure == Failure {
        let id = nextID
        nextID += 1
        subscriber.receive(subscription: ListSubscription { [weak self] in self?.entries.removeAll { $0.id == id } })
        if let completion {
            subscriber.receive(completion: completion)
            return
        }
        entries.append(Entry(id: id, value: { _ = subscriber.receive($0) }, completion: { subscriber.receive(completion: $0) }))
        if let first { _ = subscriber.receive(first) }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries { entry.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finished = entries
        entries.removeAll()
        for entry in finished { entry.completion(completion) }
    }
}

/// A subscription that runs a closure once when cancelled; demand is not tracked (every subscriber here wants all).
final class ListSubscription: Subscription {
    private var onCancel: (() -> Void)?
    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        let run = onCancel
        onCancel = nil
        run?()
    }
}
