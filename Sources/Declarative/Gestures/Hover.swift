import Foundation

/// The phase of a continuous hover, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at a location in the coordinate space asked for.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// A hover handler as attached to a view.
enum HoverHandler {
    case inside((Bool) -> Void)
    case continuous(CoordinateSpace, (HoverPhase) -> Void)
}

nonisolated extension View {
    /// Runs `action` with `true` when the pointer enters the view and `false` when it leaves, as SwiftUI's
    /// `onHover(perform:)`. In a terminal, a view with a hover handler makes the host ask for every mouse motion.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        nodeModifier("onHover", action) { action, node, _ in
            node.drawing.effects.append(.interaction(.hover(.inside(action))))
        }
    }

    /// Runs `action` as the pointer moves over the view (`.active(location)`) and when it leaves (`.ended`), as
    /// SwiftUI's `onContinuousHover(coordinateSpace:perform:)`.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        nodeModifier("onContinuousHover", (coordinateSpace, action)) { hover, node, _ in
            node.drawing.effects.append(.interaction(.hover(.continuous(hover.0, hover.1))))
        }
    }

    /// Runs `action` as the pointer moves over the view, in an iOS 17 coordinate space (`.local`, `.named(_:)`).
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}
