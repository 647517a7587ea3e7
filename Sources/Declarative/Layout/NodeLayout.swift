import Foundation

/// How a node sizes and places its subviews: the internal form of `Layout`, with access to the node.
@MainActor
protocol NodeLayout {
    /// The axis along which the container stacks, so that `Spacer` and `Divider` know their direction.
    var stackAxis: Axis? { get }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews)
    /// The node's spacing preference towards its neighbours.
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing
    /// The layout as a `UnaryLayout`, if it is one.
    var unaryLayout: (any UnaryLayout)? { get }
    /// The layout as an `AnimatedRole`, if it is one.
    var animatedRole: (any AnimatedRole)? { get }
}

// `unaryLayout` and `animatedRole` are answered by each type's conformance (the constrained extensions in
// `LayoutEngine.swift` and `NodeAnimation.swift`) rather than by a cast such as `role as? any UnaryLayout`: the first
// time a process asks whether a type conforms to a protocol, the runtime scans every conformance record of the
// binary (about 6,000), which made these casts a visible share of a short command's start-up.
extension NodeLayout {
    var stackAxis: Axis? { nil }
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
    var unaryLayout: (any UnaryLayout)? { nil }
    var animatedRole: (any AnimatedRole)? { nil }
}

/// How a leaf node (text, shape, colour, spacer) sizes itself and draws.
@MainActor
protocol NodeDrawing {
    /// The size the leaf chooses for a proposal; `axis` is the enclosing stack's axis, if any.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize
    /// The display items for the leaf, in its local space of `size`.
    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder)
    /// The leaf's spacing preference.
    var spacing: ViewSpacing { get }
    /// An implicit alignment guide (text baselines), if the leaf has one.
    func guide(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat?
    /// The drawing as an `AnimatedRole`, if it is one (answered by the conformance, as `NodeLayout`'s is).
    var animatedRole: (any AnimatedRole)? { get }
}

extension NodeDrawing {
    var spacing: ViewSpacing { ViewSpacing() }
    func guide(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? { nil }
    var animatedRole: (any AnimatedRole)? { nil }
}
