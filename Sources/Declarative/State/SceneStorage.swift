import Foundation

/// A value kept for the scene under a key, as SwiftUI's `@SceneStorage`: a tab's selection or a draft's text that
/// should survive the views that show it.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "summary"
/// ```
///
/// iOS saves scene storage with the scene and restores it when the scene comes back; here a scene lasts as long as
/// the process, so the values are kept in memory for the process's life and shared by every view that names the key
/// (writing one updates them all). `wrappedValue` is the value while the key holds none. The types are SwiftUI's:
/// `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, their optionals, and `RawRepresentable` values whose raw value
/// is an `Int` or a `String`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The value under the key, or the default while it holds none.
    public var wrappedValue: Value {
        get { SceneStorageValues.shared.value(for: key) as? Value ?? defaultValue }
        nonmutating set { SceneStorageValues.shared.set(newValue, for: key) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension SceneStorage: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        _ = ObjectSubscription.subscription(to: SceneStorageValues.shared.slot(for: key), node: node, index: index)
    }
}

extension SceneStorage {
    /// A Bool kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An Int kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A Double kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A String kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Data kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// A value with an Int raw value kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value with a String raw value kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// An optional Bool kept under `key` (nil while it holds none).
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional Int kept under `key`.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional Double kept under `key`.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional String kept under `key`.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// An optional URL kept under `key`.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Optional Data kept under `key`.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

/// The process's scene storage: a value and a change publisher per key.
final class SceneStorageValues: @unchecked Sendable {
    // @unchecked: `values` and `slots` are read and written only while `lock` is held, and the slots' publishers are
    // made once and never replaced.
    static let shared = SceneStorageValues()

    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var slots: [String: AppStorageSlot] = [:]

    func value(for key: String) -> Any? {
        lock.withLock { values[key] }
    }

    /// Stores a value, telling the views that read the key first. (A nil of an optional form is stored as it is:
    /// it reads back as nil, which is also that form's default.)
    func set(_ value: Any, for key: String) {
        slot(for: key).objectWillChange.send()
        lock.withLock { values[key] = value }
    }

    /// The publisher the views that read `key` subscribe to.
    func slot(for key: String) -> AppStorageSlot {
        lock.withLock {
            if let slot = slots[key] { return slot }
            let slot = AppStorageSlot()
            slots[key] = slot
            return slot
        }
    }
}
