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
    /// Writes the attributes of `<text>` that come before the item's own (transform, paint…): the position of a
    /// single line, moved by `offset`, then the font.
    static func writeAttributes(for text: TextDrawing, offset: CGPoint, options: SVGRenderOptions,
                                to out: inout SVGOutput) {
        let lines = text.lines
        if lines.count == 1 { writePosition(of: lines[0], offset: offset, to: &out) }
        let font = text.font
        out.attribute("font-family", font.design == .monospaced ? options.monospacedFontFamily : options.fontFamily)
        out.attribute("font-size", Double(font.size))
        if font.weight != .regular { out.attribute("font-weight", Double(font.weight.value)) }
        if font.isItalic { out.attribute("font-style", "italic") }
        if font.isMonospacedDigit { out.attribute("style", "font-kerning: none; font-variant-numeric: tabular-nums") }
        if lines.contains(where: { needsPreservedSpace($0.text) }) { out.attribute("xml:space", "preserve") }
    }

    /// Writes what follows the start tag's attributes, through `</text>`: the single line as text, or one
    /// `<tspan>` per line at `depth + 1`.
    static func writeContent(for text: TextDrawing, offset: CGPoint, depth: Int, to out: inout SVGOutput) {
        let lines = text.lines
        if lines.count == 1 {
            out.write(">")
            out.write(escaped: lines[0].text)
            out.write("</text>\n")
            return
        }
        out.write(">\n")
        for line in lines {
            out.open("tspan", depth: depth + 1)
            writePosition(of: line, offset: offset, to: &out)
            out.write(">")
            out.write(escaped: line.text)
            out.write("</tspan>\n")
        }
        out.indent(depth)
        out.write("</text>\n")
    }

    /// `x` and `y` of a line's baseline origin.
    private static func writePosition(of line: TextDrawing.Line, offset: CGPoint, to out: inout SVGOutput) {
        out.attribute("x", Double(line.origin.x + offset.x))
        out.attribute("y", Double(line.origin.y + offset.y))
    }

    /// Whether XML's default whitespace handling would change the line.
    static func needsPreservedSpace(_ text: String) -> Bool {
        // Most lines have no space at all; the full test compares characters (a space with a combining mark is
        // not a space).
        guard text.utf8.contains(UInt8(ascii: " ")) else { return false }
        return text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
    }
}
