import Foundation

/// A type that describes an animatable value: it can be added, subtracted
/// and scaled, which is everything an animation needs to interpolate it.
///
/// `Double`, `Float` and `CGFloat` conform; compose several values with
/// ``AnimatablePair``.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given factor.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value towards `other` by the fraction `amount`:
    /// `self + (other − self) · amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var delta = other
        delta -= self
        delta.scale(by: amount)
        self += delta
    }

    /// Returns `self + (other − self) · amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }

    /// The Euclidean length of the value (internal convenience).
    var magnitude: Double { magnitudeSquared.squareRoot() }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}
