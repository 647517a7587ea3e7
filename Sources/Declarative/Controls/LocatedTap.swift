import Foundation

extension View {
    /// Runs `action` with the pointer's location in this view's frame (its top leading corner is the origin) and the
    /// frame's size, when the pointer goes down and while it drags: a slider's track, where a click sets the value
    /// and dragging the thumb follows the pointer.
    ///
    /// Built on `DragGesture(minimumDistance: 0)`, which reports the press itself. A disabled view takes no pointer.
    func onLocatedTap(perform action: @escaping (CGPoint, CGSize) -> Void) -> some View {
        nodeModifier("onLocatedTap") { node, context in
            guard context.environment.isEnabled else { return }
            let drag = DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged { [weak node] value in
                guard let node else { return }
                action(value.location, node.coveredFrame.size)
            }
            node.drawing.effects.append(.interaction(.gesture(AttachedGesture(drag, priority: .normal, mask: .all))))
        }
    }
}
