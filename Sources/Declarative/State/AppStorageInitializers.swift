import Foundation

// `@AppStorage`'s initialisers, one for each type SwiftUI stores (see `AppStorage`): a value with a default, an
// optional value (nil while the key holds none; writing nil removes the key), and `RawRepresentable` values whose
// raw value is an `Int` or a `String`.

extension AppStorage where Value == Bool {
    /// A Bool stored under `key`; `wrappedValue` while the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in d.object(forKey: k) == nil ? nil : d.bool(forKey: k) }, write: { d, k, v in d.set(v, forKey: k) })
    }
}

extension AppStorage where Value == Bool? {
    /// An optional Bool stored under `key`: nil while the key holds none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in d.object(forKey: k) == nil ? nil : d.bool(forKey: k) },
                  write: { d, k, v in if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value == Int {
    /// A Int stored under `key`; `wrappedValue` while the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in d.object(forKey: k) == nil ? nil : d.integer(forKey: k) }, write: { d, k, v in d.set(v, forKey: k) })
    }
}

extension AppStorage where Value == Int? {
    /// An optional Int stored under `key`: nil while the key holds none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in d.object(forKey: k) == nil ? nil : d.integer(forKey: k) },
                  write: { d, k, v in if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value == Double {
    /// A Double stored under `key`; `wrappedValue` while the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in d.object(forKey: k) == nil ? nil : d.double(forKey: k) }, write: { d, k, v in d.set(v, forKey: k) })
    }
}

extension AppStorage where Value == Double? {
    /// An optional Double stored under `key`: nil while the key holds none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in d.object(forKey: k) == nil ? nil : d.double(forKey: k) },
                  write: { d, k, v in if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value == String {
    /// A String stored under `key`; `wrappedValue` while the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in d.string(forKey: k) }, write: { d, k, v in d.set(v, forKey: k) })
    }
}

extension AppStorage where Value == String? {
    /// An optional String stored under `key`: nil while the key holds none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in d.string(forKey: k) },
                  write: { d, k, v in if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value == URL {
    /// A URL stored under `key`; `wrappedValue` while the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in d.url(forKey: k) }, write: { d, k, v in d.set(v, forKey: k) })
    }
}

extension AppStorage where Value == URL? {
    /// An optional URL stored under `key`: nil while the key holds none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in d.url(forKey: k) },
                  write: { d, k, v in if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value == Data {
    /// A Data stored under `key`; `wrappedValue` while the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in d.data(forKey: k) }, write: { d, k, v in d.set(v, forKey: k) })
    }
}

extension AppStorage where Value == Data? {
    /// An optional Data stored under `key`: nil while the key holds none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in d.data(forKey: k) },
                  write: { d, k, v in if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value == Date {
    /// A Date stored under `key`; `wrappedValue` while the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in d.object(forKey: k) as? Date }, write: { d, k, v in d.set(v, forKey: k) })
    }
}

extension AppStorage where Value == Date? {
    /// An optional Date stored under `key`: nil while the key holds none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in d.object(forKey: k) as? Date },
                  write: { d, k, v in if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value stored as its Int raw value under `key`; `wrappedValue` while the key holds none or a raw value
    /// that makes no value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in (d.object(forKey: k) == nil ? nil : d.integer(forKey: k)).flatMap(Value.init(rawValue:)) },
                  write: { d, k, v in d.set(v.rawValue, forKey: k) })
    }
}

extension AppStorage {
    /// An optional value stored as its Int raw value under `key`: nil while the key holds none; writing nil
    /// removes the key.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in (d.object(forKey: k) == nil ? nil : d.integer(forKey: k)).flatMap(R.init(rawValue:)) },
                  write: { d, k, v in if let v { d.set(v.rawValue, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value stored as its String raw value under `key`; `wrappedValue` while the key holds none or a raw value
    /// that makes no value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { d, k in (d.string(forKey: k)).flatMap(Value.init(rawValue:)) },
                  write: { d, k, v in d.set(v.rawValue, forKey: k) })
    }
}

extension AppStorage {
    /// An optional value stored as its String raw value under `key`: nil while the key holds none; writing nil
    /// removes the key.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { d, k in (d.string(forKey: k)).flatMap(R.init(rawValue:)) },
                  write: { d, k, v in if let v { d.set(v.rawValue, forKey: k) } else { d.removeObject(forKey: k) } })
    }
}
