import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes, as SwiftUI's `DragGesture`.
///
/// The drag is recognised once the pointer has moved `minimumDistance` points from where it was pressed (with 0,
/// at the press itself); it then reports every move, and ends at the release. A release before the distance is
/// reached fails the gesture (a tap, not a drag). Locations are in `coordinateSpace`.
///
/// Bad input: a non-finite location never recognises a drag (the distance to it is infinite, but it is not a
/// place); values are reported only for finite locations, and off-screen ones are reported as they are.
public struct DragGesture {
    /// The attributes of a drag, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When this event happened.
        public var time: Date
        /// The pointer now.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the pointer has moved since the start.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The pointer's velocity, in points per second, over the last move.
        public var velocity: CGSize
        /// Where the drag would come to rest if it stopped now and coasted: the location plus the velocity times
        /// 0.499 s, UIKit's normal deceleration rate (0.998 per ms) summed to rest.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.coast, y: location.y + velocity.height * Self.coast)
        }
        /// The translation at `predictedEndLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        /// r / (1 − r) ms with r = 0.998: the distance a velocity covers while decaying by r each millisecond.
        static let coast = 0.998 / (1 - 0.998) / 1000

        /// Creates a value.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }
    }

    /// How far (in points) the pointer must move before the drag is recognised.
    public var minimumDistance: CGFloat
    /// The space locations are reported in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a drag gesture reporting in an iOS 17 coordinate space (`.local`, `.global`, `.named(_:)`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    struct Track {
        var start: CGPoint?          // root coordinates
        var last: (point: CGPoint, time: Double)?
        var velocity = CGSize.zero
        var isActive = false
    }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension DragGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        var track = store.get(key, Track())
        defer { store.set(key, track) }
        let point = event.location
        switch event.kind {
        case .press:
            guard point.x.isFinite, point.y.isFinite else { return .failed }
            track = Track(start: point, last: (point, event.time))
            if minimumDistance == 0 { track.isActive = true; return active(track, event) }
            return .possible
        case .move, .release:
            guard let start = track.start else { return .failed }
            if point.x.isFinite, point.y.isFinite, let last = track.last {
                let dt = event.time - last.time
                if dt > 0 {
                    track.velocity = CGSize(width: (point.x - last.point.x) / dt, height: (point.y - last.point.y) / dt)
                }
                track.last = (point, event.time)
                if !track.isActive && GestureMath.distance(point, start) >= minimumDistance { track.isActive = true }
            }
            guard track.isActive else { return event.kind == .release ? .failed : .possible }
            var result = active(track, event)
            if event.kind == .release { result.phase = .ended }
            return result
        case .tick:
            return track.isActive ? GestureResult(phase: .active) : .possible
        case .cancel:
            return .failed
        }
    }

    private func active(_ track: Track, _ event: GestureEvent) -> GestureResult<Value> {
        let start = track.start ?? event.location, now = track.last?.point ?? start
        let value = Value(time: event.date, location: event.spaces.convert(now, to: coordinateSpace),
                          startLocation: event.spaces.convert(start, to: coordinateSpace), velocity: track.velocity)
        return GestureResult(phase: .active, value: value)
    }
}
