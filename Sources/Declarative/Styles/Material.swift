import Foundation

/// A background material, as SwiftUI's `Material`: `.background(.thinMaterial, in: RoundedRectangle(…))`.
///
/// There is no blur on terminal or SVG output, so a material is drawn as a translucent fill of the colour scheme's
/// background (white in light mode, black in dark mode): thinner materials let more of what is behind show through.
public struct Material: ShapeStyle, PaintProvider, Hashable {
    /// How much of the background colour covers what is behind, 0…1.
    let coverage: Double

    /// The thinnest material: most of what is behind shows through.
    public static let ultraThin = Material(coverage: 0.35)
    /// A thin material.
    public static let thin = Material(coverage: 0.5)
    /// The regular material.
    public static let regular = Material(coverage: 0.65)
    /// A thick material.
    public static let thick = Material(coverage: 0.8)
    /// The thickest material: little of what is behind shows through.
    public static let ultraThick = Material(coverage: 0.9)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(coverage: 0.75)

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        Color.background.opacity(coverage).paint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
