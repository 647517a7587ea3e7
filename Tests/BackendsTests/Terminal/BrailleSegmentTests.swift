import Testing
import Declarative
@testable import Backends
import TestTools

/// A stroke of one straight segment along a row or column of dots goes into the grid as its dots come; what it
/// draws is what gathering its dots first (the way every other stroke is drawn) gives.
@MainActor @Suite struct BrailleSegmentTests {
    @Test func aSegmentDrawsWhatItsDotsGatheredFirstDraw() {
        var random = SplitMix(seed: 3)
        let cellSize = TerminalRasterizer.defaultCellSize
        let colors = [Fixture.blue, Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5)]
        for round in 0..<300 {
            let columns = Int.random(in: 1...10, using: &random), rows = Int.random(in: 1...6, using: &random)
            let old = BarRowCopyTests.background(columns: columns, rows: rows, &random)
            // A horizontal or vertical segment, either way along, possibly sticking out of the grid.
            let fixed = Double(Int.random(in: -4...(rows * 16 + 4), using: &random)) + 0.5
            let a = Double(Int.random(in: -20...(columns * 8 + 20), using: &random)) + Double.random(in: 0..<1, using: &random)
            let b = Double(Int.random(in: -20...(columns * 8 + 20), using: &random))
            let horizontal = Bool.random(using: &random)
            let p = horizontal ? CGPoint(x: a, y: fixed) : CGPoint(x: fixed / 2, y: a * 2)
            let q = horizontal ? CGPoint(x: b, y: fixed) : CGPoint(x: fixed / 2, y: b * 2)
            let clip = Bool.random(using: &random)
                ? ClipRegion([]) : ClipRegion([Path(CGRect(x: 4, y: 6, width: Double(columns * 8) - 9, height: Double(rows * 16) - 13))])
            let paint = PaintSampler(.color(colors.randomElement(using: &random)!), transform: .identity)
            let once = Path(elements: [.move(to: p), .line(to: q)])
            // The same segment twice: not the one-segment path, and the same dots.
            let twice = Path(elements: [.move(to: p), .line(to: q), .move(to: p), .line(to: q)])
            var direct = old, gathered = old
            direct.withUnsafeMutableCells { grid in
                var canvas = RasterCanvas(grid: grid, colorScheme: .light)
                canvas.strokeBraille(once, transform: .identity, cellSize: cellSize, clip: clip, paint: paint)
            }
            gathered.withUnsafeMutableCells { grid in
                var canvas = RasterCanvas(grid: grid, colorScheme: .light)
                canvas.strokeBraille(twice, transform: .identity, cellSize: cellSize, clip: clip, paint: paint)
            }
            #expect(direct == gathered, "round \(round)")
        }
    }
}
