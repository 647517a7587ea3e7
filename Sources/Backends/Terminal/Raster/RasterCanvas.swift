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
///  │    │  (where the new glyph       │▀▀▀▀│  the stacked bars meet exactly
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
    /// Scratch space for the rows of bars, made by the first.
    var barRowTemplates: BarRowTemplates?
    /// The glyph choices this canvas has made, in front of the process-wide cache.
    var glyphChoices = GlyphChoiceMemo()
    /// The cells this canvas, and those before it in the same context, have painted in one colour.
    var paintedCells: PaintedCellMemo
    /// Whether edges may use the sextant glyphs (see ``TerminalCapabilities``).
    let sextants: Bool

    init(grid: CellGrid, colorScheme: ColorScheme, capabilities: TerminalCapabilities = .standard) {
        self.grid = grid
        sextants = capabilities.sextants
        backdrop = colorScheme == .dark ? .black : .white
        ink = colorScheme == .dark ? .white : .black
        paintedCells = PaintedCellMemo(dark: colorScheme == .dark, sextants: sextants)
    }

    /// Whether a glyph is text rather than a block, quadrant or braille glyph (or blank).
    static func isText(_ glyph: Glyph) -> Bool {
        !glyph.isContinuation && glyph != .space && GlyphChoice.mask(of: glyph) == nil
            && BlockGlyphs.brailleMask(of: glyph) == nil
    }

    /// The colour a cell shows at a point, or nil where it shows the terminal's default background.
    @inline(__always)
    func sample(_ cell: Cell, x: Double, y: Double) -> CellColor? {
        let painted = GlyphChoice.mask(of: cell.glyph)?.covers(x: x, y: y) ?? false
        return painted != cell.attributes.contains(.inverse) ? (cell.foreground ?? ink) : cell.background
    }

    /// `color` (which may be translucent) over `under`, or over the backdrop where `under` is nil.
    @inline(__always)
    mutating func shade(_ color: Color.Resolved, over under: CellColor?) -> CellColor {
        colors.cellColor(color, over: under ?? backdrop)
    }

    /// A cell filled whole with a colour: a space in inverse video, which shows its foreground colour as the cell's
    /// background. Unlike `█`, a space leaves no seam between rows in terminals that draw blocks from the font;
    /// unlike a space on a background colour, it shares its pen with the partial cells of the same shape — the
    /// inverse edges of bars growing down and left, and (one attribute away) the plain ones of bars growing up and
    /// right — so the writer spends no colour change between a bar's body and its edge.
    static func solid(_ color: CellColor) -> Cell {
        Cell(glyph: .space, foreground: color, attributes: .inverse)
    }

    /// The part of a cell painted in its foreground colour, or empty when the cell shows one colour (text and
    /// braille count as their background, which is what shows around them). A space in inverse video — a whole
    /// cell of a shape (see ``solid(_:)``) — is painted all over in its foreground colour, so that an edge drawn
    /// over it (a bar's top over its track) keeps that colour around it rather than the terminal's background.
    func foregroundPart(of cell: Cell) -> CoverageMask {
        guard let mask = cell.glyph == .space ? CoverageMask.empty : GlyphChoice.mask(of: cell.glyph),
              (cell.foreground ?? ink) != cell.background else { return .empty }
        return cell.attributes.contains(.inverse) ? mask.inverted : mask
    }

    /// The cell `old` becomes with `coverage` painted over it in `color` (which may be translucent), or nil when
    /// it stays as it is.
    ///
    /// The glyph is the best for the coverage over what the old cell shows (see ``GlyphChoice``). A fully covered
    /// cell becomes a space on the colour. A partial glyph keeps one of the old cell's colours around it, and
    /// blends over what the old cell shows where it paints. A sliver of a shape (the top eighth of a bar under its
    /// value label) does not erase text already in the cell: in a terminal the label matters more than a fraction
    /// of a cell of the bar.
    mutating func cell(painting coverage: CoverageMask, color: (GlyphChoice) -> Color.Resolved, over old: Cell) -> Cell? {
        let oldPart = foregroundPart(of: old)
        let (choice, keepsOldForeground) = glyphChoices.best(for: coverage, over: oldPart,
                                                             oldBackgroundIsBlank: old.background == nil, sextants: sextants)
        switch choice.kind {
        case .nothing:
            return nil
        case .full:
            return Self.solid(shade(color(choice), over: sample(old, x: 0.5, y: 0.5)))
        case .glyph(let glyph, let inverse):
            if Self.isText(old.glyph) { return nil }
            let fg = shade(color(choice), over: sample(old, x: choice.painted.0, y: choice.painted.1))
            let bg = keepsOldForeground ? (old.foreground ?? ink) : old.background
            return Cell(glyph: glyph, foreground: fg, background: bg, attributes: inverse ? .inverse : [])
        }
    }

    /// ``cell(painting:color:over:)`` in one colour, remembered (see ``PaintedCellMemo``): inline, as nearly every
    /// question is remembered, and a bar's edge asks one per row.
    @inline(__always)
    mutating func cell(painting coverage: CoverageMask, uniform color: Color.Resolved, over old: Cell) -> Cell? {
        let key = PaintedCellMemo.Key(coverage, color, over: old)
        if let found = paintedCells.cell(for: key) { return found }
        return paintAndRemember(coverage, color, over: old, key: key)
    }

    /// ``cell(painting:color:over:)`` in one colour, remembered under `key`.
    @inline(never)
    private mutating func paintAndRemember(_ coverage: CoverageMask, _ color: Color.Resolved, over old: Cell,
                                           key: PaintedCellMemo.Key) -> Cell? {
        let new = cell(painting: coverage, color: { _ in color }, over: old)
        paintedCells.remember(new, for: key)
        return new
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
        let behind = BlockGlyphs.brailleMask(of: old.glyph) != nil || old.isContinuation
            ? old.background : sample(old, x: 0.5, y: 0.5)
        let fg = shade(color, over: behind)
        grid.put(Cell(glyph: glyph, foreground: fg, background: behind, attributes: attributes), at: i)
    }
}
