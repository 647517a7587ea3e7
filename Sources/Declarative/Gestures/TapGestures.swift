import Foundation

/// How taps are told apart from drags and from each other (our choice; UIKit's values are close): a tap fails once
/// the pointer moves this far from its press, and the next tap of a multi-tap must come within `interval` seconds.
enum TapTolerance {
    static let distance: CGFloat = 10
    static let interval: Double = 0.35
}

/// Counts presses and releases into `count` taps; shared by ``TapGesture`` and ``SpatialTapGesture``.
struct TapCounter {
    var taps = 0
    var pressedAt: CGPoint?
    var firstPress: CGPoint?
    var releasedAt: Double?

    /// Feeds an event; returns the phase, and the location of the last press when the taps are complete.
    mutating func feed(_ event: GestureEvent, count: Int) -> (GesturePhase, CGPoint?, Double?) {
        let point = event.location
        switch event.kind {
        case .press:
            guard point.x.isFinite, point.y.isFinite else { return (.failed, nil, nil) }
            if let first = firstPress, GestureMath.distance(first, point) > TapTolerance.distance { return (.failed, nil, nil) }
            if let released = releasedAt, event.time - released > TapTolerance.interval { return (.failed, nil, nil) }
            if firstPress == nil { firstPress = point }
            pressedAt = point
            return (.possible, nil, nil)
        case .move:
            guard let pressed = pressedAt else { return (.possible, nil, deadline) }
            return GestureMath.distance(pressed, point) > TapTolerance.distance ? (.failed, nil, nil) : (.possible, nil, nil)
        case .release:
            guard let pressed = pressedAt else { return (.failed, nil, nil) }
            if GestureMath.distance(pressed, point) > TapTolerance.distance { return (.failed, nil, nil) }
            taps += 1
            pressedAt = nil
            if taps >= max(1, count) { return (.ended, pressed, nil) }
            releasedAt = event.time
            return (.possible, nil, deadline)
        case .tick:
            if let released = releasedAt, pressedAt == nil, event.time - released >= TapTolerance.interval { return (.failed, nil, nil) }
            return (.possible, nil, deadline)
        case .cancel:
            return (.failed, nil, nil)
        }
    }

    private var deadline: Double? { releasedAt.map { $0 + TapTolerance.interval } }
}

/// A gesture that recognises one or more taps, as SwiftUI's `TapGesture`. It ends at the release of the last tap;
/// moving more than 10 points from the press, or waiting more than 0.35 s between taps, fails it.
public struct TapGesture {
    public typealias Value = Void
    /// The number of taps required.
    public var count: Int

    /// Creates a tap gesture needing `count` taps (at least one).
    public init(count: Int = 1) { self.count = count }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension TapGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Void> {
        var counter = store.get(key, TapCounter())
        defer { store.set(key, counter) }
        let (phase, _, deadline) = counter.feed(event, count: count)
        return GestureResult(phase: phase, value: phase == .ended ? () : nil, deadline: deadline)
    }
}

/// A gesture that recognises taps and reports where the last one was, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The location of the tap, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps required.
    public var count: Int
    /// The space the location is reported in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a spatial tap gesture reporting in an iOS 17 coordinate space.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension SpatialTapGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        var counter = store.get(key, TapCounter())
        defer { store.set(key, counter) }
        let (phase, location, deadline) = counter.feed(event, count: count)
        let value = location.map { Value(location: event.spaces.convert($0, to: coordinateSpace)) }
        return GestureResult(phase: phase, value: value, deadline: deadline)
    }
}
