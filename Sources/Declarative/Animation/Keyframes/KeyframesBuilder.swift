import Foundation

/// A builder that combines keyframe content values into a single value, as SwiftUI's `KeyframesBuilder` (iOS 17).
///
/// Its closure lists either `KeyframeTrack`s, which play at the same time, or the keyframes of one track that
/// animates the whole value:
///
/// ```swift
/// keyframes: { _ in
///     KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }
///     KeyframeTrack(\.angle) { MoveKeyframe(Angle.zero); CubicKeyframe(.degrees(10), duration: 0.2) }
/// }
/// keyframes: { _ in LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1.0) }  // one root track
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    // MARK: The keyframes of one track that animates the whole value

    /// A keyframe, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The keyframes made by a `for` loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeTrackContentArray(elements: components)
    }

    /// The keyframes of the first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<First, Second> where First.Value == Value, Second.Value == Value {
        .first(component)
    }

    /// The keyframes of the second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<First, Second> where First.Value == Value, Second.Value == Value {
        .second(component)
    }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// Keyframes listed directly in the closure make one track that animates the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
        -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack { component }
    }

    // MARK: Tracks

    /// A track (or any keyframes), as it is.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }

    /// The first tracks of a block.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }

    /// The tracks so far, and the next: they play at the same time.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }

    /// No tracks: the value does not change.
    public static func buildBlock() -> some Keyframes<Value> { EmptyKeyframes<Value>() }

    /// Tracks, as they are.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Content.Value == Value {
        component
    }
}
