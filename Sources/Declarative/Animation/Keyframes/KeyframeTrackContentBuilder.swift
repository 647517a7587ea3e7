import Foundation

/// The builder that creates keyframe track content from the keyframes that you define within a closure, as SwiftUI's
/// `KeyframeTrackContentBuilder` (iOS 17). Keyframes listed one after another play one after another.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The keyframes made by a `for` loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray(elements: components)
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { EmptyKeyframeTrackContent<Value>() }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// The keyframes of an `if` whose condition held, or none.
    public static func buildOptional(_ component: (some KeyframeTrackContent<Value>)?) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray(elements: component.map { [$0] } ?? [])
    }

    /// The keyframes of the first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> Conditional<First, Second> where First.Value == Value, Second.Value == Value {
        .first(component)
    }

    /// The keyframes of the second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> Conditional<First, Second> where First.Value == Value, Second.Value == Value {
        .second(component)
    }

    /// The content of whichever branch of a condition was taken, as SwiftUI's
    /// `KeyframeTrackContentBuilder.Conditional`.
    public enum Conditional<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == Value, Second.Value == Value {
        /// The first branch was taken.
        case first(First)
        /// The second branch was taken.
        case second(Second)

        /// Not for use outside the framework (see the protocol requirement).
        public func _resolve(into segments: inout _KeyframeSegments<Value>) {
            switch self {
            case .first(let content): content._resolve(into: &segments)
            case .second(let content): content._resolve(into: &segments)
            }
        }
    }
}

extension KeyframeTrackContentBuilder.Conditional {
    /// The content itself (see `KeyframeTrackContentPair`).
    public var body: Self { self }
}
