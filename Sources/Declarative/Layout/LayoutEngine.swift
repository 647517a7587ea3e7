import Foundation

/// Propose → choose → place over the graph's nodes.
///
/// Only nodes with a layout role (stacks, frames, padding…) or a drawing (text, shapes…) take part in layout.
/// Every other node — custom views, `Group`, `ForEach`, environment and effect modifiers — is transparent: its
/// descendants are the subviews of the nearest container above. Sizes are cached per proposal for one layout pass.
extension ViewNode {
    /// The layout subviews of this node: its nearest descendants that lay out or draw.
    func layoutSubviews(axis: Axis?) -> LayoutSubviews {
        if let cached = cachedSubviews[axis] { return cached }
        var result: LayoutSubviews = []
        func collect(_ node: ViewNode, priority: Double?, guides: [AlignmentKey: (ViewDimensions) -> CGFloat]) {
            for child in node.children {
                let p = child.layoutPriority ?? priority
                let g = child.explicitGuides.isEmpty ? guides : guides.merging(child.explicitGuides) { _, inner in inner }
                if child.participatesInLayout {
                    let own = child.isSpacer ? -Double.infinity : (p ?? child.innerPriority)
                    result.append(LayoutSubview(node: child, axis: axis, priority: own, guides: g))
                } else {
                    collect(child, priority: p, guides: g)
                }
            }
        }
        collect(self, priority: nil, guides: [:])
        cachedSubviews[axis] = result
        subviewsVersion += 1
        return result
    }

    /// Whether this node is sized and placed itself (rather than being transparent).
    var participatesInLayout: Bool { layout != nil || drawing != nil }

    /// The priority of a unary layout modifier's content, which passes through frames and padding.
    var innerPriority: Double {
        guard layout is any UnaryLayout else { return 0 }
        return layoutSubviews(axis: nil).first?.priority ?? 0
    }

    /// The size this node chooses for a proposal; cached until something in its subtree changes.
    func sizeThatFits(_ proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        let key = LayoutCacheKey(proposal: proposal, axis: axis)
        if let cached = layoutCache[key] { return cached }
        let size: CGSize
        if let layout {
            size = layout.sizeThatFits(proposal, node: self, subviews: layoutSubviews(axis: layout.stackAxis))
        } else if let drawing {
            size = drawing.sizeThatFits(proposal, node: self, axis: axis)
        } else {
            size = .zero
        }
        let safe = CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
        layoutCache.store(safe, for: key)
        return safe
    }

    /// Places this node in `rect` (root coordinates) and lays out its subviews.
    func place(in rect: CGRect, proposal: ProposedViewSize, axis: Axis?) {
        let rect = rect.sanitized
        // An unchanged subtree placed at the same rect with the same proposal is already where it belongs.
        if rect == frame && proposal == placedProposal { return }
        if rect != frame {
            frame = rect
            markDrawingStale()
        }
        placedProposal = proposal
        if let layout {
            // Stacks read the list (`StackAlgorithm.place`); other layouts place every subview. Cleared before
            // placing, so that what changes while placing (content built for a size) is kept for the next pass.
            if layout.stackAxis == nil { unplacedChildren.removeAll(keepingCapacity: true) }
            layout.placeSubviews(in: frame, proposal: proposal, node: self, subviews: layoutSubviews(axis: layout.stackAxis))
        }
    }

    /// Forgets the drawing of this node and its ancestors (its frame moved), keeping their layout caches.
    func markDrawingStale() {
        var node: ViewNode? = self
        while let n = node, n.isClean || n.drawCache != nil {
            n.forgetDrawing()
            node = n.parent
        }
    }

    /// The node's preferred spacing towards its neighbours in a stack.
    var spacing: ViewSpacing {
        if let drawing { return drawing.spacing }
        if let layout { return layout.spacing(node: self, subviews: layoutSubviews(axis: layout.stackAxis)) }
        return ViewSpacing()
    }

    /// An alignment guide the view has without an explicit `.alignmentGuide`: text baselines.
    func implicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if let drawing { return drawing.guide(key, size: size, node: self) }
        if let layout = layout as? any UnaryLayout {
            return layout.childGuide(key, size: size, node: self)
        }
        return nil
    }

    /// The frame this node covers: its own when placed, else the union of its children's (transparent nodes).
    var coveredFrame: CGRect {
        if participatesInLayout { return frame }
        let frames = children.map(\.coveredFrame).filter { !$0.isNull }
        guard let first = frames.first else { return CGRect(origin: parent?.coveredFrame.origin ?? .zero, size: .zero) }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }
}

/// A layout with one content slot (frame, padding, fixedSize…), through which priority and baselines pass.
@MainActor
protocol UnaryLayout: NodeLayout {}

extension UnaryLayout {
    func childGuide(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? {
        guard let child = node.layoutSubviews(axis: nil).first else { return nil }
        let offset = key.axis == .vertical ? child.node.frame.minY - node.frame.minY : child.node.frame.minX - node.frame.minX
        return child.node.implicitGuide(key, size: child.node.frame.size).map { $0 + offset }
    }
}

struct LayoutCacheKey: Hashable {
    let proposal: ProposedViewSize
    let axis: Axis?
}

extension CGRect {
    /// The rectangle with NaN and infinite values replaced by 0, so that layout never hands a backend NaN.
    var sanitized: CGRect {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return CGRect(x: f(origin.x), y: f(origin.y), width: max(f(size.width), 0), height: max(f(size.height), 0))
    }
}
