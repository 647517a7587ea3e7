import Foundation

/// A container that sizes and places its subviews, as SwiftUI's `Layout`.
///
/// Write `sizeThatFits` (choose a size for a proposal, asking subviews as often as needed) and `placeSubviews`
/// (place each subview in the bounds). Use the layout like a stack: `MyLayout { … }`.
///
/// A layout is `Animatable`, as SwiftUI's is: one that declares `animatableData` (a radial layout's angle, say) is
/// laid out with the in-between values while a change made in an animated transaction runs.
public protocol Layout: Animatable {
    /// Data computed once per layout pass and shared between the two methods.
    associatedtype Cache = Void
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The preferred spacing of the container towards its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// A view that lays out `content` with this layout.
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// The preferred spacing around a view, as SwiftUI's `ViewSpacing`.
///
/// Model (SwiftUI's layout documentation): two views are 8 pt apart by default; text above text in a vertical stack uses the
/// font's leading (0); a `Spacer` asks for 0.
public struct ViewSpacing: Hashable, Sendable {
    var isText = false
    var isSpacer = false

    /// The default spacing of a non-text view.
    public init() {}
    init(isText: Bool, isSpacer: Bool = false) { self.isText = isText; self.isSpacer = isSpacer }

    /// The zero spacing.
    public static let zero = ViewSpacing(isText: false, isSpacer: true)

    /// The distance from this view to `next` along an axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if isSpacer || next.isSpacer { return 0 }
        if axis == .vertical && isText && next.isText { return 0 }
        return 8
    }
}

/// A proxy for one subview of a layout, as SwiftUI's `LayoutSubview`.
///
/// Layouts run on the main actor (hosts lay out there); the proxy's methods are callable from a `Layout`'s
/// nonisolated methods and assert that they are on it.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let axis: Axis?
    /// The subview's layout priority (0 by default, −∞ for a `Spacer`).
    public let priority: Double
    let guides: [AlignmentKey: (ViewDimensions) -> CGFloat]
    /// Values the subview handed its layout (`layoutValue(key:value:)`).
    let values: LayoutValues

    init(node: ViewNode, axis: Axis?, priority: Double, guides: [AlignmentKey: (ViewDimensions) -> CGFloat],
         values: LayoutValues = LayoutValues()) {
        self.node = node
        self.axis = axis
        self.priority = priority
        self.guides = guides
        self.values = values
    }

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let node = self.node
        let axis = self.axis
        return MainActor.assumeIsolated { node.sizeThatFits(proposal, axis: axis) }
    }

    /// `sizeThatFits` for the framework's own layouts, which already run on the main actor (no isolation check).
    @MainActor func measure(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal, axis: axis) }

    /// `place(at:anchor:proposal:)` for the framework's own layouts, which already run on the main actor.
    @MainActor func put(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = measure(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal, axis: axis)
    }

    /// The subview's dimensions and guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let guides = self.guides
        // Inside an `.alignmentGuide` closure, `d[guide]` reads the view's implicit guides (never the explicit one
        // being computed), as in SwiftUI.
        let node = self.node
        let implicit = ViewDimensions(size: size) { key, d in
            let size = CGSize(width: d.width, height: d.height)
            return MainActor.assumeIsolated { node.implicitGuide(key, size: size) }
        }
        return ViewDimensions(size: size) { key, d in
            if let explicit = guides[key] { return explicit(implicit) }
            return implicit.explicit(key, d)
        }
    }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing {
        let node = self.node
        return MainActor.assumeIsolated { node.spacing }
    }

    /// Places the subview so that its `anchor` lands on `position`, at the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let node = self.node
        let axis = self.axis
        MainActor.assumeIsolated { node.place(in: CGRect(origin: origin, size: size), proposal: proposal, axis: axis) }
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// The subviews of a layout, in order.
public typealias LayoutSubviews = [LayoutSubview]

/// The view a `Layout` makes of its content.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = LayoutRole.of(layout)
        context.child(content, key: .position(0))
    }
}

/// The node layout a `Layout` runs as: an `AnyLayout`'s, a built-in layout itself (so that a stack still tells a
/// `Spacer` its axis), else the layout's own methods.
enum LayoutRole {
    @MainActor
    static func of<L: Layout>(_ layout: L) -> any NodeLayout {
        if let any = layout as? AnyLayout { return any.box.nodeLayout() }
        return (layout as? any NodeLayout) ?? CustomLayoutAdapter(layout: layout)
    }
}

/// Runs a public `Layout` as a node layout, keeping its cache in the node, and animates its `animatableData`.
struct CustomLayoutAdapter<L: Layout>: NodeLayout, AnimatedRole {
    let layout: L
    final class CacheBox { var cache: L.Cache; init(_ c: L.Cache) { cache = c } }

    func retarget(_ node: ViewNode) {
        guard L.AnimatableData.self != EmptyAnimatableData.self else { return }
        node.retarget(.layoutData, layout.animatableData)
    }

    /// The layout with its animatable data at the graph's time while that animates; the layout itself otherwise (its
    /// data read and written back unchanged could lose what the data leaves out, such as a scroll view's "no offset
    /// yet").
    private func presented(_ node: ViewNode) -> L {
        guard L.AnimatableData.self != EmptyAnimatableData.self,
              node.animation.tracks[.layoutData]?.isAnimating == true else { return layout }
        var shown = layout
        shown.animatableData = node.presented(.layoutData, layout.animatableData)
        return shown
    }

    func cache(_ node: ViewNode, _ subviews: LayoutSubviews) -> CacheBox {
        if let box = node.layout.customCache as? CacheBox, node.layout.customCacheGeneration == node.graph.layoutGeneration { return box }
        let box = CacheBox(layout.makeCache(subviews: subviews))
        node.layout.customCache = box
        node.layout.customCacheGeneration = node.graph.layoutGeneration
        return box
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let box = cache(node, subviews)
        return presented(node).sizeThatFits(proposal: proposal, subviews: subviews, cache: &box.cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let box = cache(node, subviews)
        presented(node).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box.cache)
    }
}
