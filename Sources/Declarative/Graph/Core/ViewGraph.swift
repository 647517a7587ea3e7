import Foundation

/// Counters that show how much work an update did.
public struct GraphCounters: Hashable, Sendable, CustomStringConvertible {
    /// Custom views whose `body` was evaluated.
    public var bodiesEvaluated = 0
    /// Nodes created.
    public var nodesInserted = 0
    /// Existing nodes updated with a new view value.
    public var nodesUpdated = 0
    /// Nodes removed.
    public var nodesRemoved = 0
    /// Drawings of many-child nodes patched (only their changed children drawn again) rather than gathered anew.
    public var drawingsPatched = 0
    /// Creates zeroed counters.
    public init() {}
    public var description: String {
        "bodies \(bodiesEvaluated), inserted \(nodesInserted), updated \(nodesUpdated), removed \(nodesRemoved), "
            + "patched \(drawingsPatched)"
    }
}

/// The view graph: one node per view, identity-preserving reconciliation, and batched updates of dirty nodes.
///
/// An update walks from each dirty node down. For each child view the node's primitive (or body) produces, the
/// reconciler looks for an existing child with the same identity (type + key); a match keeps its node and state,
/// a new identity inserts a node, a lost identity removes one. A matched custom view whose value, environment and
/// dirtiness are unchanged is skipped with its whole subtree.
@MainActor
public final class ViewGraph {
    /// Counters, cumulative until reset.
    public var counters = GraphCounters()
    /// Problems found in user data (duplicate `ForEach` ids and the like), newest last.
    public private(set) var diagnostics: [String] = []
    /// The time, in seconds of the host clock, that animations use as "now".
    public internal(set) var time: Double = 0

    var root: ViewNode!
    /// Whether nodes with many children keep drawings to patch (`DrawCache`); tests turn it off to compare.
    var patchesDrawings = true
    /// Whether a view has used `zIndex(_:)`; until one does, drawing never looks for siblings to reorder.
    var usesZIndex = false
    /// The size the host lays the root out in (the window), which a presented sheet or alert covers.
    var windowSize: CGSize = .zero
    var generation = 0
    /// Bumped for every layout pass, so per-pass caches know when they are stale.
    var layoutGeneration = 0
    /// Nodes with a running animation, found while drawing the last frame.
    var animatingNodes: [ObjectIdentifier: ViewNode] = [:]
    /// `TimelineView` nodes, which need frames on their schedule.
    var timelines: [ObjectIdentifier: ViewNode] = [:]
    /// Custom `Animatable` views whose data is animating: their bodies run again every frame.
    var animatedBodies: [ObjectIdentifier: ViewNode] = [:]
    /// Bumped before each layout pass and after each drawing pass: a node invalidated in the current epoch has had
    /// its ancestors invalidated too, so a second invalidation can stop there.
    var cacheEpoch = 0
    /// Nodes leaving with a removal transition; while there are none, finished removals need no sweep.
    var removingCount = 0
    /// Nodes changed since the last layout, whose sizes must be compared with what their ancestors cached.
    var changedNodes: [ViewNode] = []
    private var dirty: [ViewNode] = []
    var pendingAppear: [() -> Void] = []
    /// Nodes inserted since the last frame's appear actions, whose tasks start once those actions have run, so that
    /// no task can run before the frame that shows its view (as in SwiftUI).
    var pendingTaskStarts: [ViewNode] = []
    var tasks = TaskRegistry()
    var completions = CompletionRegistry()
    /// The keyboard focus (see `FocusSystem`).
    let focus = FocusSystem()
    /// The groups of views linked by `matchedGeometryEffect`, resolved after each layout pass.
    let matchedGeometry = MatchedGeometryRegistry()

    init(root view: any View, environment: EnvironmentValues) {
        root = ViewNode(identity: ChildIdentity(type: ObjectIdentifier(type(of: view)), key: .position(0)),
                        view: view, parent: nil, graph: self, environment: environment)
        generation += 1
        counters.nodesInserted += 1
        update(root, view: view, environment: environment, transaction: Transaction(), isNew: true)
        appear(root)
    }

    /// State writes from any thread, waiting for the next flush.
    let updateQueue = UpdateQueue()

    /// Whether any state write is waiting for an update.
    public var needsUpdate: Bool { !dirty.isEmpty || !updateQueue.isEmpty }

    func scheduleUpdate(_ node: ViewNode) {
        dirty.append(node)
    }

    func diagnose(_ message: String) {
        if diagnostics.last != message { diagnostics.append(message) }
    }

    /// Re-evaluates every dirty node, shallowest first, in one batch.
    func flush() {
        for (reference, transaction) in updateQueue.drain() {
            reference.node?.markDirty(transaction: transaction)
        }
        guard !dirty.isEmpty else { return }
        generation += 1
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        for node in batch where node.isDirty && node.isAttached {
            update(node, view: node.view, environment: node.environment, transaction: node.transaction)
        }
    }

    /// Replaces the root's environment (for example a new colour scheme) and updates what depends on it.
    func setEnvironment(_ environment: EnvironmentValues) {
        generation += 1
        update(root, view: root.view, environment: environment, transaction: Transaction())
    }

    // MARK: - Updating one node

    func update(_ node: ViewNode, view: any View, environment: EnvironmentValues, transaction: Transaction, isNew: Bool = false) {
        // A new node has no sizes, placement, drawing or roles to forget, and its parent learns of it from
        // `reconcile`.
        if !isNew {
            node.markChanged()
            node.view = view
            node.environment = environment
            node.resetRoles()
        }
        node.transaction = transaction
        node.transactionGeneration = generation
        node.isDirty = false
        var context = UpdateContext(environment: environment, transaction: transaction)
        if let primitive = PrimitiveViews.type(of: view) {
            PrimitiveViews.makeNode(primitive, view: view, node: node, context: &context)
        } else {
            counters.bodiesEvaluated += 1
            let body = DynamicPropertyBinder.evaluateBody(of: AnimatableViews.presented(view, in: node), in: node)
            context.child(body, key: .position(0))
        }
        node.retargetAnimations()
        if node.layout.deferredContent != nil {
            // A GeometryReader builds its content during layout, when its size is known.
            node.layout.deferredNeedsBuild = true
            return
        }
        reconcile(node, with: context.children, transaction: context.transaction)
    }

    /// Matches new child views to existing children by identity; see the type's documentation.
    func reconcile(_ node: ViewNode, with pending: [UpdateContext.PendingChild], transaction: Transaction) {
        var old: [ChildIdentity: ViewNode] = [:]
        for child in node.children where !child.isRemoving { old[child.identity] = child }
        var seen = Set<ChildIdentity>()
        // A single child (a modifier's content, a custom view's body) has no sibling to collide with; hashing keys
        // (which may hold any `Hashable` id) is a good part of reconciling one.
        let checksDuplicates = pending.count > 1
        var result: [ViewNode] = []
        result.reserveCapacity(pending.count)
        for item in pending {
            var identity = ChildIdentity(type: ObjectIdentifier(type(of: item.view)), key: item.key)
            if checksDuplicates, seen.contains(identity) {
                diagnose("Duplicate id \(item.key) among the children of \(node.path); later duplicates are told apart by position.")
                var n = 1
                while seen.contains(identity) {
                    identity = ChildIdentity(type: identity.type, key: .explicit(DuplicateKey(key: item.key, occurrence: n)))
                    n += 1
                }
            }
            if checksDuplicates { seen.insert(identity) }
            if !old.isEmpty, let existing = old.removeValue(forKey: identity) {
                let unchanged = !existing.isDirty && existing.environment.version == item.environment.version
                    && PrimitiveViews.type(of: item.view) == nil && ViewEquality.isEqual(existing.view, item.view)
                if !unchanged {
                    counters.nodesUpdated += 1
                    update(existing, view: item.view, environment: item.environment, transaction: item.transaction)
                }
                result.append(existing)
            } else {
                let child = ViewNode(identity: identity, view: item.view, parent: node, graph: self, environment: item.environment)
                counters.nodesInserted += 1
                update(child, view: item.view, environment: item.environment, transaction: item.transaction, isNew: true)
                child.beginInsertion(transaction: item.transaction)
                appear(child)
                result.append(child)
            }
        }
        // Lost identities leave; a view with a removal transition stays, near its old place, until it ends.
        for (index, child) in node.children.enumerated() {
            let lost = old[child.identity] === child
            guard lost || child.isRemoving else { continue }
            if child.isRemoving || child.beginRemoval(transaction: transaction) {
                result.insert(child, at: min(index, result.count))
            } else {
                remove(child)
            }
        }
        if result.count != node.children.count || zip(result, node.children).contains(where: { $0 !== $1 }) {
            node.invalidate()
        }
        node.children = result
    }

    /// Queues a newly inserted node's `onAppear` actions and the start of its tasks. (Each inserted descendant gets
    /// its own call from `reconcile`.)
    func appear(_ node: ViewNode) {
        pendingAppear.append(contentsOf: node.lifecycle.onAppear)
        pendingTaskStarts.append(node)
    }

    func remove(_ node: ViewNode) {
        node.forEachDescendant { n in
            timelines[ObjectIdentifier(n)] = nil
            animatingNodes[ObjectIdentifier(n)] = nil
            animatedBodies[ObjectIdentifier(n)] = nil
            counters.nodesRemoved += 1
            n.lifecycle.onDisappear.forEach { $0() }
            n.cancelTasks()
            n.lifecycle.isAttached = false
        }
    }

    /// Before layout: a changed node whose sizes differ from the ones its ancestors cached invalidates them.
    /// Deepest nodes first, so that a parent's check sees its children's new sizes.
    func resolveChangedSizes() {
        guard !changedNodes.isEmpty else { return }
        let nodes = changedNodes.sorted { $0.depth > $1.depth }
        changedNodes.removeAll()
        for node in nodes {
            defer { node.layout.previousSizes = nil }
            guard node.isAttached, let old = node.layout.previousSizes, node.participatesInLayout else { continue }
            for (key, size) in old.entries where node.sizeThatFits(key.proposal, axis: key.axis) != size {
                node.parent?.invalidate()
                break
            }
        }
    }

    /// Runs the `onAppear` actions collected since the last call, in order, then starts the tasks of the views that
    /// appeared (they run once the frame is done and the main actor is free).
    func runAppearActions() {
        while !pendingAppear.isEmpty {
            let actions = pendingAppear
            pendingAppear.removeAll()
            actions.forEach { $0() }
        }
        guard !pendingTaskStarts.isEmpty else { return }
        let nodes = pendingTaskStarts
        pendingTaskStarts.removeAll()
        for node in nodes where node.isAttached { node.startTasks() }
    }

    /// The view's type name without generic arguments, for paths and descriptions (cached per type).
    static func typeName(of view: any View) -> String { typeName(of: Swift.type(of: view)) }

    /// A view type's name without generic arguments (see `TypeName`; cached per type).
    static func typeName(of type: Any.Type) -> String { typeNames.value(for: type) { TypeName.of(type) } }
    private static var typeNames = PerTypeCache<String>()
}

/// Tells apart the second and later children that share an id.
struct DuplicateKey: Hashable {
    let key: ChildKey
    let occurrence: Int
}
