import Foundation

nonisolated extension View {
    /// Runs `action` with the pointer's location in this view's frame (its top leading corner is the origin) and the
    /// frame's size, when the pointer goes down and while it drags: a slider's track, where a click sets the value
    /// and dragging the thumb follows the pointer.
    ///
    /// Built on `DragGesture(minimumDistance: 0)`, which reports the press itself. A disabled view takes no pointer.
    func onLocatedTap(perform action: @escaping (CGPoint, CGSize) -> Void) -> some View {
        nodeModifier("onLocatedTap", action) { action, node, context in
            guard context.environment.isEnabled else { return }
            let drag = DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged { [weak node] value in
                guard let node else { return }
                action(value.location, node.coveredFrame.size)
            }
            node.drawing.effects.append(.interaction(.gesture(AttachedGesture(drag, priority: .normal, mask: .all))))
        }
    }

    /// Tracks a button's press as UIKit's buttons do: `isPressed` is true while the pointer is down and over this
    /// view (it goes false when the pointer drags off and true again when it comes back), and `action` runs when the
    /// pointer is released over the view. Releasing elsewhere cancels the press. A disabled view takes no pointer.
    func onButtonPress(_ isPressed: GestureState<Bool>, perform action: @escaping () -> Void) -> some View {
        nodeModifier("onButtonPress", (isPressed, action)) { press, node, context in
            guard context.environment.isEnabled else { return }
            let inside = { [weak node] (point: CGPoint) -> Bool in
                guard let node else { return false }
                return CGRect(origin: .zero, size: node.coveredFrame.size).contains(point)
            }
            let gesture = DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .updating(press.0) { value, state, _ in state = inside(value.location) }
                .onEnded { value in if inside(value.location) { press.1() } }
            node.drawing.effects.append(.interaction(.gesture(AttachedGesture(gesture, priority: .normal, mask: .all))))
        }
    }
}
