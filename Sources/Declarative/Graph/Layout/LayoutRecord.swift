import Foundation

/// A node's layout: the role its primitive view gave it, and what the last layout passes found and cached.
///
/// Frames are in the parent's coordinate space. The caches let a frame cost what changed rather than the size of
/// the tree: sizes per proposal (`sizes`), a stack's child proposals and placement, and the proposal the node was
/// last placed with. `ViewNode.invalidate()` and `markChanged()` clear them along the path to the root.
struct LayoutRecord {
    /// How the node sizes and places its subviews; nil for a node that only passes its child through.
    var role: (any NodeLayout)?
    /// The priority stacks give this node when they share out space (`layoutPriority(_:)`).
    var priority: Double?
    /// Whether the node is a `Spacer`, which stacks treat specially.
    var isSpacer = false
    /// Alignment guides set with `alignmentGuide(_:computeValue:)`.
    var explicitGuides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    /// Values handed to the enclosing layout with `layoutValue(key:value:)`.
    var values = LayoutValues()

    /// Where the node was last placed, in its parent's coordinate space.
    var frame: CGRect = .zero
    /// Sizes measured per proposal since the node last changed.
    var sizes = SizeCache()
    /// The sizes cached before the node last changed, to compare with its new sizes.
    var previousSizes: SizeCache?
    /// The nearest descendants that take part in layout, while the children are unchanged.
    var cachedSubviews = SubviewsCache()
    /// A stack's child proposals per proposal, while the stack is unchanged.
    var stackProposals: [ProposedViewSize: [ProposedViewSize]] = [:]
    /// A stack's last placement of its subviews.
    var stackPlacement: StackPlacement?
    /// The proposal this node was last placed with, to skip re-placing an unchanged subtree.
    var placedProposal: ProposedViewSize?
    /// Subviews whose placement `markChanged` cleared since this node last placed them, so that a stack reusing
    /// its placement re-places those without visiting every subview.
    var unplacedChildren: [ViewNode] = []
    /// Counts the rebuilds of this node's subview list, so that a placement knows its subviews.
    var subviewsVersion = 0
    /// Where this node was last placed among its stack's subviews.
    var subviewIndex = -1
    /// The cache epoch in which this node last changed.
    var changedEpoch = -1
    /// The cache epoch in which this node (and so its ancestors) was last invalidated.
    var invalidationEpoch = -1
    /// The cache a custom `Layout` keeps between its two calls, and the layout generation it was made in.
    var customCache: AnyObject?
    var customCacheGeneration = -1

    /// Content built during layout, once the size is known (`GeometryReader`).
    var deferredContent: DeferredContent?
    /// Whether the deferred content must be built again at the next layout.
    var deferredNeedsBuild = false
    /// The size the deferred content was last built for.
    var deferredSize: CGSize?

    /// Clears the role inputs, before the primitive view sets them again.
    mutating func resetRole() {
        role = nil
        priority = nil
        isSpacer = false
        explicitGuides.removeAll()
        if !values.isEmpty { values.removeAll() }
        deferredContent = nil
    }
}
