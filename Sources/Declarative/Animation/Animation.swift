import Foundation

/// The way a view changes over time: a type-erased ``CustomAnimation``.
///
/// Build animations with the static constructors (`.linear`, `.easeInOut`,
/// `.spring(duration:bounce:blendDuration:)`, …) and the modifiers
/// `delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)` and
/// `repeatForever(autoreverses:)`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped animation.
    let base: any CustomAnimation

    /// Creates an animation from a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// Calculates the current value of the animation (see ``CustomAnimation/animate(value:time:context:)``).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// Calculates the current velocity of the animation, if it has one.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous` (see ``CustomAnimation/shouldMerge(previous:value:time:context:)``).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The wrapped animation if it has type `A`.
    func `as`<A: CustomAnimation>(_ type: A.Type) -> A? {
        base as? A
    }

    /// Equal when the wrapped animations have the same type and are equal.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        func equal<A: CustomAnimation>(_ a: A, _ b: any CustomAnimation) -> Bool {
            guard let b = b as? A else { return false }
            return a == b
        }
        return equal(lhs.base, rhs.base)
    }

    /// Hashes the wrapped animation and its type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// A textual description of the wrapped animation.
    public var description: String {
        String(describing: base)
    }

    /// The length of one run of the animation when it is fixed in advance
    /// (timing curves, interpolating springs and modifiers of them); nil
    /// otherwise. Used by repeats to keep nominal periods.
    var knownDuration: Double? {
        (base as? any KnownDurationAnimation)?.knownDuration
    }
}

extension Animation {
    /// Whether the animation never ends (`repeatForever`, and modifiers of it).
    var isEndless: Bool {
        // The opened animation is cast, not the box (see `resolvePaint`).
        func endless<A: CustomAnimation>(_ a: A) -> Bool { (a as? any PossiblyEndlessAnimation)?.isEndless ?? false }
        return endless(base)
    }
}

/// An animation that may run forever, because it is or wraps a `repeatForever`.
protocol PossiblyEndlessAnimation {
    /// Whether it never ends.
    var isEndless: Bool { get }
}

/// An animation whose run length is known in advance: it returns non-nil
/// values for times in `0...knownDuration` and nil after.
protocol KnownDurationAnimation {
    /// The run length in seconds, or nil if it cannot be known in advance.
    var knownDuration: Double? { get }
}
