import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value, as SwiftUI's
/// `KeyframeTrackContent` (iOS 17).
///
/// The framework's keyframes (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`) are the
/// primitives; compose them in a `KeyframeTrack`, or in a type of your own whose `body` lists them:
///
/// ```swift
/// struct Pop: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         LinearKeyframe(1.2, duration: 0.1)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of value animated by the keyframes.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of the content this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The composition of keyframes that make up this content.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// Appends this content's keyframes, in order, to `segments`. Not for use outside the framework, like SwiftUI's
    /// underscored requirements; a type with a `body` gets it from its body.
    func _resolve(into segments: inout _KeyframeSegments<Value>)
}

extension KeyframeTrackContent where Body.Value == Value {
    /// The body's keyframes.
    public func _resolve(into segments: inout _KeyframeSegments<Value>) { body._resolve(into: &segments) }
}

/// The keyframes of a track, in order, as their kinds and targets in `animatableData` space. Not for use outside the
/// framework.
public struct _KeyframeSegments<Value: Animatable> {
    var segments: [KeyframeSegment<Value.AnimatableData>] = []

    mutating func append(_ segment: KeyframeSegment<Value.AnimatableData>) { segments.append(segment) }
}

/// One keyframe: the value it reaches (`to`), how long the segment before it lasts, and how it gets there.
/// Velocities are in units of the value per second.
enum KeyframeSegment<V: VectorArithmetic> {
    /// `to` along a unit curve of the segment's progress.
    case linear(to: V, duration: Double, curve: UnitCurve)
    /// A spring towards `to`, cut off after `duration` (nil: the spring's settling duration).
    case spring(to: V, duration: Double?, spring: Spring, startVelocity: V?)
    /// A cubic Hermite curve to `to`; nil velocities are worked out from the neighbouring keyframes.
    case cubic(to: V, duration: Double, startVelocity: V?, endVelocity: V?)
    /// An immediate jump to `to`.
    case move(to: V)

    /// The value the keyframe names.
    var to: V {
        switch self {
        case .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _), .move(let to): to
        }
    }
}

// The composite contents the builder makes: a sequence, a conditional branch, an array, nothing.

/// Two contents, one after the other.
struct KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First, second: Second
    func _resolve(into segments: inout _KeyframeSegments<Value>) {
        first._resolve(into: &segments)
        second._resolve(into: &segments)
    }
}

/// The contents of a `for` loop, one after another.
struct KeyframeTrackContentArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Element.Value
    let elements: [Element]
    func _resolve(into segments: inout _KeyframeSegments<Value>) {
        for element in elements { element._resolve(into: &segments) }
    }
}

/// No keyframes.
struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    func _resolve(into segments: inout _KeyframeSegments<Value>) {}
}

// The primitives' `body`: declared apart from their conformances, so the builder attribute of the requirement is
// not inferred on it (a primitive is its own body and is never asked for it).
extension KeyframeTrackContentPair { var body: Self { self } }
extension KeyframeTrackContentArray { var body: Self { self } }
extension EmptyKeyframeTrackContent { var body: Self { self } }
