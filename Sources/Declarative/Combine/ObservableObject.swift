import Foundation

/// An object whose changes views observe, as Combine's `ObservableObject`.
///
/// By default the object gets an `objectWillChange` publisher that fires before any of its `@Published`
/// properties changes; code may also call `objectWillChange.send()` itself. A view that holds the object
/// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) updates when it fires — only that view, and views
/// below it whose inputs change.
public protocol ObservableObject: AnyObject {
    /// The publisher that fires before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, shared by its `@Published` properties (they send through it before each change).
    ///
    /// As in Combine, it is found by reflecting on the object's `@Published` properties (superclasses included),
    /// where it is kept; an object without any gets a new publisher each time, which fires only when sent to.
    public var objectWillChange: ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children { if let holder = child.value as? any PublishedFieldHolder { fields.append(holder.field) } }
            mirror = current.superclassMirror
        }
        let publisher = fields.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for field in fields { field.objectWillChange = publisher }
        return publisher
    }
}

/// The publisher behind `objectWillChange`, as Combine's `ObservableObjectPublisher`: it sends `Void`.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()

    /// Creates a publisher.
    public init() {}

    /// Tells subscribers that the object is about to change.
    public func send() { subscribers.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.add(subscriber)
    }
}
