import Foundation

/// The parts of a view's geometry that ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)`` copies from
/// the source view, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: UInt32
    /// Creates a set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position, in window coordinates: its anchor point is put on the source's.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size: it is proposed the source's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Makes the view one of a group of views with synchronized geometry — the views that share `id` in `namespace`
    /// — as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    ///
    /// - The group's source (the view with `isSource` true) lays out as usual; every other view of the group is
    ///   shown at the source's frame: proposed the source's size (`.size`) and placed with its `anchor` point on the
    ///   source's `anchor` point (`.position`). Like `offset`, this moves what is drawn and hit, not the space the
    ///   view takes in its parent's layout. The size is a proposal: a view sized by a fixed `frame` inside the effect
    ///   keeps that size (write `.matchedGeometryEffect(…).frame(…)` for the size to follow, as in SwiftUI).
    /// - When a view of the group is removed and another inserted in the same animated transaction (a selection
    ///   underline that moves to another tab, a highlight that moves to another bar), the inserted view starts at
    ///   the removed view's frame and moves to its own with the transaction's animation, while its own frame is
    ///   followed as it changes. The views' own transitions still apply (only the geometry is linked).
    /// - A view with no source in its group (or only one that is leaving with a removal transition) keeps its own
    ///   frame. With more than one source at once the result is undefined in SwiftUI; here the one inserted first
    ///   is the source, the others follow it, and the graph records a diagnostic (`ViewGraph.diagnostics`).
    ///
    /// - Parameters:
    ///   - id: The identifier of the group within the namespace, often the id of the data the view shows.
    ///   - namespace: The namespace, from an `@Namespace` property of a view.
    ///   - properties: What to copy from the source: `.frame` (the default), `.position` or `.size`.
    ///   - anchor: The point of each view's frame that is matched (the centre by default).
    ///   - isSource: Whether this view is the group's source of geometry.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let spec = MatchedGeometrySpec(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                       properties: properties, anchor: anchor, isSource: isSource)
        return nodeModifier("matchedGeometryEffect", spec) { spec, node, _ in
            node.layout.role = MatchedGeometryLayout(entry: node.graph.matchedGeometry.register(node, spec))
        }
    }
}

/// A group of matched views: an id within a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// What one `matchedGeometryEffect` asked for.
struct MatchedGeometrySpec {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

/// The layout role of a matched view's modifier: sized by its content, as if the modifier were not there, and placing
/// its content where the group's geometry says (`MatchedGeometryRegistry.place(_:)`).
struct MatchedGeometryLayout: UnaryLayout {
    let entry: MatchedGeometryEntry

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        subviews.first?.measure(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        entry.natural = bounds
        entry.proposal = proposal
        node.graph.matchedGeometry.place(entry)
    }
}
