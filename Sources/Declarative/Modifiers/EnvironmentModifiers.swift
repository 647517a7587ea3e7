import Foundation

struct BoldKey: EnvironmentKey { static let defaultValue = false }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }

extension EnvironmentValues {
    var isBold: Bool { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
    var isItalic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
    var isMonospacedDigit: Bool { get { self[MonospacedDigitKey.self] } set { self[MonospacedDigitKey.self] = newValue } }
    var fontDesign: Font.Design? { get { self[FontDesignKey.self] } set { self[FontDesignKey.self] = newValue } }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        nodeModifier("environment", (keyPath, value)) { payload, _, context in context.environment[keyPath: payload.0] = payload.1 }
    }

    /// Transforms an environment value for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        nodeModifier("transformEnvironment", (keyPath, transform)) { payload, _, context in
            payload.1(&context.environment[keyPath: payload.0])
        }
    }

    /// Sets the default font of text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the style of text and unstyled shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        nodeModifier("foregroundStyle") { _, context in
            if var level = style as? HierarchicalShapeStyle {
                level.base = context.environment.foregroundStyle
                context.environment.foregroundStyle = level
            } else {
                context.environment.foregroundStyle = style
            }
        }
    }

    /// Sets primary, secondary (and tertiary) styles; this framework uses the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the colour of text and unstyled shapes (deprecated in SwiftUI in favour of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        nodeModifier("foregroundColor") { _, context in context.environment.foregroundStyle = color }
    }

    /// Sets the tint colour of this view.
    public func tint(_ tint: Color?) -> some View {
        nodeModifier("tint") { _, context in context.environment.tint = tint }
    }

    /// Sets the tint to a style; colours are used as they are, other styles fall back to the accent colour.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        nodeModifier("tint") { _, context in context.environment.tint = tint as? Color }
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View { environment(\.isBold, isActive) }
    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }
    /// Gives digits in this view's text equal widths.
    public func monospacedDigit() -> some View { environment(\.isMonospacedDigit, true) }
    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in if let weight { font = (font ?? .body).weight(weight) } }
    }

    /// Sets the design of text in this view (`.rounded`, `.serif`, `.monospaced`), fonts set on the text included
    /// unless they name a design of their own; nil leaves the fonts as they are.
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }

    /// Limits text in this view to a number of lines (nil for no limit).
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number.map { max($0, 1) }) }

    /// Lets text shrink down to a fraction of its size before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Aligns the lines of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the colour scheme of this view and its descendants.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

    /// Sets the preferred colour scheme (hosts honour it for the whole output).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { scheme in if let colorScheme { scheme = colorScheme } }
    }

    /// Sets the Dynamic Type size of this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
}
