import Foundation

/// A description of how a value changes over time, modeled using keyframes, as SwiftUI's `KeyframeTimeline`
/// (iOS 17).
///
/// A timeline is a pure function of time: use it to sample keyframes outside a view (to draw a curve, or to drive
/// your own animation), or to see ahead what a `keyframeAnimator` will show.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 1.0) {
///     LinearKeyframe(2.0, duration: 0.5)
///     SpringKeyframe(1.0, duration: 1, spring: .bouncy)
/// }
/// timeline.duration              // 1.5
/// timeline.value(time: 0.25)     // 1.5
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let resolved: _ResolvedKeyframes<Value>

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: nil, keyframes: content())
    }

    /// A timeline that starts at `initialValue` moving at `initialVelocity` (at rest when nil), as an animator
    /// started again while it moves does.
    init(initialValue: Value, initialVelocity: _KeyframeVelocities<Value>?, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        var resolved = _ResolvedKeyframes<Value>()
        keyframes._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        self.resolved = resolved
    }

    /// The duration of the content in seconds: when its longest track ends.
    public var duration: TimeInterval { resolved.duration }

    /// Returns the interpolated value at the given time. Before 0 it is the initial value; after the duration,
    /// where every track ended.
    public func value(time: Double) -> Value { resolved.value(at: time, from: initialValue) }

    /// Returns the interpolated value at the given progress in the range zero to one.
    public func value(progress: Double) -> Value { value(time: min(max(progress, 0), 1) * duration) }

    /// The velocity at `time`, as a value whose animated properties hold their velocities in units per second.
    func velocity(time: Double) -> Value { resolved.velocity(at: time, from: initialValue) }

    /// The velocity at `time` of each property a track animates.
    func velocities(time: Double) -> _KeyframeVelocities<Value> { resolved.velocities(at: time) }
}
