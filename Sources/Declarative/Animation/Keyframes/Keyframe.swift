import Foundation

// The four kinds of keyframe, as SwiftUI documents them (iOS 17). Each names the value reached at the end of its
// segment and how the value gets there from the end of the segment before it; `KeyframePath` does the arithmetic.

/// A keyframe that uses simple linear interpolation, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: TimeInterval, timingCurve: UnitCurve

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// Not for use outside the framework (see the protocol requirement).
    public func _resolve(into segments: inout _KeyframeSegments<Value>) {
        segments.append(.linear(to: to.animatableData, duration: segmentLength(duration), curve: timingCurve))
    }
}

/// A keyframe that uses a spring function to interpolate to the given value, as SwiftUI's `SpringKeyframe`.
///
/// The spring starts from the end of the previous segment with the velocity it had there (or `startVelocity`). When
/// the segment is shorter than the spring takes to settle, the spring is cut off where it is, and the next segment
/// starts from there.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or nil to use the settling duration of
    ///     the spring.
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to automatically compute
    ///     the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// Not for use outside the framework (see the protocol requirement).
    public func _resolve(into segments: inout _KeyframeSegments<Value>) {
        segments.append(.spring(to: to.animatableData, duration: duration.map(segmentLength), spring: spring,
                                startVelocity: startVelocity?.animatableData))
    }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values, as SwiftUI's `CubicKeyframe`.
///
/// If you don't specify a start or end velocity, one is computed that keeps the motion smooth between keyframes:
/// adjacent cubic keyframes make a Catmull-Rom spline; after a keyframe of another kind, the segment starts with the
/// velocity that keyframe ended with, and before one it ends with the velocity that keyframe starts with.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil` to automatically
    ///     compute the velocity to maintain smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to automatically compute the
    ///     velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// Not for use outside the framework (see the protocol requirement).
    public func _resolve(into segments: inout _KeyframeSegments<Value>) {
        segments.append(.cubic(to: to.animatableData, duration: segmentLength(duration),
                               startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
}

/// A keyframe that immediately moves to the given value without interpolating, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) { self.to = to }

    /// Not for use outside the framework (see the protocol requirement).
    public func _resolve(into segments: inout _KeyframeSegments<Value>) {
        segments.append(.move(to: to.animatableData))
    }
}

// A keyframe is its own body (see `KeyframeTrackContentPair`).
extension LinearKeyframe {
    /// The keyframe itself.
    public var body: Self { self }
}

extension SpringKeyframe {
    /// The keyframe itself.
    public var body: Self { self }
}

extension CubicKeyframe {
    /// The keyframe itself.
    public var body: Self { self }
}

extension MoveKeyframe {
    /// The keyframe itself.
    public var body: Self { self }
}

/// A segment length that time can be divided by: negative, NaN and infinite durations become 0.
private func segmentLength(_ duration: TimeInterval) -> TimeInterval {
    duration.isFinite ? max(duration, 0) : 0
}
