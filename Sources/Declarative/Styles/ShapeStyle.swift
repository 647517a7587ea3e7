import Foundation

/// A colour, gradient or other style used to fill or stroke shapes and text, as SwiftUI's `ShapeStyle`.
///
/// Custom styles implement `resolve(in:)` and return a built-in style (for example a colour that depends on the
/// colour scheme). Built-in styles resolve to a `Paint` directly.
public protocol ShapeStyle: Sendable {
    /// The style this style resolves to.
    associatedtype Resolved: ShapeStyle = Never
    /// Resolves the style in an environment.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// For the framework's built-in styles, the style as the paint it knows; nil for a custom style (the default).
    /// Not for use outside the framework, like SwiftUI's underscored requirements.
    func _paintProvider() -> _PaintProvider?
}

extension ShapeStyle {
    public func _paintProvider() -> _PaintProvider? { nil }
}

/// A built-in style as `ShapeStyle._paintProvider` gives it. The answer comes from the style's conformance, not from
/// a cast such as `style as? any PaintProvider`, whose first asking in a process scans every conformance record of
/// the binary.
public struct _PaintProvider {
    let provider: any PaintProvider
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError("\(Self.self) resolves itself") }
}

extension Never: ShapeStyle {}

/// Built-in styles, which know their paint.
protocol PaintProvider: ShapeStyle {
    /// The paint for an area `bounds` (local space) in an environment; nil draws nothing.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint?
    /// The shadows the style carries, outermost first (see `resolveShadows`); nil for a style without any.
    func shadows(in environment: EnvironmentValues, depth: Int) -> [ShadowStyle]?
}

extension PaintProvider {
    public func _paintProvider() -> _PaintProvider? { _PaintProvider(provider: self) }
    func shadows(in environment: EnvironmentValues, depth: Int) -> [ShadowStyle]? { nil }
}

/// Resolves any style to a paint, following custom `resolve(in:)` chains a few levels deep.
func resolvePaint(_ style: any ShapeStyle, in environment: EnvironmentValues, bounds: CGRect, depth: Int = 0) -> Paint? {
    assert((style._paintProvider() != nil) == (style is any PaintProvider), "\(type(of: style))'s paint provider and its cast disagree")
    if let provider = style._paintProvider()?.provider { return provider.paint(in: environment, bounds: bounds) }
    guard depth < 8 else { return nil }
    func open<S: ShapeStyle>(_ s: S) -> any ShapeStyle { s.resolve(in: environment) }
    return resolvePaint(open(style), in: environment, bounds: bounds, depth: depth + 1)
}

extension Color.Resolved: ShapeStyle, PaintProvider {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? { .color(self) }
}

extension Color: ShapeStyle, PaintProvider {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        if case .adaptive(_, _, let name) = provider, name == "accentColor", let tint = environment.tint, tint != .accentColor {
            return tint.paint(in: environment, bounds: bounds)
        }
        return .color(resolve(in: environment))
    }

    /// The concrete colour in an environment.
    public func resolve(in environment: EnvironmentValues) -> Resolved { resolve(in: environment.colorScheme) }

    /// A subtle top-to-bottom gradient made from this colour, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

/// A gradient derived from a colour (`Color.gradient`): slightly lighter at the top, the colour itself at the bottom.
public struct AnyGradient: ShapeStyle, PaintProvider, Hashable {
    let base: Color
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        let bottom = base.resolve(in: environment)
        let top = bottom.mixed(with: Color.Resolved(255, 255, 255, Double(bottom.opacity)), by: 0.12)
        return .linearGradient(ResolvedGradient(stops: [.init(color: top, location: 0), .init(color: bottom, location: 1)]),
                               start: CGPoint(x: bounds.midX, y: bounds.minY), end: CGPoint(x: bounds.midX, y: bounds.maxY))
    }
    /// The gradient with its opacity multiplied.
    public func opacity(_ opacity: Double) -> AnyGradient { AnyGradient(base: base.opacity(opacity)) }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// The style of the current foreground (`.foreground`), as set by `foregroundStyle`.
public struct ForegroundStyle: ShapeStyle, PaintProvider {
    /// Creates the style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        guard let style = environment.foregroundStyle else { return Color.primary.paint(in: environment, bounds: bounds) }
        return resolvePaint(style, in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint colour (`.tint`).
public struct TintShapeStyle: ShapeStyle, PaintProvider {
    /// Creates the style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        (environment.tint ?? .accentColor).paint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A level of the foreground hierarchy: primary, secondary, tertiary, quaternary.
///
/// Over the default foreground these are the iOS label colours; over a custom foreground style they are that
/// style at reduced opacity.
public struct HierarchicalShapeStyle: ShapeStyle, PaintProvider {
    let level: Int
    /// The foreground this level is relative to, captured where `foregroundStyle` set it.
    var base: (any ShapeStyle)?
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        // A foreground that is itself hierarchical (`.primary`, also inside `AnyShapeStyle`) has no base to scale.
        let base = self.base ?? environment.foregroundStyle.flatMap { Self.isHierarchical($0) ? nil : $0 }
        guard let base else {
            // iOS label colours: label, secondaryLabel (60 %), tertiaryLabel (30 %), quaternaryLabel (18 %).
            let secondary: Color = Color.secondary
            let color: Color = level == 0 ? Color.primary : secondary.opacity([1, 1, 0.5, 0.3][min(level, 3)])
            return color.paint(in: environment, bounds: bounds)
        }
        let factor = [1, 0.6, 0.3, 0.18][min(level, 3)]
        return resolvePaint(base, in: environment, bounds: bounds)?.multiplyingOpacity(by: factor)
    }

    private static func isHierarchical(_ style: any ShapeStyle) -> Bool {
        if let erased = style as? AnyShapeStyle { return isHierarchical(erased.base) }
        return style is HierarchicalShapeStyle
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintProvider {
    let base: any ShapeStyle
    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? { resolvePaint(base, in: environment, bounds: bounds) }
}

/// A style drawn at reduced opacity (`style.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintProvider {
    let base: Base
    let opacity: Double
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        resolvePaint(base, in: environment, bounds: bounds)?.multiplyingOpacity(by: opacity.isFinite ? min(max(opacity, 0), 1) : 0)
    }
}

extension ShapeStyle {
    /// The style at reduced opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: (any ShapeStyle)? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The style of text and shapes without their own fill (nil means `.primary`).
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The tint colour, or nil for the accent colour.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
