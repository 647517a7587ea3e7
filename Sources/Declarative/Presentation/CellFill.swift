import Foundation

/// Fills its area, on a terminal, so that nothing below shows through: the background colour, and a no-break
/// space in every cell. With colour, the fill replaces what the cells showed; without colour (where a fill would
/// print as `█`), the spaces are text, which plain output prints as blanks. A presented panel or box sits on one.
struct CellFill: View {
    let cell: CGSize

    var body: some View {
        GeometryReader { proxy in
            let (columns, rows) = CellFill.grid(proxy.size, cell)
            Text(Array(repeating: String(repeating: "\u{A0}", count: columns), count: rows).joined(separator: "\n"))
                .fixedSize()
        }
        .background(Color.background)
    }

    /// Whole cells in `size`, none for a degenerate size.
    static func grid(_ size: CGSize, _ cell: CGSize) -> (columns: Int, rows: Int) {
        guard cell.width > 0, cell.height > 0, size.width.isFinite, size.height.isFinite else { return (0, 0) }
        return (max(Int((size.width / cell.width).rounded()), 0), max(Int((size.height / cell.height).rounded()), 0))
    }
}

/// A line one cell high of `fill` repeated across the width offered, with `middle` in its centre (a sheet's top
/// edge and drag indicator).
struct CellRule: View {
    let cell: CGSize
    let fill: String
    var middle = ""

    var body: some View {
        GeometryReader { proxy in
            let columns = CellFill.grid(proxy.size, cell).columns
            let width = middle.count
            let left = max((columns - width) / 2, 0)
            Text(columns >= width + 2 && width > 0
                 ? String(repeating: fill, count: left) + middle + String(repeating: fill, count: columns - width - left)
                 : String(repeating: fill, count: columns))
                .fixedSize()
        }
        .frame(height: cell.height)
    }
}

/// A column one cell wide of `glyph` in every row of the height offered (a box's side).
struct CellColumn: View {
    let cell: CGSize
    let glyph: String

    var body: some View {
        GeometryReader { proxy in
            Text(Array(repeating: glyph, count: CellFill.grid(proxy.size, cell).rows).joined(separator: "\n")).fixedSize()
        }
        .frame(width: cell.width)
    }
}

/// Content in a box of whole cells drawn with box-drawing characters, every cell inside it filled (see `CellFill`):
///
/// ```
/// ┌──────────┐
/// │ content  │
/// └──────────┘
/// ```
struct CellBox<Content: View>: View {
    let cell: CGSize
    let content: Content

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) { Text("┌"); CellRule(cell: cell, fill: "─"); Text("┐") }
            // The sides are overlays, so that the box is as tall as its content (a side fills any height offered).
            content.frame(maxWidth: .infinity)
                .padding(.horizontal, cell.width)
                .overlay(alignment: .leading) { CellColumn(cell: cell, glyph: "│") }
                .overlay(alignment: .trailing) { CellColumn(cell: cell, glyph: "│") }
            HStack(spacing: 0) { Text("└"); CellRule(cell: cell, fill: "─"); Text("┘") }
        }
        .background(CellFill(cell: cell))
    }
}
