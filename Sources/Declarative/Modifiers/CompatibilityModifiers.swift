import Foundation

nonisolated extension View {
    /// Constrains the view to an aspect ratio (SwiftUI's layout documentation's algorithm); nil uses the view's ideal ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, fit: contentMode == .fit))
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Places the view's centre at a point of its parent; the view takes the whole proposal.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
    /// Places the view's centre at a point of its parent; the view takes the whole proposal.
    public func position(_ position: CGPoint) -> some View {
        nodeModifier("position") { node, _ in node.layout.role = PositionLayout(position: position.finiteOrZero) }
    }

    /// Sets the spacing between lines of text (accepted; lines are drawn at the font's line height).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    /// Sets letter spacing (accepted; text is measured and drawn without extra tracking).
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// Sets letter spacing (accepted; text is measured and drawn without extra tracking).
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// Where text is truncated; only the tail is truncated on these outputs.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// How text content changes animate (accepted; text changes at once).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

extension Text {
    /// Where a truncated line is cut.
    public enum TruncationMode: Sendable { case head, tail, middle }
}

/// How text content changes animate.
public struct ContentTransition: Sendable {
    /// Numbers roll.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// A cross-fade.
    public static let opacity = ContentTransition()
    /// No animation.
    public static let identity = ContentTransition()
    /// The default.
    public static let interpolate = ContentTransition()
}

/// How a view fits an aspect ratio.
public enum ContentMode: Hashable, Sendable { case fit, fill }

/// `aspectRatio`, SwiftUI's layout documentation
struct AspectRatioModifier: PrimitiveModifier {
    let ratio: CGFloat?
    let fit: Bool
    func apply(to node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = AspectRatioLayout(ratio: ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, fit: fit)
    }
}

struct AspectRatioLayout: UnaryLayout {
    let ratio: CGFloat?
    let fit: Bool

    func childProposal(_ p: ProposedViewSize, _ child: LayoutSubview?) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return .unspecified }
        var r = ratio.map { CGSize(width: $0, height: 1) } ?? child?.measure(.unspecified) ?? CGSize(width: 1, height: 1)
        if r.width == r.height || r.width <= 0 || r.height <= 0 { r = CGSize(width: ratio ?? 1, height: 1) }
        let sx = p.width.map { $0 / r.width } ?? .infinity, sy = p.height.map { $0 / r.height } ?? .infinity
        var s = fit ? min(sx, sy) : max(sx, sy)
        if !s.isFinite { s = min(sx, sy).isFinite ? min(sx, sy) : 0 }
        return ProposedViewSize(width: r.width * s, height: r.height * s)
    }
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        subviews.first?.measure(childProposal(p, subviews.first)) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        subviews.first?.put(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                              proposal: childProposal(proposal, subviews.first))
    }
}

/// `position`: the view takes the whole proposal and centres its content at a point.
struct PositionLayout: UnaryLayout {
    let position: CGPoint
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let child = subviews.first?.measure(p) ?? .zero
        return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        subviews.first?.put(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                              proposal: proposal)
    }
}

extension Text {
    func copyingStyle(of other: Text) -> Text {
        var t = self
        t.font = other.font; t.weight = other.weight; t.isItalic = other.isItalic
        t.isMonospacedDigit = other.isMonospacedDigit; t.color = other.color; t.style = other.style
        return t
    }
}
