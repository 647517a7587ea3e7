import Foundation

/// How a child is told apart from its siblings: its structural position or an explicit id.
enum ChildKey: Hashable, CustomStringConvertible {
    /// The n-th element of a tuple or a modifier's content slot.
    case position(Int)
    /// A branch of an `if`/`else`, `switch` or optional.
    case branch(Int)
    /// A `ForEach` element's id or an `.id(_:)` value.
    case explicit(AnyHashable)

    var description: String {
        switch self {
        case .position(let i): return String(i)
        case .branch(let i): return "b" + String(i)
        case .explicit(let id):
            // The common id types are named without `print`, which asks the value's type about each printing
            // protocol: in a new process the first question per type scans every conformance record.
            switch id.base {
            case let string as String: return "#" + string
            case let int as Int: return "#" + String(int)
            default: return "#\(id.base)"
            }
        }
    }
}

/// A node's identity among its siblings: the view's type and its key. A node keeps its state while this holds.
struct ChildIdentity: Hashable {
    let type: ObjectIdentifier
    let key: ChildKey

    /// The key the view was given: a later duplicate's key without the occurrence that told it apart.
    var originalKey: ChildKey {
        if case .explicit(let id) = key, let duplicate = id.base as? DuplicateKey { return duplicate.key }
        return key
    }
}
