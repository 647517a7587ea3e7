import Foundation

/// Propose → choose → place over the graph's nodes.
///
/// Only nodes with a layout role (stacks, frames, padding…) or a drawing (text, shapes…) take part in layout.
/// Every other node — custom views, `Group`, `ForEach`, environment and effect modifiers — is transparent: its
/// descendants are the subviews of the nearest container above. Sizes are cached per proposal for one layout pass.
extension ViewNode {
    /// The layout subviews of this node: its nearest descendants that lay out or draw.
    func layoutSubviews(axis: Axis?) -> LayoutSubviews {
        if let cached = layout.cachedSubviews[axis] { return cached }
        var result: LayoutSubviews = []
        func collect(_ node: ViewNode, priority: Double?, guides: [AlignmentKey: (ViewDimensions) -> CGFloat], values: LayoutValues) {
            for child in node.children {
                let p = child.layout.priority ?? priority
                let g = child.layout.explicitGuides.isEmpty ? guides : guides.merging(child.layout.explicitGuides) { _, inner in inner }
                let v = child.layout.values.isEmpty ? values : values.merging(child.layout.values)
                if child.participatesInLayout {
                    let own = child.layout.isSpacer ? -Double.infinity : (p ?? child.innerPriority)
                    result.append(LayoutSubview(node: child, axis: axis, priority: own, guides: g, values: v))
                } else {
                    collect(child, priority: p, guides: g, values: v)
                }
            }
        }
        collect(self, priority: nil, guides: [:], values: LayoutValues())
        layout.cachedSubviews[axis] = result
        layout.subviewsVersion += 1
        return result
    }

    /// Whether this node is sized and placed itself (rather than being transparent).
    var participatesInLayout: Bool { layout.role != nil || drawing.role != nil }

    /// The priority of a unary layout modifier's content, which passes through frames and padding.
    var innerPriority: Double {
        guard layout.role?.unaryLayout != nil else { return 0 }
        return layoutSubviews(axis: nil).first?.priority ?? 0
    }

    /// The size this node chooses for a proposal; cached until something in its subtree changes.
    func sizeThatFits(_ proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        let key = LayoutCacheKey(proposal: proposal, axis: axis)
        if let cached = layout.sizes[key] { return cached }
        let size: CGSize
        if let role = layout.role {
            size = role.sizeThatFits(proposal, node: self, subviews: layoutSubviews(axis: role.stackAxis))
        } else if let role = drawing.role {
            size = role.sizeThatFits(proposal, node: self, axis: axis)
        } else {
            size = .zero
        }
        let safe = CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
        layout.sizes.store(safe, for: key)
        return safe
    }

    /// Places this node in `rect` (root coordinates) and lays out its subviews.
    func place(in rect: CGRect, proposal: ProposedViewSize, axis: Axis?) {
        let rect = rect.sanitized
        // An unchanged subtree placed at the same rect with the same proposal is already where it belongs.
        if rect == layout.frame && proposal == layout.placedProposal { return }
        if rect != layout.frame {
            layout.frame = rect
            markDrawingStale()
        }
        layout.placedProposal = proposal
        if let role = layout.role {
            // Stacks read the list (`StackAlgorithm.place`); other layouts place every subview. Cleared before
            // placing, so that what changes while placing (content built for a size) is kept for the next pass.
            if role.stackAxis == nil { layout.unplacedChildren.removeAll(keepingCapacity: true) }
            role.placeSubviews(in: layout.frame, proposal: proposal, node: self, subviews: layoutSubviews(axis: role.stackAxis))
        }
    }

    /// Forgets the drawing of this node and its ancestors (its frame moved), keeping their layout caches.
    func markDrawingStale() {
        var node: ViewNode? = self
        while let n = node, n.drawing.isClean || n.drawing.cache != nil {
            n.forgetDrawing()
            node = n.parent
        }
    }

    /// The node's preferred spacing towards its neighbours in a stack.
    var spacing: ViewSpacing {
        if let role = drawing.role { return role.spacing }
        if let role = layout.role { return role.spacing(node: self, subviews: layoutSubviews(axis: role.stackAxis)) }
        return ViewSpacing()
    }

    /// An alignment guide the view has without an explicit `.alignmentGuide`: text baselines.
    func implicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if let role = drawing.role { return role.guide(key, size: size, node: self) }
        if let layout = layout.role?.unaryLayout {
            return layout.childGuide(key, size: size, node: self)
        }
        return nil
    }

    /// The frame this node covers: its own when placed, else the union of its children's (transparent nodes).
    var coveredFrame: CGRect {
        if participatesInLayout { return layout.frame }
        let frames = children.map(\.coveredFrame).filter { !$0.isNull }
        guard let first = frames.first else { return CGRect(origin: parent?.coveredFrame.origin ?? .zero, size: .zero) }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }
}

/// A layout with one content slot (frame, padding, fixedSize…), through which priority and baselines pass.
@MainActor
protocol UnaryLayout: NodeLayout {}

extension UnaryLayout {
    var unaryLayout: (any UnaryLayout)? { self }

    func childGuide(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? {
        guard let child = node.layoutSubviews(axis: nil).first else { return nil }
        let offset = key.axis == .vertical ? child.node.layout.frame.minY - node.layout.frame.minY : child.node.layout.frame.minX - node.layout.frame.minX
        return child.node.implicitGuide(key, size: child.node.layout.frame.size).map { $0 + offset }
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
