import Foundation

/// A scroll view as the wheel and the focus see it.
struct ScrollTarget {
    /// Scrolls by a distance in points, as the user does (not while scrolling is disabled); returns whether the
    /// offset changed.
    let scroll: @MainActor (CGSize) -> Bool
    /// Scrolls by a distance in points, as a program does (`scrollTo`, even while scrolling is disabled).
    let move: @MainActor (CGSize) -> Bool
    /// Scrolls so that a frame (root coordinates) is in sight.
    let reveal: @MainActor (CGRect) -> Void
}

/// Registers its node as a scroll view with the graph's focus system, which routes the wheel to it and asks it to
/// reveal a view that takes focus.
struct ScrollTargetModifier: PrimitiveModifier {
    let target: ScrollTarget
    /// The scroll view's size for `containerRelativeFrame` inside it.
    var container: LayoutContainerBox?
    /// Where the scroll view's `scrollTargetLayout()` registers, for `.viewAligned`.
    var targets: ScrollTargetLayoutBox?
    /// The `scrollPosition` modifier around the scroll view, which this scroll view serves (and its content's do not).
    var position: ScrollPositionLink?
    func apply(to node: ViewNode, _ context: inout UpdateContext) {
        node.graph.focus.scrollTargets[ObjectIdentifier(node)] = (WeakNode(node), target)
        if let position, let targets {
            position.box.attach(node, axes: position.axes, geometry: position.geometry, targets: targets, move: target.move)
        }
        if context.environment.scrollPositionBox != nil { context.environment.scrollPositionBox = nil }
        if let container { context.environment.layoutContainer = container }
        if let targets { context.environment.scrollTargetLayout = targets }
    }
}

/// What a scroll view hands its `scrollPosition` modifier's box.
struct ScrollPositionLink {
    let box: ScrollPositionBox
    let axes: Axis.Set
    let geometry: ScrollGeometryBox
}

/// A weak reference to a node, for registries that must not keep removed nodes alive.
struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

extension FocusSystem {
    /// The scroll views whose frames contain `point`, innermost first.
    func scrollTargets(at point: CGPoint) -> [ScrollTarget] {
        scrollTargets = scrollTargets.filter { $0.value.0.node?.isAttached == true }
        return scrollTargets.values
            .compactMap { entry in entry.0.node.map { ($0, entry.1) } }
            .filter { $0.0.coveredFrame.contains(point) }
            .sorted { $0.0.depth > $1.0.depth }
            .map(\.1)
    }

    /// Scrolls the scroll views around `node` so that it is in sight, innermost first.
    func reveal(_ node: ViewNode) {
        let frame = node.coveredFrame
        for (_, target) in scrollTargets(around: node) { target.reveal(frame) }
    }

    /// The scroll views that hold `node`, innermost first, with their nodes.
    func scrollTargets(around node: ViewNode) -> [(ViewNode, ScrollTarget)] {
        var found: [(ViewNode, ScrollTarget)] = []
        var ancestor = node.parent
        while let a = ancestor {
            if let entry = scrollTargets[ObjectIdentifier(a)], entry.0.node === a { found.append((a, entry.1)) }
            ancestor = a.parent
        }
        return found
    }
}

extension ViewHost {
    /// Scrolls the innermost scroll view under `point` (root coordinates) by `delta` points, as the mouse wheel does
    /// (positive heights scroll towards the end); an outer one takes the scroll when the inner one is at its end.
    /// Returns whether anything scrolled.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
        for target in graph.focus.scrollTargets(at: point) where target.scroll(delta) { return true }
        return false
    }
}
