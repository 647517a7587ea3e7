import Foundation

/// A key for a value that a view hands to the layout containing it, as SwiftUI's `LayoutValueKey`.
///
/// Set the value with `layoutValue(key:value:)`; a custom `Layout` reads it from the subview's proxy with
/// `subviews[i][Key.self]`, which gives `defaultValue` for a view that never set it. As in SwiftUI, the value passes
/// through views that take no part in layout themselves (custom views, `Group`, environment modifiers) to the
/// nearest subview below them; a layout never sees values set further inside its subviews.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
///
/// MyLayout {
///     Text("first").layoutValue(key: Rank.self, value: 1)
/// }
/// // in MyLayout: let rank = subviews[0][Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that does not set one.
    static var defaultValue: Value { get }
}

/// Values set with `layoutValue(key:value:)` on a node, by key type.
struct LayoutValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    var isEmpty: Bool { storage.isEmpty }

    subscript<K: LayoutValueKey>(key: K.Type) -> K.Value? {
        get { storage[ObjectIdentifier(key)] as? K.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// These values, with `inner`'s replacing any set here for the same key (the value nearest the view wins).
    func merging(_ inner: LayoutValues) -> LayoutValues {
        if isEmpty { return inner }
        var merged = self
        merged.storage.merge(inner.storage) { _, inner in inner }
        return merged
    }

    mutating func removeAll() { storage.removeAll() }
}

nonisolated extension View {
    /// Hands `value` to the layout that contains this view, under `key` (SwiftUI's `layoutValue(key:value:)`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        nodeModifier("layoutValue", value) { value, node, _ in
            node.layout.values[K.self] = value
            // The enclosing layout keeps its subviews' values with its list of subviews: a new value must reach it
            // even when this view's size is unchanged.
            node.parent?.invalidate()
        }
    }
}

extension LayoutSubview {
    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[key] ?? K.defaultValue
    }
}
