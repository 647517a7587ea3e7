import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`. Terminal and SVG output show the start of the content: the
/// content is proposed nil (its ideal size) along the scroll axes, placed at the top leading corner and clipped.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        ScrollLayout(axes: axes) { content }.clipped()
    }
}

/// Proposes nil along the scroll axes and fills the proposal.
struct ScrollLayout: Layout {
    let axes: Axis.Set
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: childProposal(ProposedViewSize(bounds.size))) }
    }
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
}

/// A vertical stack (laziness makes no difference to a single frame).
public typealias LazyVStack = VStack
/// A horizontal stack (laziness makes no difference to a single frame).
public typealias LazyHStack = HStack
