import Testing
import Declarative
@testable import Backends

/// A canvas's remembered painted cells are the cells painted afresh, whatever was asked before.
@MainActor @Suite struct PaintedCellMemoTests {
    /// Paints every coverage over every old cell in every colour twice through one canvas (the second round is
    /// answered from its memo, where slots were not replaced), and once more through a fresh canvas each, and
    /// expects the same cells.
    @Test func aRememberedCellIsTheCellPaintedAfresh() {
        let coverages = [CoverageMask(left: 0, right: 8, top: 3, bottom: 8), CoverageMask(left: 4, right: 8, top: 0, bottom: 8),
                         CoverageMask(left: 0, right: 5, top: 0, bottom: 8), CoverageMask(left: 2, right: 6, top: 0, bottom: 3),
                         .full]
        let grey = CellColor(red: 224, green: 224, blue: 225)
        let olds = [Cell.blank, Cell("⠤", foreground: grey), Cell("c", foreground: .black),
                    Cell("▃", foreground: CellColor(red: 0, green: 122, blue: 255)),
                    Cell(" ", foreground: CellColor(red: 255, green: 59, blue: 48), attributes: .inverse)]
        let colors = [Fixture.blue, Fixture.red, Color.Resolved(red: 0, green: 122.0 / 255, blue: 1, opacity: 0.4)]
        var buffer = CellBuffer(columns: 1, rows: 1)
        buffer.withUnsafeMutableCells { grid in
            var memo = RasterCanvas(grid: grid, colorScheme: .light)
            for round in 0..<2 {
                for coverage in coverages {
                    for old in olds {
                        for color in colors {
                            var fresh = RasterCanvas(grid: grid, colorScheme: .light)
                            let expected = fresh.cell(painting: coverage, color: { _ in color }, over: old)
                            #expect(memo.cell(painting: coverage, uniform: color, over: old) == expected,
                                    "round \(round), \(coverage.bits) over \(old.grapheme)")
                        }
                    }
                }
            }
        }
    }

    /// Colours that differ only in opacity, and old cells that differ only in colour, are different questions.
    @Test func questionsThatDifferOnlyInOpacityOrOldColourAreNotConfused() {
        let coverage = CoverageMask(left: 0, right: 8, top: 4, bottom: 8)
        let opaque = Fixture.blue
        var faint = Fixture.blue
        faint.opacity = 0.3
        let onRed = Cell("▃", foreground: CellColor(red: 255, green: 0, blue: 0))
        let onGreen = Cell("▃", foreground: CellColor(red: 0, green: 255, blue: 0))
        var buffer = CellBuffer(columns: 1, rows: 1)
        buffer.withUnsafeMutableCells { grid in
            var canvas = RasterCanvas(grid: grid, colorScheme: .light)
            let a = canvas.cell(painting: coverage, uniform: opaque, over: onRed)
            let b = canvas.cell(painting: coverage, uniform: faint, over: onRed)
            let c = canvas.cell(painting: coverage, uniform: faint, over: onGreen)
            #expect(a != b)
            #expect(b != c)
            var fresh = RasterCanvas(grid: grid, colorScheme: .light)
            #expect(c == fresh.cell(painting: coverage, color: { _ in faint }, over: onGreen))
        }
    }
}
