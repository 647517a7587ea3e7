import Foundation

/// Measures text, supplied by the backend through the environment so that layout agrees with what is drawn.
///
/// The SVG backend measures with Liberation Sans advance widths (metric-compatible with Arial and Helvetica);
/// the terminal backend measures in cells. Layout never draws text itself.
public protocol TextMetrics: Sendable {
    /// The advance width of `text` on one line, in points.
    func width(of text: String, font: ResolvedFont) -> CGFloat
    /// The distance from one line's top to the next line's top, in points.
    func lineHeight(of font: ResolvedFont) -> CGFloat
    /// The distance from a line's top to its baseline, in points.
    func ascent(of font: ResolvedFont) -> CGFloat
    /// The length of one line of `text` turned a quarter turn (a vertical axis label), in points: its width, unless
    /// the backend cannot turn glyphs and stacks them instead.
    func verticalLength(of text: String, font: ResolvedFont) -> CGFloat
}

extension TextMetrics {
    /// Turned text is as long as it is wide.
    public func verticalLength(of text: String, font: ResolvedFont) -> CGFloat { width(of: text, font: font) }
}

/// A simple model: every character is `0.5 em` wide (two for wide ones) and lines are `1.2 em` tall.
/// Used when no backend supplies metrics, and in tests where exact widths are given by the case.
public struct ApproximateTextMetrics: TextMetrics {
    /// Creates the model.
    public init() {}

    public func width(of text: String, font: ResolvedFont) -> CGFloat {
        CGFloat(text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : ($1.properties.isGraphemeExtend ? 0 : 1)) })
            * font.size * 0.5
    }
    public func lineHeight(of font: ResolvedFont) -> CGFloat { font.size * 1.2 }
    public func ascent(of font: ResolvedFont) -> CGFloat { font.size * 0.95 }
}
