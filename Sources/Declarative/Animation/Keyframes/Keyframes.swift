import Foundation

/// A type that defines changes to a value over time, as SwiftUI's `Keyframes` (iOS 17).
///
/// A `KeyframeTrack` animates the whole value or one of its properties; several tracks, listed in a
/// `@KeyframesBuilder` closure, animate several properties at once, each on its own timeline:
///
/// ```swift
/// KeyframeTimeline(initialValue: AnimationValues()) {
///     KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }
///     KeyframeTrack(\.verticalOffset) { CubicKeyframe(-30, duration: 0.3); CubicKeyframe(0, duration: 0.3) }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
    /// Adds this type's tracks, laid out from `initialValue` moving at `initialVelocity`, to `resolved`. Not for use
    /// outside the framework; a type with a `body` gets it from its body.
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: _KeyframeVelocities<Value>?)
}

extension Keyframes where Body.Value == Value {
    /// The body's tracks.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: _KeyframeVelocities<Value>?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// Keyframe tracks laid out in time, each writing the part of the value it animates. Not for use outside the
/// framework.
public struct _ResolvedKeyframes<Value> {
    /// One track: the property it animates, how long it runs, and how it writes its value and velocity at a time
    /// into a whole value.
    struct Track {
        let keyPath: AnyKeyPath
        let duration: Double
        let write: (inout Value, Double) -> Void
        let writeVelocity: (inout Value, Double) -> Void
        /// The velocity at a time, as the property's `AnimatableData`.
        let velocity: (Double) -> Any
    }

    var tracks: [Track] = []

    /// Adds the track that animates the property at `keyPath` along `path`.
    mutating func append<Property: Animatable>(_ keyPath: WritableKeyPath<Value, Property>,
                                                path: KeyframePath<Property.AnimatableData>) {
        tracks.append(Track(
            keyPath: keyPath, duration: path.duration,
            write: { value, time in value[keyPath: keyPath].animatableData = path.value(at: time) },
            writeVelocity: { value, time in value[keyPath: keyPath].animatableData = path.velocity(at: time) },
            velocity: { time in path.velocity(at: time) }))
    }

    /// When the longest track ends.
    var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// `initial` with every track's value at `time` written in, in the order the tracks were listed.
    func value(at time: Double, from initial: Value) -> Value {
        var value = initial
        for track in tracks { track.write(&value, time) }
        return value
    }

    /// The velocity at `time`, as a value whose animated properties hold their velocities (`initial`'s other
    /// properties are left as they are).
    func velocity(at time: Double, from initial: Value) -> Value {
        var value = initial
        for track in tracks { track.writeVelocity(&value, time) }
        return value
    }
}

/// The velocities of a run at one instant, by the property each track animates: what a run started while another
/// plays starts with. A property the other run did not animate starts at rest. Not for use outside the framework.
public struct _KeyframeVelocities<Root> {
    var byKeyPath: [AnyKeyPath: Any] = [:]

    /// The velocity of the property at `keyPath`, if a track animated it.
    func velocity<Property: Animatable>(at keyPath: WritableKeyPath<Root, Property>) -> Property.AnimatableData? {
        byKeyPath[keyPath] as? Property.AnimatableData
    }
}

extension _ResolvedKeyframes {
    /// Each track's velocity at `time` (for a property two tracks animate, the later one's).
    func velocities(at time: Double) -> _KeyframeVelocities<Value> {
        var result = _KeyframeVelocities<Value>()
        for track in tracks { result.byKeyPath[track.keyPath] = track.velocity(time) }
        return result
    }
}

/// Two groups of tracks, together.
struct KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First, second: Second
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: _KeyframeVelocities<Value>?) {
        first._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        second._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// No tracks: the value stays as it is.
struct EmptyKeyframes<Value>: Keyframes {
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: _KeyframeVelocities<Value>?) {}
}

// Primitives are their own body (see `KeyframeTrackContentPair`).
extension KeyframesPair { var body: Self { self } }
extension EmptyKeyframes { var body: Self { self } }
