import Foundation

/// Shows the first of its children that fits, as SwiftUI's `ViewThatFits`.
///
/// The children are tried in order: the first whose ideal size fits the proposal on the constrained axes is shown,
/// at the size it chooses for the proposal; when none fits, the last is shown. An axis the parent leaves unspecified
/// constrains nothing.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { legend; chart }     // wide screens
///     VStack { chart; legend }     // narrow ones
/// }
/// ```
/// Every child is made (so that each can be measured) and keeps its state while another is shown; the children not
/// shown draw nothing and take no taps, as in SwiftUI.
public struct ViewThatFits<Content: View> {
    let axes: Axis.Set
    let content: Content

    /// Creates the view; `axes` are the axes on which a child must fit.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = FirstFittingLayout(axes: axes)
        context.child(content, key: .position(0))
    }
}

/// `ViewThatFits`'s layout: measures, then shows one child and leaves the others out of the drawing.
struct FirstFittingLayout: NodeLayout {
    let axes: Axis.Set

    /// The index of the child shown for a proposal.
    func choice(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Int {
        for (i, subview) in subviews.enumerated().dropLast() {
            let ideal = subview.measure(.unspecified)
            func fits(_ axis: Axis, _ set: Axis.Set) -> Bool {
                guard axes.contains(set), let limit = proposal[axis] else { return true }
                return ideal[axis] <= limit
            }
            if fits(.horizontal, .horizontal) && fits(.vertical, .vertical) { return i }
        }
        return subviews.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return subviews[choice(proposal, subviews)].measure(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let chosen = choice(proposal, subviews)
        for (i, subview) in subviews.enumerated() {
            node.leaveOut(subview.node, i != chosen)
        }
        subviews[chosen].put(at: bounds.origin, proposal: proposal)
    }
}

extension ViewNode {
    /// Leaves a subview's branch (the subview and the transparent views wrapping it, up to this node's content)
    /// out of the drawing, or brings it back. The flag goes on the branch's top so that a gesture modifier wrapping
    /// the subview is left out with it.
    func leaveOut(_ subview: ViewNode, _ leftOut: Bool) {
        var top = subview
        while let parent = top.parent, parent !== self, parent.children.count == 1, !parent.participatesInLayout { top = parent }
        guard top.drawing.isLeftOutByLayout != leftOut else { return }
        top.drawing.isLeftOutByLayout = leftOut
        top.markDrawingStale()
    }
}
