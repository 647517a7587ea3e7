import Foundation

/// The size of the container that `containerRelativeFrame` measures against: a scroll view's visible area (less its
/// content margins), written by the scroll view's layout just before it measures its content. Outside any scroll
/// view the container is the window (the host's size).
final class LayoutContainerBox {
    /// The container's size; nil along an axis the scroll view was not given a length for.
    var width: CGFloat?
    var height: CGFloat?
}

struct LayoutContainerKey: EnvironmentKey {
    // Computed, so that the key needs no `Sendable` value.
    static var defaultValue: LayoutContainerBox? { nil }
}

extension EnvironmentValues {
    /// The nearest scroll view's container, for `containerRelativeFrame`; nil outside scroll views.
    var layoutContainer: LayoutContainerBox? {
        get { self[LayoutContainerKey.self] }
        set { self[LayoutContainerKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Frames the view at its container's size along `axes` — the nearest scroll view's visible area, else the
    /// window — as SwiftUI's `containerRelativeFrame(_:alignment:)`, e.g. a chart a page wide in a horizontal
    /// scroll view.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Frames the view at `span` of `count` equal columns (or rows) of its container, `spacing` apart:
    /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(count, 1), span = min(max(span, 1), count), gap = spacing.isFinite ? max(spacing, 0) : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            (length - gap * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + gap * CGFloat(span - 1)
        }
    }

    /// Frames the view at `length(containerLength, axis)` along each of `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        nodeModifier("containerRelativeFrame", length) { length, node, _ in
            node.layout.role = ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length)
        }
    }
}

/// `containerRelativeFrame`: along its axes the frame is the length computed from the container's, and the child is
/// proposed it; along the others the proposal passes through and the frame takes the child's size. The child is
/// aligned in the frame by `alignment`.
struct ContainerRelativeFrameLayout: UnaryLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    /// The frame's lengths along its axes (nil along the others), from the container's size.
    func lengths(_ node: ViewNode) -> (width: CGFloat?, height: CGFloat?) {
        let container = node.environment.layoutContainer, window = node.graph.windowSize
        func along(_ axis: Axis, _ containerLength: CGFloat?, _ windowLength: CGFloat) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let l = length(containerLength ?? windowLength, axis)
            return l.isFinite ? max(l, 0) : 0
        }
        return (along(.horizontal, container?.width, window.width), along(.vertical, container?.height, window.height))
    }

    func proposal(_ p: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
        let l = lengths(node)
        return ProposedViewSize(width: l.width ?? p.width, height: l.height ?? p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let l = lengths(node)
        let child = subviews.first?.measure(proposal(p, node: node)) ?? .zero
        return CGSize(width: l.width ?? child.width, height: l.height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        AlignedPlacement.place(subviews, in: bounds, alignment: alignment, proposal: self.proposal(proposal, node: node))
    }
}
