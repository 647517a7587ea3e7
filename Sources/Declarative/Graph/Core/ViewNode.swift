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
/// The node itself holds its identity and place in the tree, its state storage, environment and transaction; what
/// it does in each phase of a frame lives in one record per role: `layout` (`LayoutRecord`), `drawing`
/// (`DrawingRecord`), `animation` (`AnimationRecord`) and `lifecycle` (`LifecycleRecord`).
///
/// The node's single-valued fields skip run-time exclusivity checks (`@exclusivity(unchecked)`): a node is only
/// touched on the main actor, and those fields are only read and assigned whole — never passed `inout` or changed by
/// a mutating method that could call back into the node — so no two accesses can overlap. The records, which are
/// changed in place, keep the checks.
@MainActor
final class ViewNode {
    let identity: ChildIdentity
    /// A readable path from the root, used as the display item id: the parent's path, then this node's key and
    /// type name. Built on first use, since most nodes never draw.
    private(set) lazy var path: String = {
        let key = identity.originalKey.description, type = ViewGraph.typeName(of: Swift.type(of: view))
        guard let parent else { return key + "." + type }
        return Self.concatenated(parent.path, "/", key, ".", type)
    }()
    weak var parent: ViewNode?
    /// The node's depth from the root (its parent never changes).
    let depth: Int
    unowned let graph: ViewGraph

    /// The view this node currently shows.
    @exclusivity(unchecked) var view: any View
    /// Children in order, with their identities.
    var children: [ViewNode] = []
    /// The key of the content child, when `.id(_:)` gave it an explicit identity.
    var contentKey: ChildKey?

    /// Persistent storage for `@State` and friends, by property index.
    var storage: [Int: AnyObject] = [:]
    /// The environment this node's view sees.
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// The transaction of this node's last update, valid while `transactionGeneration` matches the graph's.
    @exclusivity(unchecked) var transaction = Transaction()
    @exclusivity(unchecked) var transactionGeneration = -1
    /// Whether a state write asked for this node's body again.
    @exclusivity(unchecked) var isDirty = false

    /// How the node sizes and places itself, and what the last layout found.
    var layout = LayoutRecord()
    /// What the node draws, and what it drew last time.
    var drawing = DrawingRecord()
    /// The node's running animations and its transition.
    var animation = AnimationRecord()
    /// The node's appear and disappear actions, key handlers, tasks and schedule.
    var lifecycle = LifecycleRecord()

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

extension ViewNode {
    /// The strings one after another, their bytes copied once into a string of the right size: joining a path's
    /// parts with `+` or interpolation made and grew four strings a node, at ~300 instructions an `append`.
    fileprivate nonisolated static func concatenated(_ parts: String...) -> String {
        String(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.utf8.count }) { text in
            var end = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let source = bytes.baseAddress, let target = text.baseAddress else { return }
                    (target + end).update(from: source, count: bytes.count)
                    end += bytes.count
                }
            }
            return end
        }
    }
}
