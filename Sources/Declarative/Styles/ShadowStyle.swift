import Foundation

/// A shadow that a shape style carries, as SwiftUI's `ShadowStyle`: `Color.blue.shadow(.drop(radius: 2))` fills
/// with blue and casts a shadow; `.inner(radius:)` shades the inside of the drawing's edges.
///
/// A drawing whose style carries shadows gets them as its innermost ``GraphicsEffect``s (a drop shadow as
/// ``GraphicsEffect/Kind/shadow(color:radius:offset:)``, an inner one as
/// ``GraphicsEffect/Kind/innerShadow(color:radius:offset:)``). A negative or non-finite radius counts as 0, a non-finite
/// offset as 0.
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let isInner: Bool

    /// A shadow behind the drawing, blurred by `radius` (a standard deviation) and moved by `x` and `y`.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }

    /// A shadow inside the drawing's edges, blurred by `radius` and moved by `x` and `y`.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }

    /// The effect in a drawing's local space mapped by `transform` to the display list's, in a colour scheme.
    func effect(transform t: CGAffineTransform, scheme: ColorScheme, clipsOutside: Int) -> GraphicsEffect {
        let resolved = color.resolve(in: scheme)
        let filter = FilterEffect.shadow(resolved, radius: radius, x: x, y: y)
        let effect = filter.resolved(filter.values, transform: t, clipsOutside: clipsOutside)
        guard isInner, case .shadow(let c, let r, let offset) = effect.kind else { return effect }
        return GraphicsEffect(.innerShadow(color: c, radius: r, offset: offset), clipsOutside: clipsOutside)
    }
}

extension ShapeStyle {
    /// This style, casting a shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The current foreground style, casting a shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        ForegroundStyle().shadow(style)
    }
}

/// A style with a shadow (`style.shadow(_:)`): it paints as its base does.
///
/// `.foregroundStyle(.shadow(…))` sets a style whose base is the foreground style itself; there the base means the
/// default foreground (`.primary`), not the style again, which would never resolve.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintProvider {
    let base: Base
    let shadow: ShadowStyle
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        resolvePaint(base, in: baseEnvironment(environment), bounds: bounds)
    }

    /// The environment the base resolves in: without the foreground style when that is a shadowed foreground.
    func baseEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard Base.self == ForegroundStyle.self, environment.foregroundStyle is _ShadowShapeStyle<ForegroundStyle> else {
            return environment
        }
        var outer = environment
        outer.foregroundStyle = nil
        return outer
    }
}

/// The shadows a style carries, outermost first, following wrappers and the foreground style.
func resolveShadows(_ style: any ShapeStyle, in environment: EnvironmentValues, depth: Int = 0) -> [ShadowStyle] {
    guard depth < 8 else { return [] }
    // Only a built-in style can carry shadows, and its conformance says so without a cast to a protocol.
    if let shadows = style._paintProvider()?.provider.shadows(in: environment, depth: depth) { return shadows }
    switch style {
    case is ForegroundStyle:
        return environment.foregroundStyle.map { resolveShadows($0, in: environment, depth: depth + 1) } ?? []
    case let any as AnyShapeStyle: return resolveShadows(any.base, in: environment, depth: depth + 1)
    default: return []
    }
}

extension _ShadowShapeStyle {
    func shadows(in environment: EnvironmentValues, depth: Int) -> [ShadowStyle]? {
        [shadow] + resolveShadows(base, in: baseEnvironment(environment), depth: depth + 1)
    }
}

extension DisplayListBuilder {
    /// Runs `body` (which appends a node's drawing in `style`) with the style's shadows as the innermost effects.
    mutating func withShadows(of style: any ShapeStyle, node: ViewNode, _ body: (inout DisplayListBuilder) -> Void) {
        let shadows = resolveShadows(style, in: node.environment)
        guard !shadows.isEmpty else { body(&self); return }
        let saved = effects
        let placed = CGAffineTransform(translationX: node.layout.frame.minX, y: node.layout.frame.minY).concatenating(transform)
        for shadow in shadows {
            effects.append(shadow.effect(transform: placed, scheme: node.environment.colorScheme, clipsOutside: clips.count))
        }
        body(&self)
        effects = saved
    }
}
