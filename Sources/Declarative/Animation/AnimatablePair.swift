import Foundation

/// A pair of animatable values, which is itself animatable.
///
/// Arithmetic is component-wise; the magnitude is the sum of the
/// components' squared magnitudes.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zero values.
    public static var zero: AnimatablePair<First, Second> { .init(.zero, .zero) }

    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self {
        .init(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Component-wise sum, in place.
    public static func += (lhs: inout Self, rhs: Self) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self {
        .init(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Component-wise difference, in place.
    public static func -= (lhs: inout Self, rhs: Self) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both components by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// `first.magnitudeSquared + second.magnitudeSquared`.
    public var magnitudeSquared: Double {
        first.magnitudeSquared + second.magnitudeSquared
    }

    /// Component-wise equality.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// An empty type for animatable data: used by types that do not animate.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates an empty animatable data value.
    @inlinable
    public init() {}

    /// The (only) empty value.
    public static var zero: EmptyAnimatableData { .init() }

    /// Returns the empty value.
    public static func + (lhs: Self, rhs: Self) -> Self { .init() }
    /// Does nothing.
    public static func += (lhs: inout Self, rhs: Self) {}
    /// Returns the empty value.
    public static func - (lhs: Self, rhs: Self) -> Self { .init() }
    /// Does nothing.
    public static func -= (lhs: inout Self, rhs: Self) {}
    /// Does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Always zero.
    public var magnitudeSquared: Double { 0 }
    /// All empty values are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
