import Foundation

/// Links a `scrollPosition` modifier to the scroll view inside it: the scroll view attaches itself while it updates,
/// tells the box where the user scrolled (`userScrolled(shift:)`), and the modifier asks it to go somewhere
/// (`scroll(to:)`) once the frame is laid out.
///
/// ```
/// binding written ─▶ modifier's update: value ≠ last seen ─▶ after layout: scroll(to:) ─▶ scroll view's offset
/// user scrolls   ─▶ scroll view: userScrolled(shift:) ─▶ id at the anchor ─▶ report ─▶ binding (last seen = it)
/// ```
///
/// Each side records what it wrote as "last seen", so neither echoes the other: a report does not scroll again, and a
/// program's scroll is not reported back.
@MainActor
final class ScrollPositionBox {
    /// Where a program asked the scroll view to go.
    enum Request {
        case view(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        /// A content offset; nil leaves that axis where it is.
        case offset(x: CGFloat?, y: CGFloat?)
    }

    /// The point of the visible area whose view is reported; nil: the first view not scrolled past.
    var anchor: UnitPoint?
    /// Hands the id of the view the user scrolled to to the binding.
    var report: (AnyHashable) -> Void = { _ in }
    /// The value the modifier last saw or wrote, in the modifier's own terms.
    var lastSeen: Any?

    private weak var node: ViewNode?
    private var axes: Axis.Set = .vertical
    private var geometry: ScrollGeometryBox?
    private var targets: ScrollTargetLayoutBox?
    private var move: (@MainActor (CGSize) -> Bool)?

    /// Called by the scroll view (its `ScrollTargetModifier`) each time it updates.
    func attach(_ node: ViewNode, axes: Axis.Set, geometry: ScrollGeometryBox, targets: ScrollTargetLayoutBox,
                move: @escaping @MainActor (CGSize) -> Bool) {
        self.node = node
        self.axes = axes
        self.geometry = geometry
        self.targets = targets
        self.move = move
    }

    /// Scrolls as a program asks, from the frames of the last layout; an id no view has scrolls nothing. (This runs
    /// after layout, among the frame's appear actions; the offset it writes updates and places the scroll view again
    /// in the same frame.)
    func scroll(to request: Request) {
        guard let node, node.isAttached, let geometry, let move else { return }
        _ = move(delta(to: request, node: node, geometry: geometry))
    }

    /// How far to scroll for `request`: zero when there is nowhere to go.
    private func delta(to request: Request, node: ViewNode, geometry: ScrollGeometryBox) -> CGSize {
        switch request {
        case .view(let id, let anchor):
            let frame = targets?.identified.first { $0.id == id }?.frame ?? node.firstDescendant(withID: id)?.coveredFrame
            guard let frame else { return .zero }
            let a = anchor ?? Transaction.current.scrollTargetAnchor ?? .topLeading
            let viewport = CGRect(origin: geometry.origin, size: geometry.viewport)
            return CGSize(width: frame.minX + a.x * frame.width - (viewport.minX + a.x * viewport.width),
                          height: frame.minY + a.y * frame.height - (viewport.minY + a.y * viewport.height))
        case .edge(let edge):
            // `move` keeps the offset within the content, so "as far as it goes" is the greatest distance.
            let far = CGFloat.greatestFiniteMagnitude
            switch edge {
            case .top: return CGSize(width: 0, height: -far)
            case .bottom: return CGSize(width: 0, height: far)
            case .leading: return CGSize(width: -far, height: 0)
            case .trailing: return CGSize(width: far, height: 0)
            }
        case .offset(let x, let y):
            return CGSize(width: x.map { $0 - geometry.offset.x } ?? 0, height: y.map { $0 - geometry.offset.y } ?? 0)
        }
    }

    /// The user scrolled the content by `shift` since the last layout: reports the target view now at the anchor.
    func userScrolled(shift: CGSize) {
        guard let geometry else { return }
        let viewport = CGRect(origin: geometry.origin, size: geometry.viewport)
        let vertical = axes.contains(.vertical)
        // Each target's extent along the scroll axis, as it is shown after the scroll.
        let along = (targets?.identified ?? []).map { target in
            (id: target.id, low: (vertical ? target.frame.minY - shift.height : target.frame.minX - shift.width),
             high: (vertical ? target.frame.maxY - shift.height : target.frame.maxX - shift.width))
        }
        let found: AnyHashable??
        if let anchor {
            // The view under the anchor's line, else the one nearest it.
            let line = vertical ? viewport.minY + anchor.y * viewport.height : viewport.minX + anchor.x * viewport.width
            let distances = along.map { ($0.id, line < $0.low ? $0.low - line : (line > $0.high ? line - $0.high : 0)) }
            found = distances.min { $0.1 < $1.1 }.map(\.0)
        } else {
            // The first view not wholly scrolled past the leading (top) edge.
            let edge = vertical ? viewport.minY : viewport.minX
            found = along.first { $0.high > edge + 0.5 }.map(\.id)
        }
        if let found, let id = found { report(id) }
    }
}

extension ScrollTargetLayoutBox {
    /// The scroll target layout's subviews as last laid out (root coordinates), each with the id it was given
    /// (a `ForEach` element's or an `.id(_:)`: the nearest on the way up from the subview to the layout).
    @MainActor var identified: [(id: AnyHashable?, frame: CGRect)] {
        guard let node, let layout = node.layoutSubviews(axis: nil).first?.node else { return [] }
        return layout.layoutSubviews(axis: nil).map { subview in
            var id: AnyHashable?
            var n: ViewNode? = subview.node
            while let current = n, current !== layout, id == nil {
                if case .explicit(let key) = current.identity.originalKey { id = key }
                n = current.parent
            }
            return (id, subview.node.layout.frame)
        }
    }
}

struct ScrollPositionBoxKey: EnvironmentKey {
    // Computed, so that the key needs no `Sendable` value.
    static var defaultValue: ScrollPositionBox? { nil }
}

extension EnvironmentValues {
    /// The nearest `scrollPosition` modifier's link, for the first scroll view inside it.
    var scrollPositionBox: ScrollPositionBox? {
        get { self[ScrollPositionBoxKey.self] }
        set { self[ScrollPositionBoxKey.self] = newValue }
    }
}
