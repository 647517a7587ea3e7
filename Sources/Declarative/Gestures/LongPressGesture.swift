import Foundation

/// A gesture that succeeds when the pointer is held down for `minimumDuration` seconds without moving more than
/// `maximumDistance` points, as SwiftUI's `LongPressGesture`.
///
/// Its value is `true` from the press on (so `updating` sees the press at once); it ends with `true` when the
/// duration has passed, on the host's clock, while the pointer is still down. Releasing or moving away first fails it.
public struct LongPressGesture {
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the press fails.
    public var maximumDistance: CGFloat

    /// Creates a long press gesture. A negative or non-finite duration counts as 0.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }

    struct Press { var at: CGPoint; var time: Double }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension LongPressGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Bool> {
        var press = store.get(key, Press?.none)
        defer { store.set(key, press) }
        switch event.kind {
        case .press:
            guard event.location.x.isFinite, event.location.y.isFinite else { return .failed }
            press = Press(at: event.location, time: event.time)
            if minimumDuration == 0 { return GestureResult(phase: .ended, value: true) }
            return GestureResult(phase: .possible, value: true, deadline: event.time + minimumDuration)
        case .move, .tick:
            guard let p = press else { return .failed }
            if event.kind == .move && GestureMath.distance(p.at, event.location) > maximumDistance { return .failed }
            if event.time - p.time >= minimumDuration { return GestureResult(phase: .ended, value: true) }
            return GestureResult(phase: .possible, value: true, deadline: p.time + minimumDuration)
        case .release:
            guard let p = press, event.time - p.time >= minimumDuration else { return .failed }
            return GestureResult(phase: .ended, value: true)
        case .cancel:
            return .failed
        }
    }
}
