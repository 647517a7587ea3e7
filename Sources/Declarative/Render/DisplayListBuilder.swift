import Foundation

/// Walks the laid-out graph and produces the display list, applying effects down the tree.
///
/// ```
/// node ──effects (opacity, offset, rotation, scale, clip, accessibility, interaction) → state for the subtree
///   └ drawing → items in the node's local space, placed by translate(frame.origin) then the subtree's transform
/// ```
/// Effects are applied outermost first; an inner effect's transform is applied to points before an outer one's.
/// Animated effect values are read here, at the graph's current time; the update set their targets.
///
/// Siblings draw in declaration order, or by `zIndex(_:)` where one is set (see `ViewNode.drawingOrder`). What a
/// raised layer draws (`RaisedLayer`: an open menu) goes to a list of its own, which follows everything else.
@MainActor
struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []
    /// The items of raised layers, back to front: drawn after `items`, so above everything.
    private(set) var raisedItems: [DisplayItem] = []
    /// Whether what is drawn now belongs to a raised layer.
    var isRaised = false
    /// The size of the whole drawing, which a raised layer keeps inside and its backdrop covers.
    let windowSize: CGSize
    var transform = CGAffineTransform.identity
    var opacity: Double = 1
    var clips: [Path] = []
    var accessibility = AccessibilityInfo()
    var tapTarget: DisplayItemID?
    /// Graphics effects on everything drawn from here (blur, shadow, colour effects, masks), outermost first.
    var effects: [GraphicsEffect] = []
    /// Whether this builder draws a mask's content (`GraphicsEffect.Kind.mask`), the one place a mask source draws.
    var isDrawingMask = false
    /// The interactive views (gestures, hover, …), in the order they were found.
    private(set) var tapHandlers: [InteractionRecord] = []
    private var partIndex = 0
    private var currentNode: ViewNode?

    /// A builder for a drawing of `windowSize`.
    init(windowSize: CGSize = .zero) { self.windowSize = windowSize }

    /// The display list's items: the tree's (faded under a modal layer on a terminal: see `ModalDimming`), then the
    /// raised layers'.
    var displayItems: [DisplayItem] { raisedItems.isEmpty ? items : ModalDimming.faded(items, under: raisedItems) + raisedItems }

    /// Appends an item drawn by `node`, in its local space where `bounds` is its frame's size at the origin.
    mutating func append(_ content: DisplayItem.Content, node: ViewNode, bounds: CGRect) {
        guard opacity > 0 else { return }
        if currentNode !== node { currentNode = node; partIndex = 0 }
        let id = DisplayItemID(DisplayItemID.part(partIndex, of: node.path))
        partIndex += 1
        append(DisplayItem(id: id, content: content, bounds: bounds, transform: placement(of: node).sanitized,
                           opacity: opacity, clips: clips, accessibility: accessibility, tapTarget: tapTarget,
                           effects: effects))
    }

    /// Records an interactive view found while drawing.
    mutating func appendHandler(_ record: InteractionRecord) { tapHandlers.append(record) }

    /// Appends an item to the tree's list or, inside a raised layer, to the raised list.
    mutating func append(_ item: DisplayItem) {
        if isRaised { raisedItems.append(item) } else { items.append(item) }
    }

    /// A recorder for what a canvas node draws, placed as the node's own items are; nil when nothing would show.
    func canvasRecorder(for node: ViewNode) -> CanvasRecorder? {
        guard opacity > 0 else { return nil }
        return CanvasRecorder(path: node.path, placed: placement(of: node), opacity: opacity, clips: clips,
                              accessibility: accessibility, tapTarget: tapTarget, effects: effects)
    }

    /// Maps `node`'s local space to the display list's: its frame's origin, then the inherited transform.
    private func placement(of node: ViewNode) -> CGAffineTransform {
        CGAffineTransform(translationX: node.layout.frame.minX, y: node.layout.frame.minY).concatenating(transform)
    }

    /// Appends what a canvas drew.
    mutating func append(canvas recorder: CanvasRecorder) {
        if isRaised { raisedItems.append(contentsOf: recorder.items) } else { items.append(contentsOf: recorder.items) }
    }

    /// Makes room for about as many items and handlers as the last frame had, so a large list is not regrown.
    mutating func reserveCapacity(items count: Int, handlers: Int) {
        items.reserveCapacity(count)
        tapHandlers.reserveCapacity(handlers)
    }

    /// The drawing state a subtree inherits: what its cached items depend on besides the subtree itself.
    var inherited: InheritedDrawState {
        InheritedDrawState(transform: transform, opacity: opacity, clips: clips, accessibility: accessibility,
                           tapTarget: tapTarget, effects: effects, isRaised: isRaised)
    }

    /// Draws a node and its subtree, reusing the items it drew last frame when nothing in it changed.
    /// `state` is the inherited state when the caller already has it (siblings share their parent's).
    mutating func draw(_ node: ViewNode, state known: InheritedDrawState? = nil) {
        let state = known ?? inherited
        if node.drawing.isClean, let cache = node.drawing.cache, cache.state == state {
            reuse(cache)
            return
        }
        let firstItem = items.count, firstRaised = raisedItems.count, firstHandler = tapHandlers.count
        let childOffsets = drawAfresh(node, state: state)
        (transform, opacity, clips, accessibility, tapTarget, isRaised) =
            (state.transform, state.opacity, state.clips, state.accessibility, state.tapTarget, state.isRaised)
        effects = state.effects
        let drawn: [DisplayItem]
        let only = node.drawing.role == nil && node.children.count == 1 ? node.children[0].drawing.cache : nil
        if let only, only.items.count == items.count - firstItem, only.raised.count == raisedItems.count - firstRaised {
            drawn = only.items      // a wrapper drew exactly its child's items: share them rather than copy
        } else if firstItem == 0 {
            drawn = items           // everything so far: share the array (a later append copies it once)
        } else {
            drawn = Array(items[firstItem...])
        }
        let raised = raisedItems.count == firstRaised ? [] : Array(raisedItems[firstRaised...])
        node.drawing.cache = DrawCache(state: state, items: drawn, raised: raised,
                                   handlers: tapHandlers.count == firstHandler ? [] : Array(tapHandlers[firstHandler...]),
                                   childOffsets: childOffsets, childState: childOffsets.isEmpty ? nil : node.drawing.childState)
        node.drawing.staleCache = nil
        node.drawing.isClean = true
    }

    /// Drops the items from `index` on (a child drawn for a patch, once copied into place).
    mutating func removeItems(from index: Int) {
        items.removeSubrange(index...)
    }

    /// Appends a run of items; when there are none yet, takes the array itself instead of copying it.
    mutating func appendItems(_ run: [DisplayItem]) {
        if items.isEmpty { items = run } else { items.append(contentsOf: run) }
    }

    /// Appends what a clean subtree drew last frame.
    @inline(__always)
    private mutating func reuse(_ cache: DrawCache) {
        if let single = cache.single { items.append(single) } else { items.append(contentsOf: cache.items) }
        if !cache.raised.isEmpty { raisedItems.append(contentsOf: cache.raised) }
        if !cache.handlers.isEmpty { tapHandlers.append(contentsOf: cache.handlers) }
    }

    /// Draws a node's effects, own items and children; returns where each child's items begin (relative to the
    /// node's first item, then the end) when the drawing can be patched later (see `DrawCache`), or none.
    private mutating func drawAfresh(_ node: ViewNode, state: InheritedDrawState) -> [Int] {
        if node.drawing.isLeftOutByLayout { return [] }
        var appliesEffects = !node.drawing.effects.isEmpty
        if let (_, effects) = node.transitionState {
            for effect in effects { apply(self.effect(of: effect, on: node), node: node, index: -1, animated: false) }
            appliesEffects = true
        }
        for (index, effect) in node.drawing.effects.enumerated() {
            if case .hidden = effect { return [] }
            if case .maskSource = effect, !isDrawingMask { return [] }
            apply(effect, node: node, index: index, animated: true)
        }
        if let drawing = node.drawing.role {
            drawing.draw(node: node, size: node.layout.frame.size, into: &self)
        }
        guard !node.children.isEmpty else { return [] }
        // Without effects the children inherit this node's own state object. Otherwise reuse last frame's state
        // object when it is unchanged, so the children's caches match by identity.
        var childState = appliesEffects ? inherited : state
        if let previous = node.drawing.childState, previous == childState { childState = previous } else { node.drawing.childState = childState }
        // Siblings with a zIndex draw in its order; such a drawing is gathered afresh, never patched.
        let reordered = node.graph.usesZIndex ? node.drawingOrder : nil
        if reordered == nil, let offsets = patch(node, childState: childState) { return offsets }
        let recordsOffsets = reordered == nil && node.drawing.role == nil && node.children.count >= DrawCache.patchableChildCount
            && node.graph.patchesDrawings
        var offsets: [Int] = []
        if recordsOffsets { offsets.reserveCapacity(node.children.count + 1) }
        let first = items.count
        for (index, child) in (reordered ?? node.children).enumerated() {
            if recordsOffsets {
                offsets.append(items.count - first)
                child.drawing.index = index
            }
            // The common case inline — a clean child drawn last frame under this very state object — so that a
            // parent of many children reads each child's cache and nothing else.
            if child.drawing.isClean, let cache = child.drawing.cache, cache.state === childState {
                reuse(cache)
                continue
            }
            draw(child, state: childState)
        }
        if recordsOffsets { offsets.append(items.count - first) }
        return offsets
    }

    mutating func apply(_ effect: RenderEffect, node: ViewNode, index: Int, animated: Bool) {
        func value<V: VectorArithmetic>(_ key: AnimationKey, _ v: V) -> V { animated ? node.presented(key, v) : v }
        switch effect {
        case .opacity(let o):
            opacity *= min(max(value(.opacity(index), o), 0), 1)
        case .offset(let s):
            let d = value(.offset(index), AnimatablePair(s.width, s.height))
            transform = CGAffineTransform(translationX: d.first, y: d.second).concatenating(transform)
        case .rotation(let angle, let anchor):
            let a = anchor.point(in: node.coveredFrame)
            let r = value(.rotation(index), angle.radians)
            transform = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(rotationAngle: r))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y)).concatenating(transform)
        case .scale(let s, let anchor):
            let a = anchor.point(in: node.coveredFrame)
            let k = value(.scale(index), AnimatablePair(s.width, s.height))
            transform = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(scaleX: k.first, y: k.second))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y)).concatenating(transform)
        case .clip(let shape):
            clips.append(shape.path(node.coveredFrame).applying(transform))
        case .accessibility(let a):
            if let label = a.label { accessibility.label = label }
            if let value = a.value { accessibility.value = value }
            if let hint = a.hint { accessibility.hint = hint }
            accessibility.traits = accessibility.traits.union(a.addedTraits).subtracting(a.removedTraits)
            if let hidden = a.isHidden, hidden { accessibility.isHidden = true }
            // The items below belong to one element; backends give the element the label and value (its children
            // are not exposed separately, which is `.ignore`; `.combine` and `.contain` are treated the same here).
            if a.children != nil { accessibility.element = DisplayItemID(node.path) }
            if var chart = a.chart, !(a.isDefaultChart && accessibility.chart != nil) {
                chart.id = DisplayItemID(node.path)
                accessibility.chart = chart
            }
        case .interaction(let interaction):
            let id = DisplayItemID(node.path)
            // Modifier nodes take no part in layout: the view's place is the frame its content covers.
            let frame = node.coveredFrame
            let toRoot = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(transform).sanitized
            tapHandlers.append(InteractionRecord(id: id, parent: tapTarget == id ? nil : tapTarget, interaction: interaction,
                                                 toRoot: toRoot, size: frame.size))
            tapTarget = id
        case .hidden, .maskSource:
            break
        case .filter(let filter):
            effects.append(filter.resolved(value(.filter(index), filter.values), transform: transform, clipsOutside: clips.count))
        case .mask:
            // The mask's items, drawn in the display list's space from its own node (the last child), unfaded and
            // unclipped: a mask limits the content's opacity, not the other way round.
            guard let source = node.children.last else { break }
            var mask = DisplayListBuilder(windowSize: windowSize)
            mask.transform = transform
            mask.isDrawingMask = true
            mask.draw(source)
            effects.append(GraphicsEffect(.mask(mask.displayItems), clipsOutside: clips.count))
        case .raise(let layer):
            raise(layer, node: node)
        case .transform(let effect):
            let f = node.coveredFrame
            transform = CGAffineTransform(translationX: -f.minX, y: -f.minY).concatenating(effect(f.size))
                .concatenating(CGAffineTransform(translationX: f.minX, y: f.minY)).concatenating(transform)
        }
    }
}

extension CGAffineTransform {
    /// The transform with non-finite entries replaced, so that a display list never holds NaN.
    var sanitized: CGAffineTransform {
        let v = [a, b, c, d, tx, ty]
        if v.allSatisfy(\.isFinite) { return self }
        return CGAffineTransform(translationX: tx.isFinite ? tx : 0, y: ty.isFinite ? ty : 0)
    }
}
