import Declarative

/// Options for `SVGRenderer` and `AnimatedSVGRenderer`.
///
/// The defaults give a transparent SVG whose text uses fonts metric-compatible with `SVGTextMetrics`.
public struct SVGRenderOptions: Hashable, Sendable {
    /// The font stack for text in the default, serif and rounded designs. Helvetica and Arial share Liberation
    /// Sans's advance widths, which `SVGTextMetrics` measures with.
    public static let sansSerifFontFamily = "Helvetica, Arial, 'Liberation Sans', sans-serif"
    /// The font stack for the monospaced design: fonts whose advance is 0.6 em, as Liberation Mono's.
    public static let monospacedFontFamily = "Menlo, 'DejaVu Sans Mono', 'Liberation Mono', 'Courier New', monospace"

    /// Whether to paint a background rectangle under the drawing (off by default: the SVG is transparent).
    public var drawsBackground: Bool
    /// The background colour; nil picks white for a light display list and black for a dark one.
    public var backgroundColor: Color.Resolved?
    /// Prepended to every generated id (gradients, clip paths, animated items), so that several SVGs can be
    /// inlined in one HTML page. Only ASCII letters, digits, `-` and `_` are kept.
    public var idPrefix: String
    /// The `font-family` for text that is not monospaced.
    public var fontFamily: String
    /// The `font-family` for monospaced text.
    public var monospacedFontFamily: String

    /// Creates options.
    public init(drawsBackground: Bool = false, backgroundColor: Color.Resolved? = nil, idPrefix: String = "",
                fontFamily: String = SVGRenderOptions.sansSerifFontFamily,
                monospacedFontFamily: String = SVGRenderOptions.monospacedFontFamily) {
        self.drawsBackground = drawsBackground
        self.backgroundColor = backgroundColor
        self.idPrefix = idPrefix
        self.fontFamily = fontFamily
        self.monospacedFontFamily = monospacedFontFamily
    }

    /// The background colour for a colour scheme.
    func background(for scheme: ColorScheme) -> Color.Resolved {
        backgroundColor ?? (scheme == .dark ? Color.Resolved(red: 0, green: 0, blue: 0) : Color.Resolved(red: 1, green: 1, blue: 1))
    }
}
