import Foundation

/// An effect that changes where a view is drawn with a transform computed from its size, as SwiftUI's
/// `GeometryEffect`. Layout is not affected.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 6 * sin(animatableData * .pi * 2), y: 0))
///     }
/// }
/// Text("Wrong").modifier(Shake(animatableData: attempts))
/// ```
///
/// The effect's `animatableData` animates (its value is interpolated every frame), and, like `Shape`, a conforming
/// type is not isolated to the main actor (see `_RemoveGlobalActorIsolation`). Translation, scale, rotation and skew
/// are drawn; perspective terms of a projective transform are dropped (see `ProjectionTransform`).
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// The transform to draw the view with, in its own coordinates, for its size.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public static var _applier: _ViewModifierApplier? { _ViewModifierApplier(kind: .geometryEffect(Self.self)) }

    /// A geometry effect has no body: the graph applies it to its content directly.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect and has no body") }

    /// The effect as a modifier that changes only how the view is drawn (it already does not affect layout).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect marked as not affecting layout: `ignoredByLayout()`'s result.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The wrapped effect.
    public var base: Base
    /// The wrapped effect's data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    /// The wrapped effect's transform.
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// How the graph applies a geometry effect: its presented (animated) value becomes a render effect of the node,
/// whose transform depends on the node's size.
@MainActor
enum GeometryEffectApplier {
    static func apply<E: GeometryEffect>(_ effect: E, to node: ViewNode) {
        let presented = AnimatableViews.presented(effect, in: node)
        node.drawing.effects.append(.transform { size in presented.effectValue(size: size.finiteNonNegative).affine })
    }
}
