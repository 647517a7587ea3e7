/// Cells as output without colour shows them (`NO_COLOR`, `TERM=dumb`, pipes): every coloured part of a cell is
/// ink, and the cell shows the plain glyph — no inverse video — nearest to its inked part.
///
/// Without colour a cell cannot tell its foreground from a coloured background, nor two bars that meet in it, so
/// both count: a space on a bar's colour is `█`, and the cell where a stacked segment meets the one below
/// (an inverse `▃` in red on blue) is `█` too. A partial edge shows the eighth, quadrant or `▔`/`▕` that covers
/// its inked part best, never a thin line for a nearly full cell:
///
/// ```
/// space showing blue (inverse)  → █    inverse ▁ (top 7/8) on default → █    inverse ▆ (top 2/8) → ▔
/// ▃ in blue on red               → █    ▃ in blue on default            → ▃    "A" or " " on blue    → A, " "
/// ```
extension Cell {
    /// The cell as plain output shows it: a block cell becomes the plain glyph nearest its inked part, with no
    /// colour or attribute; text and braille keep their glyph and attributes, without colour.
    var plain: Cell {
        guard let glyphMask = glyph == .space ? CoverageMask.empty : GlyphChoice.mask(of: glyph) else {
            return Cell(glyph: glyph, attributes: attributes)
        }
        let foregroundPart = attributes.contains(.inverse) ? glyphMask.inverted : glyphMask
        // A block glyph's foreground is ink even in the default colour, and so is a coloured background around it;
        // a plain space is text (the gap in a label on a coloured bar), so its background is not.
        let ink = background != nil && glyph != .space ? CoverageMask.full : foregroundPart
        switch GlyphChoice.best(for: ink, plain: true).choice.kind {
        case .nothing: return .blank
        case .full: return Cell(glyph: BlockGlyphs.fullGlyph)
        case .glyph(let plainGlyph, _): return Cell(glyph: plainGlyph)
        }
    }
}

extension CellBuffer {
    /// Every cell as plain output shows it (see `Cell.plain`).
    var plain: CellBuffer {
        var copy = self
        copy.withUnsafeMutableCells { grid in
            for i in grid.cells.indices where !grid.cells[i].isContinuation { grid.cells[i] = grid.cells[i].plain }
        }
        return copy
    }
}
