import Foundation
import Declarative

/// Pointer input for tests: each call sends one event at the virtual clock's current time and renders, as a live
/// host would after input. Advance the clock between calls (`advance(by:)`) to give a drag a velocity or a long
/// press its duration.
@MainActor
extension TestHost {
    /// Presses the pointer at a point (root coordinates).
    @discardableResult
    public func press(at point: CGPoint) -> DisplayList { pointer(.press, point) }

    /// Moves the pointer to a point: a drag while pressed, hover otherwise.
    @discardableResult
    public func move(to point: CGPoint) -> DisplayList { pointer(.move, point) }

    /// Releases the pointer at a point.
    @discardableResult
    public func release(at point: CGPoint) -> DisplayList { pointer(.release, point) }

    /// Turns the wheel over a point by `dx`, `dy` points.
    @discardableResult
    public func wheel(at point: CGPoint, dx: CGFloat = 0, dy: CGFloat) -> DisplayList { pointer(.wheel(dx: dx, dy: dy), point) }

    /// Presses at the first point, moves through the others `step` seconds apart, and releases at the last.
    @discardableResult
    public func drag(_ points: [CGPoint], step: Double = 1.0 / 60) -> DisplayList {
        guard let first = points.first, let last = points.last else { return host.displayList }
        press(at: first)
        for p in points.dropFirst() {
            advance(by: step)
            move(to: p)
        }
        return release(at: last)
    }

    private func pointer(_ kind: PointerEvent.Kind, _ point: CGPoint) -> DisplayList {
        host.send(PointerEvent(kind, at: point))
        return host.render()
    }
}
