import Foundation
import Declarative

/// Measures text the way the terminal draws it: in whole cells, whatever the font size.
///
/// A terminal has one font size, so `Font.title` and `Font.caption` take the same cells. Layout that uses these
/// metrics gives every label exactly the columns it will be drawn in:
///
/// ```
/// width("Mon")  = 3 cells × 8 pt = 24 pt
/// width("漢字") = 4 cells × 8 pt = 32 pt     (wide characters take two cells)
/// lineHeight    = 1 cell = 16 pt, ascent = 12 pt (the baseline sits ¾ down the cell)
/// ```
public struct TerminalTextMetrics: TextMetrics {
    /// The size of one cell, in points.
    public var cellSize: CGSize

    /// The fraction of a cell's height above the baseline.
    public static let ascentRatio: CGFloat = 0.75

    /// Creates metrics for cells of a size; 8 × 16 pt by default, as ``TerminalRasterizer`` uses.
    public init(cellSize: CGSize = TerminalRasterizer.defaultCellSize) {
        self.cellSize = cellSize
    }

    /// The width of one line of text: its width in cells times the cell width. The font is ignored.
    public func width(of text: String, font: ResolvedFont) -> CGFloat {
        // Printable ASCII (most labels) is safe as it is: one look at its bytes instead of the sanitizer's scalars.
        let cells = CharacterWidth.isPrintableASCII(text) ? text.utf8.count
                                                          : CharacterWidth.width(of: TextSanitizer.sanitize(text))
        return CGFloat(cells) * cellSize.width
    }

    /// One cell height, for every font.
    public func lineHeight(of font: ResolvedFont) -> CGFloat { cellSize.height }

    /// Three quarters of a cell height, for every font.
    public func ascent(of font: ResolvedFont) -> CGFloat { cellSize.height * Self.ascentRatio }

    /// A terminal cannot turn a glyph: turned text is written one grapheme per row (see `TextPlacement`), so it is
    /// as long as its graphemes are many rows.
    public func verticalLength(of text: String, font: ResolvedFont) -> CGFloat {
        CGFloat(TextSanitizer.sanitize(text).count) * cellSize.height
    }
}
