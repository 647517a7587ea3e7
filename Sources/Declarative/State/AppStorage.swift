import Foundation

/// A value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`: every view that reads the key updates
/// when one of them writes it.
///
/// ```swift
/// @AppStorage("row_count") var rowCount = 1
/// Stepper("Rows: \(rowCount)", value: $rowCount)
/// ```
///
/// The stored types are SwiftUI's: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`, and `RawRepresentable`
/// types whose raw value is an `Int` or a `String` (an array of `Codable` values made `RawRepresentable` by an
/// extension is such a type), each also optional. The default value is what reads return while the key holds no
/// value of that type; it is not written. `store: nil` is `UserDefaults.standard`.
///
/// Views update when a value is written through an `@AppStorage` of the same store and key, in this process; a
/// write straight to `UserDefaults` is seen at the next update, not announced. As in SwiftUI, an `@AppStorage`
/// inside an `ObservableObject` stores its value but does not fire the object's `objectWillChange`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults?
    let defaultValue: Value
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    init(key: String, store: UserDefaults?, defaultValue: Value,
         read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    var defaults: UserDefaults { store ?? .standard }

    /// The stored value, or the default while the key holds none.
    public var wrappedValue: Value {
        get { read(defaults, key) ?? defaultValue }
        nonmutating set {
            let slot = AppStorageSlot.slot(for: defaults, key: key)
            slot.objectWillChange.send()
            write(defaults, key, newValue)
        }
    }

    /// A binding to the stored value: `$rowCount`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        _ = ObjectSubscription.subscription(to: AppStorageSlot.slot(for: defaults, key: key), node: node, index: index)
    }
}

/// What views reading one key of one store subscribe to: it fires before an `@AppStorage` writes the key.
final class AppStorageSlot: ObservableObject, @unchecked Sendable {
    // @unchecked: the publisher is the only state, and it is made once.
    let objectWillChange = ObservableObjectPublisher()

    private static let slots = NSLock()
    nonisolated(unsafe) private static var table: [SlotKey: AppStorageSlot] = [:]

    private struct SlotKey: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    /// The one slot of `key` in `store`.
    static func slot(for store: UserDefaults, key: String) -> AppStorageSlot {
        slots.lock()
        defer { slots.unlock() }
        let k = SlotKey(store: ObjectIdentifier(store), key: key)
        if let slot = table[k] { return slot }
        let slot = AppStorageSlot()
        table[k] = slot
        return slot
    }
}
