import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`.
///
/// The content is proposed nil (its ideal size) along the scroll axes, placed shifted by the scroll offset and
/// clipped. It scrolls with the mouse wheel over it (`ViewHost.scroll(at:by:)`), with `↑`/`↓` and `←`/`→` (a line),
/// `PageUp`/`PageDown` (a screen) and `Home`/`End` while focus is inside it (or nothing has focus), and it scrolls a
/// view that takes focus into sight. The offset is kept within the content: content smaller than the view does not
/// scroll. With `.scrollTargetBehavior(.paging)` or `.viewAligned` a user's scroll settles on the next page or the
/// next view of its `scrollTargetLayout()`.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let content: Content
    /// Where the user scrolled to; nil until they scroll, while the default anchor places the content.
    @State private var offset: CGPoint?
    @State private var geometry = ScrollGeometryBox()
    @State private var container = LayoutContainerBox()
    @Environment(\.controlMetrics) private var metrics
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.defaultScrollAnchor) private var defaultAnchor
    @Environment(\.scrollContentMargins) private var margins
    @Environment(\.scrollSnapping) private var snapping
    @State private var targets = ScrollTargetLayoutBox()
    @Environment(\.scrollPositionBox) private var position

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: View {
    public var body: some View {
        let geometry = geometry, offset = $offset, axes = axes, isScrollEnabled = isScrollEnabled
        let line = metrics.isCompact ? metrics.rowHeight : 40
        geometry.anchor = defaultAnchor
        let snapping = snapping, targets = targets, position = position
        // The user's scrolling (wheel, keys) stops while scrolling is disabled, settles as the scroll target
        // behaviour says, and is reported to `scrollPosition`; a program's (`scrollTo`, focus) does none of these.
        func scroll(by delta: CGSize) -> Bool {
            guard isScrollEnabled else { return false }
            let before = geometry.current(offset.wrappedValue)
            guard move(by: delta, snapping: snapping) else { return false }
            let after = geometry.current(offset.wrappedValue)
            position?.userScrolled(shift: CGSize(width: after.x - before.x, height: after.y - before.y))
            return true
        }
        func move(by delta: CGSize) -> Bool { move(by: delta, snapping: nil) }
        func move(by delta: CGSize, snapping: ScrollSnapping?) -> Bool {
            let current = geometry.current(offset.wrappedValue)
            let target = geometry.clamped(CGPoint(x: current.x + (axes.contains(.horizontal) ? delta.width : 0),
                                                  y: current.y + (axes.contains(.vertical) ? delta.height : 0)))
            let next = geometry.settled(target, from: current, snapping: snapping, targets: targets)
            guard next != current else { return false }
            offset.wrappedValue = next
            return true
        }
        return ScrollLayout(axes: axes, offset: offset.wrappedValue, geometry: geometry, margins: margins, container: container) { content }
            .clipped()
            .modifier(ScrollTargetModifier(target: ScrollTarget(scroll: scroll, move: move, reveal: { frame in
                guard let shift = geometry.shift(toReveal: frame) else { return }
                let current = geometry.current(offset.wrappedValue)
                offset.wrappedValue = geometry.clamped(CGPoint(x: current.x + shift.width, y: current.y + shift.height))
            }), container: container, targets: targets, position: position.map { ScrollPositionLink(box: $0, axes: axes, geometry: geometry) }))
            .onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow, .pageUp, .pageDown, .home, .end]) { press in
                // ↑ ↓ scroll vertically, ← → horizontally, a line at a time; the page keys, Home and End along the
                // scroll view's main axis (vertical when it scrolls both ways).
                let main = axes.contains(.vertical)
                let page = max((main ? geometry.viewport.height : geometry.viewport.width) - line, line)
                let (delta, vertical): (CGFloat, Bool)
                switch press.key {
                case .upArrow: (delta, vertical) = (-line, true)
                case .downArrow: (delta, vertical) = (line, true)
                case .leftArrow: (delta, vertical) = (-line, false)
                case .rightArrow: (delta, vertical) = (line, false)
                case .pageUp: (delta, vertical) = (-page, main)
                case .pageDown: (delta, vertical) = (page, main)
                case .home: (delta, vertical) = (-.greatestFiniteMagnitude, main)
                default: (delta, vertical) = (.greatestFiniteMagnitude, main)
                }
                return scroll(by: vertical ? CGSize(width: 0, height: delta) : CGSize(width: delta, height: 0)) ? .handled : .ignored
            }
    }
}

/// What the last layout of a scroll view measured: its viewport, its content, and where it was placed.
final class ScrollGeometryBox {
    var viewport = CGSize.zero
    var content = CGSize.zero
    var origin = CGPoint.zero
    /// The content's point shown at the same point of the viewport until the user scrolls (`defaultScrollAnchor`).
    var anchor: UnitPoint?
    /// The offset the last layout showed.
    var offset = CGPoint.zero

    /// The offset shown: the user's, else the one that puts the default anchor's point of the content at the same
    /// point of the viewport (the top leading corner when there is no anchor).
    func current(_ scrolled: CGPoint?) -> CGPoint {
        if let scrolled { return clamped(scrolled) }
        guard let anchor else { return .zero }
        return clamped(CGPoint(x: (content.width - viewport.width) * anchor.x, y: (content.height - viewport.height) * anchor.y))
    }

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

/// Proposes nil along the scroll axes, fills the proposal, and places the content shifted by the offset. Several
/// views of content are stacked as a `VStack` would (default spacing, centred), whichever way the view scrolls, as
/// SwiftUI does: `ScrollView { header; chart }` shows the chart below the header, and a horizontal row needs an
/// `HStack`.
///
/// The offset is its animatable data, so that a scroll made in an animated transaction (`withAnimation {
/// proxy.scrollTo(id) }`) glides there, as on iOS; a user's scroll (wheel, keys) writes no animation and jumps.
struct ScrollLayout: Layout {
    let axes: Axis.Set
    /// The user's offset; nil places the content by the geometry's default anchor.
    var offset: CGPoint?
    var geometry: ScrollGeometryBox?
    /// Room around the content inside the scrolled area (`contentMargins`).
    var margins = EdgeInsets()
    /// Told the visible area's size before the content is measured (`containerRelativeFrame`).
    var container: LayoutContainerBox?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = contentSize(childProposal(proposal), subviews)
        return CGSize(width: proposal.width ?? inner.width + margins.leading + margins.trailing,
                      height: proposal.height ?? inner.height + margins.top + margins.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(ProposedViewSize(bounds.size))
        let inner = contentSize(childProposal, subviews)
        var shift = offset ?? .zero
        if let geometry {
            geometry.viewport = bounds.size
            geometry.content = CGSize(width: inner.width + margins.leading + margins.trailing,
                                      height: inner.height + margins.top + margins.bottom)
            geometry.origin = bounds.origin
            shift = geometry.current(offset)
            geometry.offset = shift
        }
        let origin = CGPoint(x: bounds.minX + margins.leading - shift.x, y: bounds.minY + margins.top - shift.y)
        if subviews.count > 1 {
            var stackCache: Void = ()
            VStackLayout().placeSubviews(in: CGRect(origin: origin, size: inner), proposal: childProposal,
                                         subviews: subviews, cache: &stackCache)
        } else {
            subviews.first?.place(at: origin, proposal: childProposal)
        }
    }

    /// The offset: the user's or the program's, clamped to the content as last laid out; before either, the offset
    /// last shown, so that an anchored scroll view never animates by itself (its anchor is worked out at layout).
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get {
            let shown = offset.map { geometry?.clamped($0) ?? $0 } ?? geometry?.offset ?? .zero
            return AnimatablePair(shown.x, shown.y)
        }
        set { offset = CGPoint(x: newValue.first, y: newValue.second) }
    }

    /// The content's size: its one view's, or that of several stacked vertically.
    private func contentSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        guard subviews.count > 1 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        var stackCache: Void = ()
        return VStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
    }

    /// Nothing along the scroll axes; across them, the proposal less the margins. Tells the container its size.
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        container?.width = p.width.map { max($0 - margins.leading - margins.trailing, 0) }
        container?.height = p.height.map { max($0 - margins.top - margins.bottom, 0) }
        return childProposalAlongAxes(p)
    }

    private func childProposalAlongAxes(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max($0 - margins.leading - margins.trailing, 0) },
                         height: axes.contains(.vertical) ? nil : p.height.map { max($0 - margins.top - margins.bottom, 0) })
    }
}

/// A vertical stack (laziness makes no difference to a single frame).
public typealias LazyVStack = VStack
/// A horizontal stack (laziness makes no difference to a single frame).
public typealias LazyHStack = HStack
