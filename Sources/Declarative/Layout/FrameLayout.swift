import Foundation

/// `frame(width:height:alignment:)`: a fixed size on the given axes, the child's size on the others, as Apple
/// documents `frame(width:height:alignment:)`.
struct FixedFrameLayout: UnaryLayout, AnimatedRole {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    /// The dimensions that count: negative or non-finite values are ignored, as SwiftUI does.
    private var valid: (CGFloat?, CGFloat?) {
        func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        return (clean(width), clean(height))
    }

    @MainActor func retarget(_ node: ViewNode) {
        let (w, h) = valid
        if let w { node.retarget(.frameWidth, w) }
        if let h { node.retarget(.frameHeight, h) }
    }

    /// The frame's dimensions after animation.
    @MainActor func dimensions(_ node: ViewNode) -> (CGFloat?, CGFloat?) {
        let (w, h) = valid
        return (w.map { max(node.presented(.frameWidth, $0), 0) }, h.map { max(node.presented(.frameHeight, $0), 0) })
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let (w, h) = dimensions(node)
        if let w, let h { return CGSize(width: w, height: h) }
        let child = subviews.first?.measure(ProposedViewSize(width: w ?? p.width, height: h ?? p.height)) ?? .zero
        return CGSize(width: w ?? child.width, height: h ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let (w, h) = dimensions(node)
        AlignedPlacement.place(subviews, in: bounds, alignment: alignment,
                               proposal: ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height))
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, SwiftUI's layout documentation's algorithm.
struct FlexibleFrameLayout: UnaryLayout {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment

    /// One axis's constraints, normalised: negatives and NaN dropped, min ≤ ideal ≤ max enforced.
    struct Axis1 {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?
        init(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat?) {
            func ok(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : Swift.max($0, 0) } }
            min = ok(a).flatMap { $0.isFinite ? $0 : nil }
            ideal = ok(b).flatMap { $0.isFinite ? $0 : nil }.map { Swift.max(min ?? 0, $0) }
            max = ok(c).map { Swift.max(ideal ?? min ?? 0, $0) }
        }
        /// The frame's own size on this axis when it does not need the child, else nil.
        func own(_ p: CGFloat?) -> CGFloat? {
            guard let p else { return ideal }
            if let lo = min, let hi = max, lo <= hi { return Swift.min(Swift.max(p, lo), hi) }
            return nil
        }
        /// The proposal to the child.
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            (p ?? ideal).map { Swift.min(Swift.max($0, min ?? -.infinity), max ?? .infinity) }
        }
        /// The final size from the child's answer.
        func finalSize(_ own: CGFloat?, proposal cp: CGFloat?, child c: CGFloat) -> CGFloat {
            if let own { return own }
            switch (min, max) {
            case let (lo?, hi?): return Swift.min(Swift.max(c, lo), hi)
            case let (lo?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), lo)
            case let (nil, hi?): return Swift.min(Swift.max(cp ?? -.infinity, c), hi)
            case (nil, nil): return c
            }
        }
    }

    var horizontal: Axis1 { Axis1(minWidth, idealWidth, maxWidth) }
    var vertical: Axis1 { Axis1(minHeight, idealHeight, maxHeight) }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let h = horizontal, v = vertical
        let w = h.own(p.width), ht = v.own(p.height)
        if let w, let ht { return CGSize(width: w, height: ht) }
        let cp = ProposedViewSize(width: h.childProposal(p.width), height: v.childProposal(p.height))
        let c = subviews.first?.measure(cp) ?? .zero
        return CGSize(width: h.finalSize(w, proposal: cp.width, child: c.width),
                      height: v.finalSize(ht, proposal: cp.height, child: c.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        // The child is proposed the frame's own size, except that a nil proposal stays nil where the frame
        // adopted its child's size (newer SwiftUI, §1.5).
        var p = ProposedViewSize(bounds.size)
        if proposal.width == nil && horizontal.ideal == nil { p.width = nil }
        if proposal.height == nil && vertical.ideal == nil { p.height = nil }
        AlignedPlacement.place(subviews, in: bounds, alignment: alignment, proposal: p)
    }
}

/// `padding`: the child is proposed the proposal minus the insets and placed inside them.
struct PaddingLayout: UnaryLayout, AnimatedRole {
    var insets: EdgeInsets

    @MainActor func retarget(_ node: ViewNode) {
        node.retarget(.padding(.top), insets.top.finiteOrZero)
        node.retarget(.padding(.leading), insets.leading.finiteOrZero)
        node.retarget(.padding(.bottom), insets.bottom.finiteOrZero)
        node.retarget(.padding(.trailing), insets.trailing.finiteOrZero)
    }

    @MainActor func animatedInsets(_ node: ViewNode) -> EdgeInsets {
        EdgeInsets(top: node.presented(.padding(.top), insets.top.finiteOrZero),
                   leading: node.presented(.padding(.leading), insets.leading.finiteOrZero),
                   bottom: node.presented(.padding(.bottom), insets.bottom.finiteOrZero),
                   trailing: node.presented(.padding(.trailing), insets.trailing.finiteOrZero))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let e = animatedInsets(node)
        let inner = ProposedViewSize(width: p.width.map { max($0 - e.horizontal, 0) }, height: p.height.map { max($0 - e.vertical, 0) })
        let c = subviews.first?.measure(inner) ?? .zero
        return CGSize(width: max(c.width + e.horizontal, 0), height: max(c.height + e.vertical, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let e = animatedInsets(node)
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - e.horizontal, 0) },
                                     height: proposal.height.map { max($0 - e.vertical, 0) })
        subviews.first?.put(at: CGPoint(x: bounds.minX + e.leading, y: bounds.minY + e.top), proposal: inner)
    }
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
}

/// `fixedSize`: the child is proposed nil (its ideal size) on the fixed axes and centred.
struct FixedSizeLayout: UnaryLayout {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        subviews.first?.measure(childProposal(p)) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        subviews.first?.put(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
    }
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

/// `overlay` and `background`: the primary content alone sizes the view; the secondary (one ZStack, first for a
/// background, last for an overlay) is proposed that size and aligned to it.
struct SecondaryLayout: UnaryLayout {
    var isBackground: Bool
    var alignment: Alignment

    func split(_ subviews: LayoutSubviews) -> (primary: LayoutSubviews, secondary: LayoutSubview?) {
        guard subviews.count > 1 else { return (subviews, nil) }
        return isBackground ? (Array(subviews.dropFirst()), subviews.first) : (Array(subviews.dropLast()), subviews.last)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ZStackLayout(alignment: .topLeading).sizeThatFits(p, node: node, subviews: split(subviews).primary)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let (primary, secondary) = split(subviews)
        primary.forEach { $0.put(at: bounds.origin, proposal: proposal) }
        if let secondary {
            AlignedPlacement.place([secondary], in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
        }
    }
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        split(subviews).primary.first?.spacing ?? ViewSpacing()
    }
}
