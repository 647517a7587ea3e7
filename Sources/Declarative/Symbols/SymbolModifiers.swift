import Foundation

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode` (accepted: symbols are drawn in the
/// foreground style, which is `.monochrome`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Int
    /// One colour.
    public static let monochrome = SymbolRenderingMode(kind: 0)
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(kind: 1)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: 2)
    /// Colours given by `foregroundStyle(_:_:)`.
    public static let palette = SymbolRenderingMode(kind: 3)
}

/// A variant of a symbol, as SwiftUI's `SymbolVariants`: `.symbolVariant(.fill)` draws `heart.fill` for `heart`.
public struct SymbolVariants: Hashable, Sendable {
    /// The name suffixes, in the order SF Symbols names them (`circle`, then `fill`).
    let suffixes: [String]

    /// No variant.
    public static let none = SymbolVariants(suffixes: [])
    /// Inside a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// Inside a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// Filled.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// With a slash.
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant inside a circle.
    public var circle: SymbolVariants { adding("circle") }
    /// This variant inside a square.
    public var square: SymbolVariants { adding("square") }
    /// This variant filled.
    public var fill: SymbolVariants { adding("fill") }
    /// This variant with a slash.
    public var slash: SymbolVariants { adding("slash") }

    private func adding(_ suffix: String) -> SymbolVariants {
        suffixes.contains(suffix) ? self : SymbolVariants(suffixes: (suffixes + [suffix]).sorted { Self.order($0) < Self.order($1) })
    }
    private static func order(_ s: String) -> Int { ["slash", "circle", "square", "rectangle", "fill"].firstIndex(of: s) ?? 9 }

    /// Whether the variant includes another's suffixes.
    public func contains(_ other: SymbolVariants) -> Bool { Set(other.suffixes).isSubset(of: suffixes) }

    /// A name with this variant's suffixes added (those it does not already have).
    func apply(to name: String) -> String {
        let parts = Set(name.split(separator: ".").map(String.init))
        return ([name] + suffixes.filter { !parts.contains($0) }).joined(separator: ".")
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The size of symbols relative to the font, as SwiftUI's `imageScale`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The variant of symbols, as SwiftUI's `symbolVariants`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// How symbols are coloured, as SwiftUI's `symbolRenderingMode` (nil: the default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of symbols relative to the font.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
    /// Draws symbols in a variant (`.fill`, `.circle`, `.circle.fill`) where the table has one.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
    /// Sets how symbols are coloured (accepted; symbols are drawn in the foreground style).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
}
