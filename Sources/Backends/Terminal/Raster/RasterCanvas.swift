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
///
/// Cells are read and written in place, by flat index (`row × columns + column`); callers check that the cell is
/// in the grid. A canvas lives inside `CellBuffer.withUnsafeMutableCells`, as its grid does.
struct RasterCanvas {
    let grid: CellGrid
    /// The colour behind everything: the scheme's background (white in light, black in dark).
    let backdrop: CellColor
    /// The colour of default-coloured glyphs.
    let ink: CellColor
    /// The colours converted so far.
    var colors = CellColorCache()
    /// Scratch space for braille strokes, made by the first.
    var brailleScratch: BrailleScratch?

    init(grid: CellGrid, colorScheme: ColorScheme) {
        self.grid = grid
        backdrop = colorScheme == .dark ? .black : .white
        ink = colorScheme == .dark ? .white : .black
    }

    /// Whether a glyph is text rather than a block, quadrant or braille glyph (or blank).
    static func isText(_ glyph: Glyph) -> Bool {
        !glyph.isContinuation && glyph != .space && BlockShape(glyph) == .none && BlockGlyphs.brailleMask(of: glyph) == nil
    }

    /// The colour a cell shows at a point, or nil where it shows the terminal's default background.
    @inline(__always)
    func sample(_ cell: Cell, x: Double, y: Double) -> CellColor? {
        let covered = BlockShape(cell.glyph).covers(x: x, y: y) != cell.attributes.contains(.inverse)
        return covered ? (cell.foreground ?? ink) : cell.background
    }

    /// `color` (which may be translucent) over `under`, or over the backdrop where `under` is nil.
    @inline(__always)
    mutating func shade(_ color: Color.Resolved, over under: CellColor?) -> CellColor {
        colors.cellColor(color, over: under ?? backdrop)
    }

    /// Puts a block glyph in a cell.
    ///
    /// - Parameters:
    ///   - painted: a point of the cell the new glyph paints in `color` (where translucency blends).
    ///   - unpainted: a point it leaves showing the old cell, or nil when it fills the whole cell.
    mutating func put(_ glyph: Glyph, inverse: Bool = false, color: Color.Resolved, at i: Int,
                      painted: (Double, Double), unpainted: (Double, Double)?) {
        if let cell = blockCell(glyph, inverse: inverse, color: color, over: grid.cells[i], painted: painted,
                                unpainted: unpainted) {
            grid.put(cell, at: i)
        }
    }

    /// The cell `old` becomes with a block glyph put over it (see ``put(_:inverse:color:at:painted:unpainted:)``),
    /// or nil when it stays as it is.
    mutating func blockCell(_ glyph: Glyph, inverse: Bool, color: Color.Resolved, over old: Cell,
                            painted: (Double, Double), unpainted: (Double, Double)?) -> Cell? {
        // A sliver of a shape (the top eighth of a bar under its value label) does not erase text already in the
        // cell: in a terminal the label matters more than a fraction of a cell of the bar.
        if unpainted != nil, Self.isText(old.glyph) { return nil }
        let fg = shade(color, over: sample(old, x: painted.0, y: painted.1))
        let bg = unpainted.map { sample(old, x: $0.0, y: $0.1) } ?? old.background
        return Cell(glyph: glyph, foreground: fg, background: bg, attributes: inverse ? .inverse : [])
    }

    /// The cell `old` becomes with braille dots added (`mask`, not zero), merged with dots already there (two
    /// lines can share a cell).
    mutating func brailleCell(_ mask: UInt8, color: Color.Resolved, over old: Cell) -> Cell {
        let oldMask = BlockGlyphs.brailleMask(of: old.glyph)
        let behind = old.isContinuation || oldMask != nil ? old.background : sample(old, x: 0.5, y: 0.5)
        let fg = shade(color, over: behind)
        return Cell(glyph: BlockGlyphs.brailleGlyphs[Int((oldMask ?? 0) | mask)], foreground: fg, background: behind)
    }

    /// Puts one grapheme of text in a cell (two for a wide one), on whatever colour the cell showed.
    mutating func putText(_ glyph: Glyph, color: Color.Resolved, attributes: Cell.Attributes, at i: Int) {
        let old = grid.cells[i]
        let behind = old.glyph == .space || BlockGlyphs.brailleMask(of: old.glyph) != nil || old.isContinuation
            ? old.background : sample(old, x: 0.5, y: 0.5)
        let fg = shade(color, over: behind)
        grid.put(Cell(glyph: glyph, foreground: fg, background: behind, attributes: attributes), at: i)
    }
}
