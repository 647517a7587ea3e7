import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`.
///
/// The content is proposed nil (its ideal size) along the scroll axes, placed shifted by the scroll offset and
/// clipped. It scrolls with the mouse wheel over it (`ViewHost.scroll(at:by:)`), with `↑`/`↓` (a line),
/// `PageUp`/`PageDown` (a screen) and `Home`/`End` while focus is inside it (or nothing has focus), and it scrolls a
/// view that takes focus into sight. The offset is kept within the content: content smaller than the view does not
/// scroll.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let content: Content
    @State private var offset = CGPoint.zero
    @State private var geometry = ScrollGeometryBox()
    @Environment(\.controlMetrics) private var metrics

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: View {
    public var body: some View {
        let geometry = geometry, offset = $offset, axes = axes
        let line = metrics.isCompact ? metrics.rowHeight : 40
        func scroll(by delta: CGSize) -> Bool {
            let next = geometry.clamped(CGPoint(x: offset.wrappedValue.x + (axes.contains(.horizontal) ? delta.width : 0),
                                                y: offset.wrappedValue.y + (axes.contains(.vertical) ? delta.height : 0)))
            guard next != offset.wrappedValue else { return false }
            offset.wrappedValue = next
            return true
        }
        return ScrollLayout(axes: axes, offset: offset.wrappedValue, geometry: geometry) { content }
            .clipped()
            .modifier(ScrollTargetModifier(target: ScrollTarget(scroll: scroll, reveal: { frame in
                guard let shift = geometry.shift(toReveal: frame) else { return }
                offset.wrappedValue = geometry.clamped(CGPoint(x: offset.wrappedValue.x + shift.width,
                                                               y: offset.wrappedValue.y + shift.height))
            })))
            .onKeyPress(keys: [.upArrow, .downArrow, .pageUp, .pageDown, .home, .end]) { press in
                let page = max(geometry.viewport.height - line, line)
                let delta: CGFloat
                switch press.key {
                case .upArrow: delta = -line
                case .downArrow: delta = line
                case .pageUp: delta = -page
                case .pageDown: delta = page
                case .home: delta = -.greatestFiniteMagnitude
                default: delta = .greatestFiniteMagnitude
                }
                return scroll(by: CGSize(width: 0, height: delta)) ? .handled : .ignored
            }
    }
}

/// What the last layout of a scroll view measured: its viewport, its content, and where it was placed.
final class ScrollGeometryBox {
    var viewport = CGSize.zero
    var content = CGSize.zero
    var origin = CGPoint.zero

    /// `offset` kept between zero and the content's overhang.
    func clamped(_ offset: CGPoint) -> CGPoint {
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), max(limit, 0)) }
        return CGPoint(x: clamp(offset.x, content.width - viewport.width), y: clamp(offset.y, content.height - viewport.height))
    }

    /// How far to scroll so that `frame` (root coordinates, as last laid out) is inside the viewport, or nil.
    func shift(toReveal frame: CGRect) -> CGSize? {
        guard viewport.width > 0, viewport.height > 0, !frame.isNull else { return nil }
        func axis(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ length: CGFloat) -> CGFloat {
            if low < start { return low - start }
            if high > start + length { return min(high - (start + length), low - start) }
            return 0
        }
        let dx = axis(frame.minX, frame.maxX, origin.x, viewport.width)
        let dy = axis(frame.minY, frame.maxY, origin.y, viewport.height)
        return dx == 0 && dy == 0 ? nil : CGSize(width: dx, height: dy)
    }
}

/// Proposes nil along the scroll axes, fills the proposal, and places the content shifted by the offset.
struct ScrollLayout: Layout {
    let axes: Axis.Set
    var offset: CGPoint = .zero
    var geometry: ScrollGeometryBox?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(ProposedViewSize(bounds.size))
        let content = subviews.first?.sizeThatFits(childProposal) ?? .zero
        var shift = offset
        if let geometry {
            geometry.viewport = bounds.size
            geometry.content = content
            geometry.origin = bounds.origin
            shift = geometry.clamped(offset)
        }
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX - shift.x, y: bounds.minY - shift.y), proposal: childProposal)
        }
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
}

/// A vertical stack (laziness makes no difference to a single frame).
public typealias LazyVStack = VStack
/// A horizontal stack (laziness makes no difference to a single frame).
public typealias LazyHStack = HStack
