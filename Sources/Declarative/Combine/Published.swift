import Foundation

/// A property of a class that publishes its changes, as Combine's `@Published`.
///
/// Setting it first sends the owning `ObservableObject`'s `objectWillChange`, then sends the new value to
/// subscribers of `$property`, then stores it (so subscribers see the value before the property holds it, as in
/// Combine). It works only on properties of classes.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// A published property with an initial value.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    /// A published property with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Not available: `@Published` is only available on properties of classes, which use the subscript below.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's value, read and written through its object.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }

    /// A publisher of the property's values (`$property`): the current value first, then each new one.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: Declarative.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: PublishedStorage<Value>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subscribers.add(subscriber, first: storage.value)
        }
    }
}

/// What a `@Published` property keeps: its value, its subscribers, and its object's `objectWillChange`.
final class PublishedStorage<Value>: PublishedField {
    var value: Value
    let subscribers = SubscriberList<Value, Never>()
    var objectWillChange: ObservableObjectPublisher?
    /// Subscriptions that republish into this property (`assign(to: &$property)`), kept as long as it lives.
    private var kept: [AnyCancellable] = []

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        objectWillChange?.send()
        subscribers.send(newValue)
        value = newValue
    }

    func keep(_ cancellable: AnyCancellable) { kept.append(cancellable) }
}

/// A `@Published` property, seen through reflection, where the object's `objectWillChange` is kept.
protocol PublishedField: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

extension Published: PublishedFieldHolder {
    var field: any PublishedField { storage }
}

/// A value that holds a `@Published` property's storage (reflection sees the wrapper, not its storage).
protocol PublishedFieldHolder {
    var field: any PublishedField { get }
}
