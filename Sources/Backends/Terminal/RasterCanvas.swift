import Foundation
import Declarative

/// The cell buffer being drawn, with the rules for putting one glyph in one cell over what is already there.
///
/// A cell shows at most two colours: the glyph's foreground and the background around it. Drawing a partial glyph
/// therefore asks what the cell shows *where the new glyph does not paint* (that becomes the background) and
/// *where it does* (what a translucent colour blends over). Both questions are answered by sampling the old
/// cell at a point in unit cell coordinates:
///
/// ```
///  old cell: ▃ (blue, lower 3/8)      new: top 5/8 in red (an inverse ▃)
///  ┌────┐  sample (0.5, 0.8) → blue   ┌────┐  fg red, bg blue, inverse:
///  │    │  (where the new glyph       │████│  the stacked bars meet exactly
///  │▄▄▄▄│   leaves the cell)          │▄▄▄▄│
///  └────┘                             └────┘
/// ```
struct RasterCanvas {
    var buffer: CellBuffer
    /// The colour behind everything: the scheme's background (white in light, black in dark).
    let backdrop: CellColor
    /// The colour of default-coloured glyphs.
    let ink: CellColor

    init(buffer: CellBuffer, colorScheme: ColorScheme) {
        self.buffer = buffer
        backdrop = colorScheme == .dark ? .black : .white
        ink = colorScheme == .dark ? .white : .black
    }

    /// Whether the old grapheme paints its foreground at `(x, y)` of the cell (unit coordinates, y down).
    private static func glyphCovers(_ grapheme: String, x: Double, y: Double) -> Bool {
        if grapheme == BlockGlyphs.full { return true }
        if let n = BlockGlyphs.lowerEighths.firstIndex(of: grapheme), n > 0 { return y >= 1 - Double(n) / 8 }
        if let n = BlockGlyphs.leftEighths.firstIndex(of: grapheme), n > 0 { return x < Double(n) / 8 }
        if let bits = BlockGlyphs.quadrants.firstIndex(of: grapheme), bits > 0 {
            let bit = (x < 0.5 ? 0 : 1) + (y < 0.5 ? 0 : 2)
            return bits & (1 << bit) != 0
        }
        return false
    }

    /// Whether a cell's grapheme is text rather than a block, quadrant or braille glyph (or blank).
    static func isText(_ grapheme: String) -> Bool {
        guard !grapheme.isEmpty, grapheme != " ", grapheme != BlockGlyphs.full else { return false }
        if BlockGlyphs.lowerEighths.contains(grapheme) || BlockGlyphs.leftEighths.contains(grapheme)
            || BlockGlyphs.quadrants.contains(grapheme) || BlockGlyphs.brailleMask(of: grapheme) != nil { return false }
        return true
    }

    /// The colour a cell shows at a point, or nil where it shows the terminal's default background.
    func sample(column: Int, row: Int, x: Double, y: Double) -> CellColor? {
        let cell = buffer[column, row]
        let covered = Self.glyphCovers(cell.grapheme, x: x, y: y) != cell.attributes.contains(.inverse)
        return covered ? (cell.foreground ?? ink) : cell.background
    }

    /// `color` (which may be translucent) over what the cell shows at a point.
    func blended(_ color: Color.Resolved, column: Int, row: Int, x: Double, y: Double) -> CellColor {
        if color.opacity >= 1 { return CellColor(color) }
        let under = sample(column: column, row: row, x: x, y: y) ?? backdrop
        return CellColor(color.composited(over: under.resolved))
    }

    /// Puts a block glyph in a cell.
    ///
    /// - Parameters:
    ///   - painted: a point of the cell the new glyph paints in `color` (where translucency blends).
    ///   - unpainted: a point it leaves showing the old cell, or nil when it fills the whole cell.
    mutating func put(_ glyph: String, inverse: Bool = false, color: Color.Resolved, column: Int, row: Int,
                      painted: (Double, Double), unpainted: (Double, Double)?) {
        guard buffer.contains(column: column, row: row) else { return }
        let old = buffer[column, row]
        // A sliver of a shape (the top eighth of a bar under its value label) does not erase text already in the
        // cell: in a terminal the label matters more than a fraction of a cell of the bar.
        if unpainted != nil, Self.isText(old.grapheme) { return }
        let fg = blended(color, column: column, row: row, x: painted.0, y: painted.1)
        let bg = unpainted.map { sample(column: column, row: row, x: $0.0, y: $0.1) } ?? old.background
        buffer[column, row] = Cell(glyph, foreground: fg, background: bg, attributes: inverse ? .inverse : [])
    }

    /// Adds braille dots to a cell, merging with dots already there (two lines can share a cell).
    mutating func addBraille(_ mask: UInt8, color: Color.Resolved, column: Int, row: Int) {
        guard mask != 0, buffer.contains(column: column, row: row) else { return }
        let old = buffer[column, row]
        let merged = (BlockGlyphs.brailleMask(of: old.grapheme) ?? 0) | mask
        let bg = sample(column: column, row: row, x: 0.5, y: 0.5)
        let behind = old.grapheme.isEmpty || BlockGlyphs.brailleMask(of: old.grapheme) != nil ? old.background : bg
        let fg = color.opacity >= 1 ? CellColor(color) : CellColor(color.composited(over: (behind ?? backdrop).resolved))
        buffer[column, row] = Cell(BlockGlyphs.braille(merged), foreground: fg, background: behind)
    }

    /// Puts one grapheme of text in a cell (two for a wide one), on whatever colour the cell showed.
    mutating func putText(_ grapheme: String, color: Color.Resolved, attributes: Cell.Attributes, column: Int, row: Int) {
        guard buffer.contains(column: column, row: row) else { return }
        var behind = sample(column: column, row: row, x: 0.5, y: 0.5)
        if buffer[column, row].grapheme == " " || BlockGlyphs.brailleMask(of: buffer[column, row].grapheme) != nil
            || buffer[column, row].isContinuation {
            behind = buffer[column, row].background
        }
        let fg = color.opacity >= 1 ? CellColor(color) : CellColor(color.composited(over: (behind ?? backdrop).resolved))
        buffer[column, row] = Cell(grapheme, foreground: fg, background: behind, attributes: attributes)
    }
}
