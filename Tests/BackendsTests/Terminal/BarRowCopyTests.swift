import Testing
import Declarative
@testable import Backends
import TestTools

/// A bar copies a row it covers whole from an earlier row drawn over equal old cells, and fills a cut row's middle
/// over equal old cells with its first middle cell; what it draws is what drawing each row on its own gives.
@MainActor @Suite struct BarRowCopyTests {
    /// Old cells a bar is drawn over: blank rows, braille grid lines, text, a wide grapheme, an earlier bar.
    static func background(columns: Int, rows: Int, _ random: inout SplitMix) -> CellBuffer {
        let grey = CellColor(red: 224, green: 224, blue: 225)
        var buffer = CellBuffer(columns: columns, rows: rows)
        for row in 0..<rows {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: for column in 0..<columns { buffer[column, row] = Cell("⠤", foreground: grey) }
            case 1: buffer.write("12", column: Int.random(in: 0..<columns, using: &random), row: row, foreground: .black)
            case 2: buffer.write("漢", column: Int.random(in: 0..<columns, using: &random), row: row)
            case 3:
                for column in 0..<columns / 2 {
                    buffer[column, row] = Cell(" ", foreground: CellColor(red: 255, green: 59, blue: 48), attributes: .inverse)
                }
            default: break
            }
        }
        return buffer
    }

    @Test func aBarDrawsWhatItsRowsDrawOneByOne() {
        var random = SplitMix(seed: 7)
        let colors = [Fixture.blue, Fixture.red, Color.Resolved(red: 0, green: 122.0 / 255, blue: 1, opacity: 0.4)]
        let cellSize = TerminalRasterizer.defaultCellSize
        for round in 0..<200 {
            let columns = Int.random(in: 1...12, using: &random), rows = Int.random(in: 2...14, using: &random)
            let old = Self.background(columns: columns, rows: rows, &random)
            // Edges at any eighth; the bar may stick out of the grid.
            let x = Double(Int.random(in: -8...(columns * 8), using: &random)) + Double.random(in: 0..<1, using: &random)
            let y = Double(Int.random(in: -16...(rows * 16), using: &random))
            let rect = CGRect(x: x, y: y, width: Double(Int.random(in: 1...(columns * 8 + 8), using: &random)),
                              height: Double(Int.random(in: 1...(rows * 16 + 16), using: &random)) + 0.5)
            let paint = PaintSampler(.color(colors.randomElement(using: &random)!), transform: .identity)
            var whole = old, byRow = old
            for dark in [false, true] {
                let scheme: ColorScheme = dark ? .dark : .light
                whole.withUnsafeMutableCells { grid in
                    var canvas = RasterCanvas(grid: grid, colorScheme: scheme)
                    canvas.fillBar(rect, cellSize: cellSize, clip: ClipRegion([]), paint: paint)
                }
                byRow.withUnsafeMutableCells { grid in
                    var canvas = RasterCanvas(grid: grid, colorScheme: scheme)
                    // The bar cut at each cell boundary it crosses: the pieces snap to the same eighths.
                    var top = rect.minY
                    while top < rect.maxY {
                        let bottom = min(((top / 16).rounded(.down) + 1) * 16, rect.maxY)
                        canvas.fillBar(CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top),
                                       cellSize: cellSize, clip: ClipRegion([]), paint: paint)
                        top = bottom
                    }
                }
                #expect(whole == byRow, "round \(round), \(scheme)")
            }
        }
    }
}
