import Foundation

/// One node of the view graph: the persistent home of a view between updates.
///
/// The graph keeps one node per view, structural views included. A node owns what must outlive the view value:
/// its `@State` storage, its children (matched by identity), the transaction of its last update, the animation
/// tracks of its animatable attributes, and the results of the last layout.
///
/// ```
///   ViewNode(AnimatedBarChart)           ← custom view: body evaluated, state bound
///     └ ViewNode(VStack)                 ← primitive: layout role
///         ├ ViewNode(GeometryReader)     ← children built during layout
///         └ ViewNode(ModifiedContent)    ← modifier: effect or layout role
/// ```
///
/// The node's single-valued fields skip run-time exclusivity checks (`@exclusivity(unchecked)`): a node is only
/// touched on the main actor, and those fields are only read and assigned whole — never passed `inout` or changed by
/// a mutating method that could call back into the node — so no two accesses can overlap. The checks were a few
/// percent of making a frame. Collections, which are changed in place, keep them.
@MainActor
final class ViewNode {
    let identity: ChildIdentity
    /// A readable path from the root, used as the display item id: the parent's path, then this node's key and
    /// type name. Built on first use, since most nodes never draw.
    private(set) lazy var path: String = {
        let component = "\(identity.originalKey).\(ViewGraph.typeName(of: Swift.type(of: view)))"
        return parent.map { $0.path + "/" + component } ?? component
    }()
    weak var parent: ViewNode?
    /// The node's depth from the root (its parent never changes).
    let depth: Int
    unowned let graph: ViewGraph

    /// The view this node currently shows.
    @exclusivity(unchecked) var view: any View
    /// Children in order, with their identities.
    var children: [ViewNode] = []

    /// Persistent storage for `@State` and friends, by property index.
    var storage: [Int: AnyObject] = [:]
    /// The environment this node's view sees.
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// The transaction of this node's last update, valid while `transactionGeneration` matches the graph's.
    @exclusivity(unchecked) var transaction = Transaction()
    @exclusivity(unchecked) var transactionGeneration = -1
    /// Whether a state write asked for this node's body again.
    @exclusivity(unchecked) var isDirty = false

    // Roles, set by the primitive view in `makeNode`.
    @exclusivity(unchecked) var layout: (any NodeLayout)?
    @exclusivity(unchecked) var drawing: (any NodeDrawing)?
    var effects: [RenderEffect] = []
    var layoutPriority: Double?
    var isSpacer = false
    /// The key of the content child, when `.id(_:)` gave it an explicit identity.
    var contentKey: ChildKey?
    var explicitGuides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    /// The view's own `sizeThatFits` when it is a leaf with special sizing.
    var onAppear: [() -> Void] = []
    var onDisappear: [() -> Void] = []
    var keyHandlers: [(KeyPress) -> KeyPress.Result] = []

    /// Animation tracks of this node's animatable attributes.
    var tracks: [AnimationKey: AnyTrack] = [:]

    // Layout results, in the parent's coordinate space.
    @exclusivity(unchecked) var frame: CGRect = .zero
    var layoutCache = SizeCache()
    var cachedSubviews = SubviewsCache()
    /// A stack's child proposals per proposal, while the stack is unchanged.
    var stackProposals: [ProposedViewSize: [ProposedViewSize]] = [:]
    var stackPlacement: StackPlacement?
    /// The proposal this node was last placed with, to skip re-placing an unchanged subtree.
    @exclusivity(unchecked) var placedProposal: ProposedViewSize?
    /// Subviews (the nearest descendants that take part in layout) whose placement `markChanged` cleared since
    /// this node last placed them, so that a stack reusing its placement re-places those without visiting every
    /// subview.
    var unplacedChildren: [ViewNode] = []
    /// Counts the rebuilds of this node's subview list (`layoutSubviews`), so that a placement knows its subviews.
    @exclusivity(unchecked) var subviewsVersion = 0
    /// Where this node was last placed among its stack's subviews.
    @exclusivity(unchecked) var subviewIndex = -1
    /// The sizes cached before this node last changed, to compare with its new sizes.
    var previousLayoutCache: SizeCache?
    @exclusivity(unchecked) var changedEpoch = -1
    /// The cache epoch in which this node (and so its ancestors) was last invalidated.
    @exclusivity(unchecked) var invalidationEpoch = -1
    /// False when something in this subtree changed since it was last laid out and drawn.
    @exclusivity(unchecked) var isClean = false
    /// The items this subtree drew last time, and the inherited drawing state they were drawn under.
    @exclusivity(unchecked) var drawCache: DrawCache?
    /// The drawing this node made before a child changed, kept aside when it can be patched (see `DrawCache`).
    @exclusivity(unchecked) var staleDrawCache: DrawCache?
    /// Children whose drawing was forgotten since this node's drawing was kept aside: what a patch redraws.
    var undrawnChildren: [ViewNode] = []
    /// This node's index among its parent's children when the parent last recorded where their items begin.
    @exclusivity(unchecked) var drawIndex = -1
    /// The state this node's children inherited last frame (see `DisplayListBuilder.draw`).
    @exclusivity(unchecked) var childState: InheritedDrawState?
    /// State a `Layout` keeps between its two calls (its cache).
    var layoutState: AnyObject?
    var layoutStateGeneration = -1

    // Content built during layout (GeometryReader).
    var deferredContent: DeferredContent?
    @exclusivity(unchecked) var deferredNeedsBuild = false
    var deferredSize: CGSize?

    // Lifecycle.
    @exclusivity(unchecked) var isAttachedFlag = true
    var tasks: [TaskSlot] = []
    var hasAppeared = false
    /// When a `TimelineView` next needs an update.
    var timelineNext: Date?
    var transition: AnyTransition?
    @exclusivity(unchecked) var transitionPhase: TransitionPhase = .identity

    init(identity: ChildIdentity, view: any View, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.identity = identity
        self.view = view
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
        self.graph = graph
        self.environment = environment
    }

    /// Marks the node for a new body evaluation in the next update, recording the current transaction.
    func markDirty(transaction: Transaction) {
        self.transaction = transaction
        transactionGeneration = graph.generation + 1
        graph.completions.track(transaction)
        if !isDirty {
            isDirty = true
            graph.scheduleUpdate(self)
        }
    }

    /// The transaction in effect for this node in the current update, or an empty one.
    var currentTransaction: Transaction {
        transactionGeneration == graph.generation ? transaction : Transaction()
    }

    /// Visits this node and every descendant, parents first.
    func forEachDescendant(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }
}
