import Foundation

/// What a view declares about pointer input. A modifier puts one on its node as a render effect; drawing records it,
/// with where the view is, as an ``InteractionRecord``.
enum Interaction {
    /// A gesture attached with `gesture`, `simultaneousGesture` or `highPriorityGesture` (taps included).
    case gesture(AttachedGesture)
    /// `onHover` or `onContinuousHover`.
    case hover(HoverHandler)
    /// A scroll-wheel handler (`onPointerWheel`).
    case wheel((PointerWheelEvent) -> Bool)
    /// `allowsHitTesting(false)`: the subtree lets the pointer through to what is behind it.
    case passThrough
    /// `coordinateSpace(name:)`.
    case coordinateSpace(AnyHashable)
    /// The clear shape `contentShape(_:)` draws: hit although nothing shows.
    case contentShape
}

/// One interactive view as drawn in a frame: what it declares, where it is, and the nearest interactive view around
/// it. Display items carry the id of the innermost one (``DisplayItem/tapTarget``), so a hit item leads to the
/// chain of interactive views from it outwards.
struct InteractionRecord {
    /// The view's node path.
    let id: DisplayItemID
    /// The nearest interactive view around this one.
    let parent: DisplayItemID?
    let interaction: Interaction
    /// The view's local space → root coordinates.
    let toRoot: CGAffineTransform
    /// The view's size.
    let size: CGSize
}

/// The interactions of one frame, by view, for hit testing and routing.
struct InteractionRegistry {
    private var byID: [DisplayItemID: [InteractionRecord]] = [:]

    init(_ records: [InteractionRecord] = []) {
        for r in records { byID[r.id, default: []].append(r) }
    }

    var isEmpty: Bool { byID.isEmpty }

    /// The records of a view.
    subscript(id: DisplayItemID) -> [InteractionRecord] { byID[id] ?? [] }

    /// The records from `target` outwards (innermost first). Stops at a cycle (two records on one node).
    func chain(from target: DisplayItemID?) -> [InteractionRecord] {
        var chain: [InteractionRecord] = []
        var seen: Set<DisplayItemID> = []
        var next = target
        while let id = next, seen.insert(id).inserted {
            let records = self[id]
            chain.append(contentsOf: records.reversed())
            next = records.first?.parent
        }
        return chain
    }

    /// The coordinate spaces around the view `record` belongs to: its local space and the named spaces of its chain.
    func spaces(for record: InteractionRecord, chain: [InteractionRecord]) -> GestureSpaces {
        var named: [AnyHashable: CGAffineTransform] = [:]
        for r in chain {
            if case .coordinateSpace(let name) = r.interaction, named[name] == nil { named[name] = r.toRoot.inverted() }
        }
        return GestureSpaces(local: record.toRoot.inverted(), named: named)
    }
}
