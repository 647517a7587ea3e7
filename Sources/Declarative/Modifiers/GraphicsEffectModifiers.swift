import Foundation

/// Shadows, blurs and colour effects, as SwiftUI's "Graphics and rendering" modifiers. None changes layout; each
/// applies to every item its view draws (see ``GraphicsEffect``), and its radius or amount animates.
///
/// On a terminal, colour effects map each cell's colours by the same matrices an SVG filter uses; a shadow is a
/// dimmed copy of the drawing offset by whole cells when its offset reaches half a cell, and nothing otherwise; a
/// blur leaves the drawing sharp, since a cell cannot show a gradient finer than itself (see `TerminalEffects`).
nonisolated extension View {
    /// Adds a shadow: a copy of the view in `color`, blurred by `radius` (the standard deviation of the blur) and
    /// moved by `x` and `y`, behind it. On a stack each view casts its own shadow, as in SwiftUI.
    ///
    /// A negative or non-finite radius counts as 0 (a sharp shadow); a non-finite offset counts as 0.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        nodeModifier("shadow") { node, context in
            let resolved = color.resolve(in: context.environment.colorScheme)
            node.drawing.effects.append(.filter(.shadow(resolved, radius: radius, x: x, y: y)))
        }
    }

    /// Applies a Gaussian blur whose standard deviation is `radius` (as Apple documents
    /// `GraphicsContext.Filter.blur(radius:options:)`). An `opaque` blur keeps to the drawn area and is opaque there.
    ///
    /// A negative or non-finite radius counts as 0 (no blur).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        nodeModifier("blur") { node, _ in node.drawing.effects.append(.filter(.blur(radius: radius, opaque: opaque))) }
    }

    /// Adjusts colour saturation: 0 is grey, 1 unchanged, above 1 more vivid. A non-finite amount counts as 1.
    public func saturation(_ amount: Double) -> some View {
        graphicsFilter("saturation", .color(.saturation, amount, neutral: 1))
    }

    /// Brightens the view: 0 changes nothing, 1 is white (each colour component gains `amount`); negative darkens.
    /// A non-finite amount counts as 0.
    public func brightness(_ amount: Double) -> some View {
        graphicsFilter("brightness", .color(.brightness, amount, neutral: 0))
    }

    /// Sets contrast: 1 unchanged, towards 0 grey, above 1 stronger, negative inverted. A non-finite amount counts as 1.
    public func contrast(_ amount: Double) -> some View {
        graphicsFilter("contrast", .color(.contrast, amount, neutral: 1))
    }

    /// Removes colour: 0 changes nothing, 1 is fully grey; the amount is clamped to 0…1 and NaN counts as 0.
    public func grayscale(_ amount: Double) -> some View {
        graphicsFilter("grayscale", .color(.grayscale, amount, neutral: 0))
    }

    /// Turns every hue by an angle. A non-finite angle counts as 0.
    public func hueRotation(_ angle: Angle) -> some View {
        graphicsFilter("hueRotation", .color(.hueRotation, angle.radians, neutral: 0))
    }

    /// Multiplies every colour, opacity included, by a colour's components.
    public func colorMultiply(_ color: Color) -> some View {
        nodeModifier("colorMultiply") { node, context in
            let resolved = color.resolve(in: context.environment.colorScheme)
            node.drawing.effects.append(.filter(.color(.colorMultiply(resolved), 1, neutral: 1)))
        }
    }

    /// Inverts every colour (each component becomes 1 minus itself), keeping opacity.
    public func colorInvert() -> some View { graphicsFilter("colorInvert", .color(.colorInvert, 1, neutral: 1)) }

    /// Makes a mask of the view: black, as opaque as each colour is bright (SVG's `luminanceToAlpha`).
    public func luminanceToAlpha() -> some View {
        graphicsFilter("luminanceToAlpha", .color(.luminanceToAlpha, 1, neutral: 1))
    }

    private func graphicsFilter(_ name: String, _ effect: FilterEffect) -> some View {
        nodeModifier(name) { node, _ in node.drawing.effects.append(.filter(effect)) }
    }
}
