import Foundation

extension View {
    /// Runs `action` with the tap's location in this view's frame (its top leading corner is the origin).
    ///
    /// An internal stand-in for SwiftUI's `onTapGesture(coordinateSpace:perform:)`, enough for a slider's track: the
    /// host records where a tap landed before it runs the handler. A tap delivered without a location (by label)
    /// reports the centre.
    func onLocatedTap(perform action: @escaping (CGPoint, CGSize) -> Void) -> some View {
        nodeModifier("onLocatedTap") { node, context in
            guard context.environment.isEnabled else { return }
            node.effects.append(.tap { [weak node] in
                guard let node else { return }
                let frame = node.coveredFrame
                let point = node.graph.focus.tapLocation ?? CGPoint(x: frame.midX, y: frame.midY)
                node.graph.focus.tapLocation = nil
                action(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), frame.size)
            })
        }
    }
}
