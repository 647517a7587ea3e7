import Foundation

/// Values worked out once per type — field plans, conformances, names — kept for the life of the process.
///
/// Types are few and fixed, so the cache only grows to the number of view types an app uses; working a value out
/// (reflection, a dynamic cast to a protocol) costs far more than looking it up.
struct PerTypeCache<Value> {
    private var values: [ObjectIdentifier: Value] = [:]

    /// The value for `type`, made by `make` the first time it is asked for.
    mutating func value(for type: Any.Type, _ make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let known = values[key] { return known }
        let value = make()
        values[key] = value
        return value
    }
}
