import Foundation

/// The drawing state a subtree inherits from its ancestors' effects.
///
/// An immutable object: siblings share their parent's, and a cached subtree compares it by identity first, so
/// reusing an unchanged subtree costs a pointer comparison rather than copying and comparing the state.
final class InheritedDrawState: Equatable {
    let transform: CGAffineTransform
    let opacity: Double
    let clips: [Path]
    let accessibility: AccessibilityInfo
    let tapTarget: DisplayItemID?
    /// Whether the subtree draws into a raised layer (see `RaisedLayer`).
    let isRaised: Bool

    init(transform: CGAffineTransform, opacity: Double, clips: [Path], accessibility: AccessibilityInfo,
         tapTarget: DisplayItemID?, isRaised: Bool = false) {
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
        self.accessibility = accessibility
        self.tapTarget = tapTarget
        self.isRaised = isRaised
    }

    static func == (a: InheritedDrawState, b: InheritedDrawState) -> Bool {
        a === b || (a.transform == b.transform && a.opacity == b.opacity && a.clips == b.clips
            && a.accessibility == b.accessibility && a.tapTarget == b.tapTarget && a.isRaised == b.isRaised)
    }
}

/// What a subtree drew last frame, reused while the subtree is unchanged and inherits the same state.
/// (A class: reading it from a node costs one reference count, not a copy of its arrays.)
///
/// A node drawn from many children (a stack of a list's rows) also records where each child's items begin and the
/// state its children were drawn under. When some of its children change, the node keeps this drawing aside
/// (`ViewNode.drawing.staleCache`) and its next draw replaces only those children's items (`DisplayListBuilder.patch`),
/// so that a change to one of 100,000 rows costs what the row costs, not what the list does.
final class DrawCache {
    /// Nodes with at least this many children record their children's offsets; fewer are cheap to gather again.
    static let patchableChildCount = 8

    let state: InheritedDrawState
    private(set) var items: [DisplayItem]
    /// The items the subtree drew into raised layers, which go to the end of the display list.
    let raised: [DisplayItem]
    /// The item, when there is exactly one (most leaves): reusing it reads no array.
    let single: DisplayItem?
    let handlers: [InteractionRecord]
    /// Where each child's items begin in `items`, then `items.count`; empty unless the drawing can be patched.
    let childOffsets: [Int]
    /// The state the children were drawn under, when `childOffsets` are recorded.
    let childState: InheritedDrawState?

    init(state: InheritedDrawState, items: [DisplayItem], raised: [DisplayItem] = [], handlers: [InteractionRecord],
         childOffsets: [Int] = [], childState: InheritedDrawState? = nil) {
        self.state = state
        self.items = items
        self.raised = raised
        single = items.count == 1 && raised.isEmpty ? items[0] : nil
        self.handlers = handlers
        // A patch replaces children's runs of `items`; raised items live elsewhere, so such a drawing is gathered.
        self.childOffsets = handlers.isEmpty && raised.isEmpty ? childOffsets : []
        self.childState = childState
    }

    /// Whether a later draw may patch this drawing instead of gathering every child's items.
    var isPatchable: Bool { !childOffsets.isEmpty }

    /// Hands over the items, leaving the cache empty, so that the array can be patched in place.
    func takeItems() -> [DisplayItem] {
        defer { items = [] }
        return items
    }
}

extension ViewNode {
    /// Forgets this node's drawing (it or a descendant changed) and tells its parent, which may keep its own drawing
    /// aside to patch in this node's new items.
    func forgetDrawing() {
        let wasDrawn = drawing.isClean || drawing.cache != nil
        if let cache = drawing.cache {
            drawing.staleCache = cache.isPatchable ? cache : nil
            drawing.cache = nil
        }
        drawing.isClean = false
        if wasDrawn, let parent, parent.drawing.cache?.isPatchable == true || parent.drawing.staleCache != nil {
            parent.drawing.undrawnChildren.append(self)
        }
    }

    /// Forgets this node's drawing for good: its children changed, so its last drawing cannot be patched.
    func discardDrawing() {
        forgetDrawing()
        drawing.staleCache = nil
        drawing.undrawnChildren.removeAll()
    }
}

extension DisplayListBuilder {
    /// Draws `node`'s children by patching its last drawing: only the children that changed since then are drawn,
    /// and their items replace their old ones. Returns the children's new offsets, or nil when the last drawing
    /// cannot be patched (none kept, the node draws items of its own, its children inherit another state, or too
    /// many of them changed) and the children must all be gathered.
    mutating func patch(_ node: ViewNode, childState: InheritedDrawState) -> [Int]? {
        defer { node.drawing.undrawnChildren.removeAll() }
        guard let stale = node.drawing.staleCache, node.drawing.role == nil, stale.childState === childState,
              stale.childOffsets.count == node.children.count + 1,
              node.drawing.undrawnChildren.count <= node.children.count / 4 else { return nil }
        node.drawing.staleCache = nil
        var changed: [Int] = []
        for child in node.drawing.undrawnChildren {
            let i = child.drawing.index
            // Registered children are still children at their old place: any change to the list discards the drawing.
            guard node.children.indices.contains(i), node.children[i] === child else { return nil }
            changed.append(i)
        }
        var offsets = stale.childOffsets
        var patched = stale.takeItems()
        var previous = -1
        for i in changed.sorted() where i != previous {
            previous = i
            let start = items.count
            draw(node.children[i], state: childState)
            let old = offsets[i]..<offsets[i + 1]
            let delta = (items.count - start) - old.count
            patched.replaceSubrange(old, with: items[start...])
            removeItems(from: start)
            if delta != 0 { for j in (i + 1)..<offsets.count { offsets[j] += delta } }
        }
        appendItems(patched)
        node.graph.counters.drawingsPatched += 1
        return offsets
    }
}
