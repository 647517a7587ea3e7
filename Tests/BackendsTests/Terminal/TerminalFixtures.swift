import Foundation
import Declarative
@testable import Backends

/// Hand-built display lists for the terminal tests: a grid of `columns × rows` cells of 8 × 16 pt.
enum Fixture {
    static let blue = Color.Resolved(red: 0, green: 122.0 / 255, blue: 1)
    static let red = Color.Resolved(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    static let black = Color.Resolved(red: 0, green: 0, blue: 0)

    static func list(columns: Int, rows: Int, scheme: ColorScheme = .light, _ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: CGSize(width: columns * 8, height: rows * 16), items: items, colorScheme: scheme)
    }

    /// A filled shape whose path is already in root space.
    static func fill(_ id: String, _ path: Path, _ paint: Paint = .color(blue), opacity: Double = 1,
                     clips: [Path] = []) -> DisplayItem {
        DisplayItem(id: DisplayItemID(id), content: .shape(ShapeDrawing(path: path, fill: paint)),
                    bounds: path.boundingRect, opacity: opacity, clips: clips)
    }

    /// A bar: a rectangle in points, placed by its item transform like the layout places views.
    static func bar(_ id: String, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat,
                    _ color: Color.Resolved = blue, opacity: Double = 1) -> DisplayItem {
        DisplayItem(id: DisplayItemID(id),
                    content: .shape(ShapeDrawing(path: Path(CGRect(x: 0, y: 0, width: width, height: height)), fill: .color(color))),
                    bounds: CGRect(x: 0, y: 0, width: width, height: height),
                    transform: CGAffineTransform(translationX: x, y: y), opacity: opacity)
    }

    static func stroke(_ id: String, _ path: Path, _ color: Color.Resolved = blue) -> DisplayItem {
        DisplayItem(id: DisplayItemID(id),
                    content: .shape(ShapeDrawing(path: path, stroke: .init(paint: .color(color), style: StrokeStyle(lineWidth: 1)))),
                    bounds: path.boundingRect)
    }

    /// A one-line text item whose line box top-left is at `(x, y)` (baseline ¾ cell lower).
    static func text(_ id: String, _ string: String, x: CGFloat, y: CGFloat, color: Color.Resolved = black,
                     transform: CGAffineTransform? = nil) -> DisplayItem {
        let width = CGFloat(CharacterWidth.width(of: string)) * 8
        let line = TextDrawing.Line(text: string, origin: CGPoint(x: 0, y: 12), width: width)
        let drawing = TextDrawing(lines: [line], font: ResolvedFont(size: 17), paint: .color(color), lineHeight: 16)
        return DisplayItem(id: DisplayItemID(id), content: .text(drawing), bounds: CGRect(x: 0, y: 0, width: width, height: 16),
                           transform: transform ?? CGAffineTransform(translationX: x, y: y))
    }

    static func render(_ list: DisplayList) -> String { TerminalRenderer().render(list) }
    static func cells(_ list: DisplayList) -> CellBuffer { TerminalRasterizer().rasterize(list) }
}

extension Fixture {
    /// What the cells show, drawn at braille resolution: each cell becomes 2 characters across and 4 lines down,
    /// each the name of the colour the cell shows there (its glyph's painted part in the foreground, the rest in
    /// the background, swapped in inverse video), `.` where it shows the terminal's default background. Text cells
    /// show their grapheme in the top-left position. A picture for goldens where colours matter (stacked segments).
    static func picture(_ cells: CellBuffer, _ names: [(CellColor, Character)]) -> String {
        var lines = [String](repeating: "", count: cells.rows * 4)
        for row in 0..<cells.rows {
            for column in 0..<cells.columns {
                let cell = cells[column, row]
                let mask = cell.glyph == .space ? CoverageMask.empty : GlyphChoice.mask(of: cell.glyph)
                for y in 0..<4 {
                    for x in 0..<2 {
                        guard let mask else {
                            lines[row * 4 + y].append(x == 0 && y == 0 ? Character(cell.grapheme) : " ")
                            continue
                        }
                        let fore = mask.covers(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 4) != cell.attributes.contains(.inverse)
                        let colour = fore ? cell.foreground : cell.background
                        lines[row * 4 + y].append(colour.flatMap { c in names.first { $0.0 == c }?.1 } ?? (colour == nil ? "." : "?"))
                    }
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
