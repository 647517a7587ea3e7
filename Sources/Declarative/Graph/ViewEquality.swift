import Foundation

/// Decides whether a new view value equals the old one, so that an unchanged subtree is not evaluated again.
///
/// SwiftUI compares view values field by field. Here: `Equatable` views use `==`; otherwise the stored fields are
/// compared through `Mirror`, recursing into nested values. Closures and values that cannot be compared count as
/// changed — a conservative answer costs a body evaluation, never a missed update — and so do enum cases with a
/// payload and long collections. `@State` and `@Environment` fields compare equal, because their values live in the
/// graph.
enum ViewEquality {
    /// Collections longer than this are not compared element by element.
    static let longCollection = 64

    static func isEqual(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if let ea = a as? any Equatable { return equalEquatable(ea, b) }
        if a is GraphBoundProperty { return true }
        if depth > 4 { return false }
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
        for (x, y) in zip(ma.children, mb.children) where !isEqual(x.value, y.value, depth: depth + 1) { return false }
        return true
    }

    private static func equalEquatable<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
