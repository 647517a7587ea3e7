import Foundation

nonisolated extension View {
    /// Whether the view takes part in hit testing, as SwiftUI's `allowsHitTesting(_:)`.
    ///
    /// With `false`, nothing in the view's subtree receives pointer input — taps, gestures, hover, the wheel — and
    /// the pointer goes through to the views behind it. A `true` inside a `false` does not turn it back on.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        nodeModifier("allowsHitTesting") { node, _ in if !enabled { node.drawing.effects.append(.interaction(.passThrough)) } }
    }

    /// Makes a shape in the view's frame the area that receives pointer input, drawn or not, as SwiftUI's
    /// `contentShape(_:eoFill:)`: a clear `Rectangle()` makes a whole row tappable.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        background {
            shape.fill(Color.clear, style: FillStyle(eoFill: eoFill))
                .nodeModifier("contentShape") { node, _ in node.drawing.effects.append(.interaction(.contentShape)) }
        }
    }
}

extension DisplayList {
    /// The items under a point, front to back. A filled shape is hit inside its outline (even-odd when it is
    /// filled so); text and strokes within their bounds. A non-finite point hits nothing.
    func items(at point: CGPoint) -> some Sequence<DisplayItem> {
        items.reversed().lazy.filter { $0.contains(point) }
    }
}

extension DisplayItem {
    /// Whether the item draws nothing that shows: a shape filled with a clear colour and not stroked, which is not
    /// hit (as SwiftUI's `Color.clear`) unless it is a content shape.
    var isInvisible: Bool {
        guard case .shape(let shape) = content, shape.stroke == nil else { return false }
        if case .color(let c)? = shape.fill { return c.opacity == 0 }
        return shape.fill == nil
    }

    /// Whether a point (root coordinates) falls on what the item draws.
    func contains(_ point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite, clips.allSatisfy({ $0.contains(point) }) else { return false }
        let local = point.applying(transform.inverted())
        guard bounds.contains(local) else { return false }
        if case .shape(let shape) = content, shape.fill != nil {
            return shape.isEvenOdd ? shape.path.contains(local, eoFill: true) : shape.path.contains(local)
        }
        return true
    }
}
