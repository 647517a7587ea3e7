import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Wrap a conforming value in an ``Animation`` with `Animation(_:)`.
/// `animate` receives the full change (`value`, the delta from the old model
/// value to the new one) and the time since the animation began, and returns
/// how much of the delta is currently presented, or nil once finished.
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards (the delta).
    ///   - time: The elapsed time since the start of the animation.
    ///   - context: Animation state and logical-completion flag.
    /// - Returns: The current value, or nil to end the animation (the model
    ///   value is then shown).
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at a specified time, or nil
    /// if the animation has no velocity (the default).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation should merge with a previous animation on the
    /// same property, taking over its state (the default is false: both run
    /// and their results are combined).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// The default velocity: nil (unknown).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// The default merge behaviour: false, so animations are combined.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}
