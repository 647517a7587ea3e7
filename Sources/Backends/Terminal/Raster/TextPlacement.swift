import Foundation
import Declarative

/// Putting text runs on cells: one grapheme per cell, wide graphemes on two, marks joined to their base.
///
/// A line's baseline origin, mapped to the display list's space, picks its row: the row that holds the middle of
/// the line box (baseline − ¾ cell + ½ cell). Rotated text cannot be rotated in a terminal, so it is placed by
/// the centre of its line box instead:
///
/// ```
///  angle ≈ 0°       as laid out, from the origin's cell            Revenue
///  angle ≈ ±90°     vertically, one grapheme per row, read         R
///                   top to bottom, centred where the run was       e
///                                                                  v …
///  other angles     horizontally, centred on the run's centre      (x-axis labels at −45° stay readable),
///                   a row lower where a label drawn before is      Jan   Mar
///                   in the way, or left out                          Feb
/// ```
extension RasterCanvas {
    /// Draws every line of a text drawing.
    mutating func drawText(_ text: TextDrawing, transform t: CGAffineTransform, opacity: Double,
                           clip: ClipRegion, cellSize: CGSize) {
        let faded = text.paint.multiplyingOpacity(by: opacity)
        guard !faded.isInvisible else { return }
        let paint = PaintSampler(faded, transform: t)
        var attributes: Cell.Attributes = []
        if text.font.isBold { attributes.insert(.bold) }
        if text.font.isItalic { attributes.insert(.italic) }
        let ascent = TerminalTextMetrics.ascentRatio * cellSize.height
        // Text laid out upright (nearly all of it) needs no angle worked out.
        let degrees = t.b == 0 && t.a > 0 ? 0 : atan2(t.b, t.a) * 180 / .pi
        let isVertical = abs(abs(degrees) - 90) < 20
        let isUpright = abs(degrees) < 10
        let cw = cellSize.width, ch = cellSize.height

        /// Puts a line's graphemes on cells.
        func place(_ line: TextDrawing.Line, _ graphemes: some Collection<(glyph: Glyph, width: Int)>) {
            let cells = graphemes.reduce(0) { $0 + max($1.width, 0) }
            guard cells > 0 else { return }
            // The middle of the line box, in local space and in the display list's space.
            let middleY = line.origin.y - ascent + ch / 2
            let localCentre = CGPoint(x: line.origin.x + CGFloat(cells) * cw / 2, y: middleY)
            let centre = localCentre.applying(t)
            // A hand-built list may place text at NaN, ±∞ or far off screen: leave it out rather than trap
            // converting the position to a cell.
            guard Self.isPlaceable(centre) else { return }

            if isVertical {
                let column = Int((centre.x / cw).rounded(.down))
                var row = Int((centre.y / ch - Double(graphemes.count) / 2).rounded())
                for g in graphemes where g.width > 0 {
                    let p = CGPoint(x: (CGFloat(column) + 0.5) * cw, y: (CGFloat(row) + 0.5) * ch)
                    if clip.contains(p), let i = grid.index(column: column, row: row) {
                        putText(g.glyph, color: paint.color(at: p), attributes: attributes, at: i)
                    }
                    row += 1
                }
                return
            }
            let start: CGPoint = isUpright ? CGPoint(x: line.origin.x, y: middleY).applying(t)
                                           : CGPoint(x: centre.x - CGFloat(cells) * cw / 2, y: centre.y)
            guard Self.isPlaceable(start) else { return }
            var row = Int((start.y / ch).rounded(.down))
            var column = Int((start.x / cw).rounded())
            if isUpright {
                clearSlivers(row: row, columns: column..<column + cells)
            } else {
                // A slanted label is laid flat; where that would touch a label drawn before it (the next month on
                // an x-axis at −45°), it steps down a row within the height its slant takes, or is left out.
                let rows = max(1, Int((CGFloat(cells) * cw * abs(t.b) / (t.a * t.a + t.b * t.b).squareRoot() / ch).rounded(.up)))
                guard let free = (row..<row + rows).first(where: { !hasText(row: $0, columns: column - 1..<column + cells + 1) })
                else { return }
                row = free
            }
            for g in graphemes {
                let p = CGPoint(x: (CGFloat(column) + CGFloat(g.width) / 2) * cw, y: (CGFloat(row) + 0.5) * ch)
                if clip.contains(p), let i = grid.index(column: column, row: row) {
                    putText(g.glyph, color: paint.color(at: p), attributes: attributes, at: i)
                }
                column += g.width
            }
        }
        for line in text.lines {
            // Printable ASCII (most labels) needs no sanitizing and is one grapheme per byte, each one column wide:
            // read in place, from the string's bytes.
            var text = line.text
            let placed = text.withUTF8 { bytes in
                guard CharacterWidth.isPrintableASCII(bytes) else { return false }
                place(line, bytes.lazy.map { (glyph: Glyph(printableASCII: $0), width: 1) })
                return true
            }
            if !placed { place(line, Self.graphemes(of: TextSanitizer.sanitize(line.text))) }
        }
    }

    /// Whether any cell of a row in `columns` holds text.
    func hasText(row: Int, columns: Range<Int>) -> Bool {
        columns.contains { column in grid.index(column: column, row: row).map { Self.isText(grid.cells[$0].glyph) } ?? false }
    }

    /// Drops the top sliver of a bar (a lower 1/8 … 4/8 glyph) from the cells a label is about to take, and from
    /// the cells beside them that show the same sliver: a value label gets the row to itself rather than sitting
    /// between two stubs (`▂▂16▂▂`), at the cost of less than half a cell of the bar's height.
    mutating func clearSlivers(row: Int, columns: Range<Int>) {
        guard let first = grid.index(column: max(columns.lowerBound, 0), row: row) else { return }
        let rowStart = first - max(columns.lowerBound, 0), rowEnd = rowStart + grid.columns
        for i in first..<min(rowStart + max(columns.upperBound, 0), rowEnd) {
            let sliver = grid.cells[i]
            guard !sliver.attributes.contains(.inverse), let n = BlockGlyphs.lowerEighthLevel(of: sliver.glyph), n <= 4
            else { continue }
            let cleared = Cell(glyph: .space, background: sliver.background)
            var j = i
            while j > rowStart && grid.cells[j - 1] == sliver { j -= 1 }
            while j < rowEnd && grid.cells[j] == sliver { grid.put(cleared, at: j); j += 1 }
        }
    }

    /// Whether a point is finite and near enough to the screen to be converted to cells.
    static func isPlaceable(_ p: CGPoint) -> Bool { abs(p.x) < 1e9 && abs(p.y) < 1e9 }

    /// The graphemes of a line with the columns each advances; a grapheme of width 0 (a mark with no base) is
    /// joined to the one before it (which keeps its advance), or dropped at the start of a line.
    static func graphemes(of text: String) -> [(glyph: Glyph, width: Int)] {
        var out: [(glyph: Glyph, width: Int)] = []
        for character in text {
            let glyph = Glyph(String(character))
            if glyph.width == 0 {
                if let last = out.last { out[out.count - 1].glyph = Glyph(last.glyph.string + String(character)) }
                continue
            }
            out.append((glyph, glyph.width))
        }
        return out
    }
}
