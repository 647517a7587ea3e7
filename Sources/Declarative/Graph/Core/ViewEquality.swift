import Foundation

/// Decides whether a new view value equals the old one, so that an unchanged subtree is not evaluated again.
///
/// SwiftUI compares view values field by field. Here: `Equatable` views use `==`; otherwise the stored fields are
/// compared, recursing into nested values. Closures and values that cannot be compared count as changed — a
/// conservative answer costs a body evaluation, never a missed update — and so do enum cases with a payload and long
/// collections. `@State` and `@Environment` fields compare equal, because their values live in the graph.
///
/// A struct whose fields are all `Equatable`, graph-bound, closures, classes or such structs is compared in place,
/// from a plan worked out once per type (`EqualityPlan`); any other value is compared through `Mirror`.
@MainActor
enum ViewEquality {
    /// Collections longer than this are not compared element by element.
    static let longCollection = 64

    private static var plans = PerTypeCache<EqualityPlan>()

    static func isEqual(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if let ea = a as? any Equatable { return equalEquatable(ea, b) }
        func open<T>(_ a: T) -> Bool { inPlace(a, b as! T) }
        return _openExistential(a, do: open)
    }

    private static func inPlace<T>(_ a: T, _ b: T) -> Bool {
        switch plans.value(for: T.self, { EqualityPlan(for: T.self) }) {
        case .mirror: return mirrored(a, b, depth: 0)
        case .unequal: return false
        case .fields(let fields):
            return withUnsafeBytes(of: a) { x in
                withUnsafeBytes(of: b) { y in
                    guard let x = x.baseAddress, let y = y.baseAddress else { return true }
                    return fields.allSatisfy { equal($0.type, x + $0.offset, y + $0.offset) }
                }
            }
        }
    }

    private static func equal<T: Equatable>(_ type: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.load(as: T.self) == b.load(as: T.self)
    }

    /// The general comparison, through `Mirror`.
    static func mirrored(_ a: Any, _ b: Any, depth: Int) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if let ea = a as? any Equatable { return equalEquatable(ea, b) }
        if a is GraphBoundProperty { return true }
        if depth > EqualityPlan.maximumDepth { return false }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        if ma.displayStyle == nil || ma.displayStyle == .class { return false }
        if ma.displayStyle == .enum {
            // A case without payload compares by name; a case with one counts as changed (describing a payload
            // can cost more than the body it would save).
            return ma.children.isEmpty && mb.children.isEmpty && String(describing: a) == String(describing: b)
        }
        // Long collections of non-Equatable values count as changed: comparing them element by element through
        // Mirror costs about as much as evaluating the body again.
        if ma.displayStyle == .collection || ma.displayStyle == .dictionary || ma.displayStyle == .set,
           ma.children.count > Self.longCollection { return false }
        guard ma.children.count == mb.children.count else { return false }
        for (x, y) in zip(ma.children, mb.children) where !mirrored(x.value, y.value, depth: depth + 1) { return false }
        return true
    }

    private static func equalEquatable<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}

/// How to compare two values of one type in place, worked out once per type: the `Equatable` fields to compare
/// (nested structs flattened), with the same answers `ViewEquality.mirrored` gives.
enum EqualityPlan {
    /// An `Equatable` field at a byte offset.
    struct Field {
        let offset: Int
        let type: any Equatable.Type
    }

    /// Nested values deeper than this count as changed.
    static let maximumDepth = 4

    /// Equal when every field is.
    case fields([Field])
    /// Always changed: a closure or a non-`Equatable` class among the fields, or nesting too deep.
    case unequal
    /// Compare through `Mirror` (enums, optionals, collections and existentials among the fields).
    case mirror

    init<T>(for type: T.Type) {
        guard FieldLayout.kind(of: T.self) == .struct else { self = .mirror; return }
        var fields: [Field] = []
        self = Self.collect(T.self, at: 0, depth: 0, into: &fields) ?? .fields(fields)
    }

    /// Appends the fields of a struct or tuple laid out at `offset`; returns a verdict when the fields decide it.
    private static func collect(_ type: Any.Type, at offset: Int, depth: Int, into fields: inout [Field]) -> EqualityPlan? {
        guard let layout = FieldLayout.fields(of: type) else { return .mirror }
        for field in layout {
            if let equatable = field.type as? any Equatable.Type {
                fields.append(Field(offset: offset + field.offset, type: equatable))
                continue
            }
            if field.type is any GraphBoundProperty.Type { continue }
            // Collections compare element by element, up to a length, as `ViewEquality.mirrored` does.
            if field.type is any Collection.Type { return .mirror }
            switch field.kind {
            case .function, .class: return .unequal
            case .struct, .tuple:
                if depth + 1 > maximumDepth { return .unequal }
                if let verdict = collect(field.type, at: offset + field.offset, depth: depth + 1, into: &fields) {
                    return verdict
                }
            case .enum, .other: return .mirror
            }
        }
        return nil
    }
}
