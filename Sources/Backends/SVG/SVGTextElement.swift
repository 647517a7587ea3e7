import Declarative
import Foundation

/// Writes a `TextDrawing` as `<text>`: one element for one line, one `<tspan>` per line for several.
///
/// Each line sits at its baseline origin, as layout placed it; the browser never wraps SVG text, so the
/// lines are exactly the ones layout measured with `SVGTextMetrics`:
///
/// ```
/// <text x="10" y="24" font-family="Helvetica, …" font-size="17" fill="#000000">Hello</text>
///
/// <text font-family="Helvetica, …" font-size="17" font-weight="700" fill="#000000">
///   <tspan x="10" y="24">first line</tspan>
///   <tspan x="10" y="44.55">second line</tspan>
/// </text>
/// ```
///
/// `font-weight` is written only when not 400, `font-style` only for italic. Text with leading, trailing or
/// repeated spaces gets `xml:space="preserve"` so that they are not collapsed. Monospaced-digit fonts turn
/// kerning off (the "11" pair would otherwise break columns), as `SVGTextMetrics` assumes.
enum SVGTextElement {
    /// The `<text>` element, without paint, for lines moved by `offset`.
    static func element(for text: TextDrawing, offset: CGPoint, options: SVGRenderOptions) -> SVGElement {
        var element = SVGElement("text")
        let lines = text.lines
        func position(_ line: TextDrawing.Line) -> [(name: String, value: String)] {
            [("x", SVGNumberFormat.string(line.origin.x + offset.x)), ("y", SVGNumberFormat.string(line.origin.y + offset.y))]
        }
        if lines.count == 1 {
            element.attributes = position(lines[0])
            element.text = lines[0].text
        } else {
            element.children = lines.map { SVGElement("tspan", position($0), text: $0.text) }
        }
        let font = text.font
        element.set("font-family", font.design == .monospaced ? options.monospacedFontFamily : options.fontFamily)
        element.set("font-size", Double(font.size))
        if font.weight != .regular { element.set("font-weight", String(font.weight.value)) }
        if font.isItalic { element.set("font-style", "italic") }
        if font.isMonospacedDigit { element.set("style", "font-kerning: none; font-variant-numeric: tabular-nums") }
        if lines.contains(where: { needsPreservedSpace($0.text) }) { element.set("xml:space", "preserve") }
        return element
    }

    /// Whether XML's default whitespace handling would change the line.
    static func needsPreservedSpace(_ text: String) -> Bool {
        text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
    }
}
