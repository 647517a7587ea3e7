import Foundation

/// The HStack/VStack algorithm of SwiftUI's layout documentation, for one axis (`major`).
///
/// ```
/// 1. probe each child at 0 and ∞ on the major axis (minor = the proposal's minor)
/// 2. order: priority DESC, then flexibility (max − min) ASC; ties on ∞ put the larger minimum first
/// 3. each priority group is offered what is left minus the minimums of lower groups, split equally
///    and sequentially: child i gets remaining / children left, and what it takes is subtracted
/// 4. align on the minor axis by the stack's guide; size = Σ sizes + spacing, extent of the aligned children
/// ```
struct StackAlgorithm {
    let major: Axis
    let spacing: CGFloat?
    /// The children's alignment guide on the minor axis.
    let guide: AlignmentKey
    let guideDefault: @Sendable (ViewDimensions) -> CGFloat

    var minor: Axis { major == .horizontal ? .vertical : .horizontal }

    @MainActor
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        subviews.indices.map { i in
            guard i > 0 else { return 0 }
            if subviews[i - 1].node.layout.isSpacer || subviews[i].node.layout.isSpacer { return spacing.map { max($0, 0) } ?? 0 }
            if let spacing { return spacing.isFinite ? spacing : 0 }
            return subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: major)
        }
    }

    /// The proposals each child is measured and placed with.
    /// The guide's value in a child of a size. Only text baselines and explicit guides need the child itself; every
    /// other guide is a function of the size, which keeps large stacks cheap.
    @MainActor
    func guideValue(_ subview: LayoutSubview, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat {
        if subview.guides[guide] == nil && !guide.isTextBaseline { return guideDefault(ViewDimensions(size: size)) }
        let d = subview.dimensions(in: proposal)
        return d.explicit(guide, d) ?? guideDefault(d)
    }

    /// The proposals each child is measured and placed with, computed once per proposal while the stack is unchanged.
    @MainActor
    func childProposals(_ p: ProposedViewSize, _ subviews: LayoutSubviews, node: ViewNode?) -> [ProposedViewSize] {
        guard let node else { return computeChildProposals(p, subviews) }
        if let cached = node.layout.stackProposals[p] { return cached }
        let result = computeChildProposals(p, subviews)
        node.layout.stackProposals[p] = result
        return result
    }

    @MainActor
    func computeChildProposals(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> [ProposedViewSize] {
        func proposal(_ m: CGFloat?) -> ProposedViewSize {
            var q = ProposedViewSize.unspecified
            q[major] = m
            q[minor] = p[minor]
            return q
        }
        guard let available = p[major] else { return subviews.map { _ in proposal(nil) } }
        let gapTotal = gaps(subviews).reduce(0, +)
        let mins = subviews.map { $0.measure(proposal(0))[major] }
        let maxs = subviews.map { $0.measure(proposal(.infinity))[major] }
        let order = subviews.indices.sorted { a, b in
            let pa = subviews[a].priority, pb = subviews[b].priority
            if pa != pb { return pa > pb }
            let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
            if fa.isInfinite && fb.isInfinite && mins[a] != mins[b] { return mins[a] > mins[b] }
            if fa != fb { return fa < fb }
            return a < b
        }
        var result = Array(repeating: proposal(0), count: subviews.count)
        var remaining = available - gapTotal - subviews.indices.reduce(0) { sum, i in
            subviews[i].priority < (order.first.map { subviews[$0].priority } ?? 0) ? sum + mins[i] : sum
        }
        var start = 0
        while start < order.count {
            let groupPriority = subviews[order[start]].priority
            var end = start
            while end < order.count && subviews[order[end]].priority == groupPriority { end += 1 }
            if start > 0 { remaining += order[start..<end].reduce(0) { $0 + mins[$1] } }
            var left = end - start
            for i in order[start..<end] {
                let offer = max(remaining / CGFloat(left), 0)
                result[i] = proposal(offer.isFinite ? offer : 0)
                remaining -= subviews[i].measure(result[i])[major]
                left -= 1
            }
            start = end
        }
        return result
    }

    /// Each child's size and minor-axis offset (−guide), for a proposal.
    @MainActor
    private func measure(_ p: ProposedViewSize, _ subviews: LayoutSubviews, node: ViewNode?)
        -> (proposals: [ProposedViewSize], sizes: [CGSize], offsets: [CGFloat]) {
        let proposals = childProposals(p, subviews, node: node)
        var sizes: [CGSize] = [], offsets: [CGFloat] = []
        sizes.reserveCapacity(subviews.count)
        offsets.reserveCapacity(subviews.count)
        for (subview, proposal) in zip(subviews, proposals) {
            let size = subview.measure(proposal)
            sizes.append(size)
            offsets.append(-guideValue(subview, proposal, size))
        }
        return (proposals, sizes, offsets)
    }

    private func minorExtent(_ sizes: [CGSize], _ offsets: [CGFloat]) -> (CGFloat, CGFloat) {
        var lo: CGFloat = 0, hi: CGFloat = 0
        for (size, offset) in zip(sizes, offsets) {
            lo = min(lo, offset)
            hi = max(hi, offset + size[minor])
        }
        return (lo, hi)
    }

    @MainActor
    func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews, node: ViewNode?) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let (_, sizes, offsets) = measure(p, subviews, node: node)
        let (lo, hi) = minorExtent(sizes, offsets)
        var size = CGSize.zero
        size[major] = sizes.reduce(0) { $0 + $1[major] } + gaps(subviews).reduce(0, +)
        size[minor] = hi - lo
        return size
    }

    @MainActor
    func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, node: ViewNode?) {
        guard let node else { return placeAll(in: bounds, p, subviews, node: nil) }
        let pending = node.layout.unplacedChildren
        node.layout.unplacedChildren.removeAll(keepingCapacity: true)
        guard !subviews.isEmpty else { return }
        // Placed at the same bounds with the same proposal and no child's size changed (that would have cleared
        // this cache): every child keeps its rect, and only children that changed inside need placing again.
        if let last = node.layout.stackPlacement, last.bounds == bounds, last.proposal == p, last.subviewsVersion == node.layout.subviewsVersion {
            // The few subviews that changed, found by the index they were placed at, without reading every one;
            // else (many changed, or one not found where it was) a scan of all of them.
            func placedIndex(_ child: ViewNode) -> Int? {
                let i = child.layout.subviewIndex
                return subviews.indices.contains(i) && subviews[i].node === child ? i : nil
            }
            func placeAgain(_ i: Int) {
                guard subviews[i].node.layout.placedProposal == nil else { return }
                subviews[i].node.place(in: last.rects[i], proposal: last.childProposals[i], axis: subviews[i].axis)
            }
            guard !pending.isEmpty else { return }
            let found = pending.count <= 8 ? pending.compactMap(placedIndex) : []
            if found.count == pending.count { found.forEach(placeAgain) } else { subviews.indices.forEach(placeAgain) }
            return
        }
        placeAll(in: bounds, p, subviews, node: node)
    }

    /// Places every subview; with a node, remembers the placement for the next pass.
    @MainActor
    private func placeAll(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, node: ViewNode?) {
        let (proposals, sizes, offsets) = measure(p, subviews, node: node)
        let gaps = self.gaps(subviews)
        let (lo, _) = minorExtent(sizes, offsets)
        var rects: [CGRect] = []
        rects.reserveCapacity(subviews.count)
        var cursor = major == .horizontal ? bounds.minX : bounds.minY
        for (i, subview) in subviews.enumerated() {
            cursor += gaps[i]
            let offset = offsets[i] - lo
            let point = major == .horizontal
                ? CGPoint(x: cursor, y: bounds.minY + offset)
                : CGPoint(x: bounds.minX + offset, y: cursor)
            subview.put(at: point, proposal: proposals[i])
            subview.node.layout.subviewIndex = i
            rects.append(CGRect(origin: point, size: sizes[i]))
            cursor += sizes[i][major]
        }
        node?.layout.stackPlacement = StackPlacement(bounds: bounds, proposal: p, subviewsVersion: node?.layout.subviewsVersion ?? 0, rects: rects,
                                             childProposals: proposals)
    }
}

/// A stack along one axis: HStack and VStack share the algorithm and differ only in axis and guide.
protocol AxisStackLayout: NodeLayout {
    var algorithm: StackAlgorithm { get }
}

extension AxisStackLayout {
    var stackAxis: Axis? { algorithm.major }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        algorithm.size(proposal, subviews, node: node)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        algorithm.place(in: bounds, proposal, subviews, node: node)
    }
}

/// A horizontal stack's layout, as SwiftUI's `HStackLayout`.
public struct HStackLayout: AxisStackLayout, Sendable {
    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The distance between children, or nil for the default.
    public var spacing: CGFloat?
    /// Creates the layout.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var algorithm: StackAlgorithm {
        StackAlgorithm(major: .horizontal, spacing: spacing, guide: alignment.key, guideDefault: alignment.defaultValue)
    }
}

/// A vertical stack's layout, as SwiftUI's `VStackLayout`.
public struct VStackLayout: AxisStackLayout, Sendable {
    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The distance between children, or nil for the default.
    public var spacing: CGFloat?
    /// Creates the layout.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var algorithm: StackAlgorithm {
        StackAlgorithm(major: .vertical, spacing: spacing, guide: alignment.key, guideDefault: alignment.defaultValue)
    }
}

/// An overlaying stack's layout, as SwiftUI's `ZStackLayout` (SwiftUI's layout documentation).
public struct ZStackLayout: NodeLayout, Sendable {
    /// How children are aligned.
    public var alignment: Alignment
    /// Creates the layout.
    nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        overlaidSize(proposal, subviews)
    }

    /// Only the children of the highest priority size the stack.
    func overlaidSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let top = subviews.map(\.priority).max() ?? 0
        return subviews.filter { $0.priority == top }.reduce(CGSize.zero) { acc, s in
            let size = s.measure(proposal)
            return CGSize(width: max(acc.width, size.width), height: max(acc.height, size.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        AlignedPlacement.place(subviews, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }
}

/// Places children so that their alignment guides meet the container's own guide (frames, ZStack, overlays).
enum AlignedPlacement {
    @MainActor
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        for subview in subviews { place(subview, in: bounds, alignment: alignment, proposal: proposal) }
    }

    /// Places one subview so that its alignment guides meet those of `bounds`.
    @MainActor
    static func place(_ subview: LayoutSubview, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        let container = ViewDimensions(size: bounds.size), d = subview.dimensions(in: proposal)
        subview.put(at: CGPoint(x: bounds.minX + container[alignment.horizontal] - d[alignment.horizontal],
                                y: bounds.minY + container[alignment.vertical] - d[alignment.vertical]),
                    proposal: proposal)
    }
}

/// Where a stack last placed its children, reused while neither the stack nor any child's size changed.
struct StackPlacement {
    let bounds: CGRect
    let proposal: ProposedViewSize
    /// Which list of subviews was placed (`ViewNode.layout.subviewsVersion`): the placement is reused only for it.
    let subviewsVersion: Int
    let rects: [CGRect]
    let childProposals: [ProposedViewSize]
}
