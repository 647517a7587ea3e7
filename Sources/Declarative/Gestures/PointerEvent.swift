import Foundation

/// One event from a pointing device — a mouse, a trackpad, a terminal's mouse reports — in the root view's
/// coordinates (points, y down). Hosts send these to ``ViewHost/send(_:)``; tests build them by hand.
///
/// A press starts a gesture on the view under it, and that view keeps the whole gesture until the release, even
/// when the pointer leaves it (as a touch does on iOS). A move with no button held is hover.
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The primary button went down.
        case press
        /// The pointer moved (a drag while the button is down, hover otherwise).
        case move
        /// The button went up.
        case release
        /// The wheel turned by a number of points along each axis: positive `dy` scrolls the content up (towards
        /// its end), as a wheel turned towards the user does.
        case wheel(dx: CGFloat, dy: CGFloat)
        /// The pointer left the view (or the host lost it): hover ends, a gesture under way is cancelled.
        case exit
    }

    /// What happened.
    public var kind: Kind
    /// Where, in the root view's coordinates.
    public var location: CGPoint
    /// The modifier keys held.
    public var modifiers: EventModifiers

    /// Creates an event.
    public init(_ kind: Kind, at location: CGPoint, modifiers: EventModifiers = []) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
    }
}

/// A turn of the scroll wheel over a view, in the view's local coordinates.
package struct PointerWheelEvent: Sendable {
    /// Points to scroll along each axis (positive: towards the content's end).
    package var delta: CGSize
    /// The pointer, in the view's local space.
    package var location: CGPoint
    /// The modifier keys held (Shift turns a vertical wheel horizontal in most apps).
    package var modifiers: EventModifiers
}

nonisolated extension View {
    /// Handles the scroll wheel over this view: `action` returns whether it used the turn; an unused turn goes on to
    /// the wheel handlers around the view. Scroll views and scrollable charts are built on this.
    package func onPointerWheel(perform action: @escaping (PointerWheelEvent) -> Bool) -> some View {
        nodeModifier("onPointerWheel", action) { action, node, _ in
            node.drawing.effects.append(.interaction(.wheel(action)))
        }
    }
}
