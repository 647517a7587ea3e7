import Foundation
import Declarative

/// The dots of one braille stroke, gathered per cell before any reaches the grid: a dot mask per cell, and the
/// cells in the order their first dot came. A cell enters `order` only when its mask goes from zero to non-zero,
/// so `order` never needs more room than the grid has cells.
///
/// ```
/// plot(5, 2)  → cell (2, 0) gets bit 0x20, order = [2]
/// plot(4, 2)  → cell (2, 0) gets bit 0x04, order unchanged
/// ```
///
/// The storage is the canvas's ``BrailleScratch``, every mask zero between strokes, so a stroke allocates
/// nothing; whoever merges the masks into the grid sets them back to zero.
struct BrailleDots {
    /// A mask per cell, row-major.
    let masks: UnsafeMutableBufferPointer<UInt8>
    /// The cells with dots, as flat indices, in the order their first dot came: the first `count` entries.
    let order: UnsafeMutableBufferPointer<Int>
    private(set) var count = 0
    /// The grid's columns, and its size in dots.
    let columns: Int, dotColumns: Int, dotRows: Int
    /// The size of one dot, in points.
    let dotWidth: Double, dotHeight: Double
    let clip: ClipRegion

    init(masks: UnsafeMutableBufferPointer<UInt8>, order: UnsafeMutableBufferPointer<Int>, grid: CellGrid,
         cellSize: CGSize, clip: ClipRegion) {
        self.masks = masks
        self.order = order
        columns = grid.columns
        dotColumns = grid.columns * 2
        dotRows = grid.rows * 4
        dotWidth = Double(cellSize.width) / 2
        dotHeight = Double(cellSize.height) / 4
        self.clip = clip
    }

    /// Adds dots to a cell.
    @inline(__always)
    private mutating func add(_ bits: UInt8, at key: Int) {
        if masks[key] == 0 {
            order[count] = key
            count += 1
        }
        masks[key] |= bits
    }

    /// Adds the dot at `(x, y)` (dot coordinates) if it is in the grid and the clip.
    mutating func plot(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
        if clip.rect != nil || clip.hasShapes {
            guard clip.contains(CGPoint(x: (Double(x) + 0.5) * dotWidth, y: (Double(y) + 0.5) * dotHeight)) else { return }
        }
        add(BlockGlyphs.brailleBit(x: x & 1, y: y & 3), at: (y >> 2) * columns + (x >> 1))   // x, y ≥ 0: shifts divide
    }

    /// Adds the dots `start…end` of dot row `fixed` (or dot column, when not `horizontal`) a cell at a time: the
    /// same dots, and cells in the same order, as `plot` for each dot from `start` to `end`. The clip must have no
    /// shapes; its rectangle is tested once per run rather than per dot.
    mutating func plotRun(horizontal: Bool, fixed: Int, from start: Int, to end: Int) {
        forEachCell(horizontal: horizontal, fixed: fixed, from: start, to: end) { bits, key in add(bits, at: key) }
    }

    /// Calls `add` with the dots of each cell that `plotRun` with the same arguments adds dots to, and the cell,
    /// in the order it adds them; each cell once.
    @inline(__always)
    func forEachCell(horizontal: Bool, fixed: Int, from start: Int, to end: Int, _ add: (UInt8, Int) -> Void) {
        forEachPart(horizontal: horizontal, fixed: fixed, from: start, to: end) { bits, key, count, step in
            var key = key
            for _ in 0..<count {
                add(bits, key)
                key &+= step
            }
        }
    }

    /// The cells of `forEachCell` in parts: the run's first cell, the cells between (all with the same dots), its
    /// last cell. `part` is called with the dots, the first cell, the number of cells and the step from one to the
    /// next (negative when the run goes backwards), in `forEachCell`'s order.
    @inline(__always)
    func forEachPart(horizontal: Bool, fixed: Int, from start: Int, to end: Int,
                     _ part: (_ bits: UInt8, _ key: Int, _ count: Int, _ step: Int) -> Void) {
        let r = clip.rect
        let (size, fixedSize) = horizontal ? (dotWidth, dotHeight) : (dotHeight, dotWidth)
        let (limit, fixedLimit) = horizontal ? (dotColumns, dotRows) : (dotRows, dotColumns)
        guard fixed >= 0, fixed < fixedLimit,
              Self.dots(fixed, fixed, size: fixedSize, from: horizontal ? r?.minY : r?.minX,
                        to: horizontal ? r?.maxY : r?.maxX) != nil,
              let run = Self.dots(max(min(start, end), 0), min(max(start, end), limit - 1), size: size,
                                  from: horizontal ? r?.minX : r?.minY, to: horizontal ? r?.maxX : r?.maxY)
        else { return }
        let perCell = horizontal ? 2 : 4
        /// The bits of the dots `lo…hi` (0…perCell - 1) of a cell along the run.
        func bits(_ lo: Int, _ hi: Int) -> UInt8 {
            var bits: UInt8 = 0
            for sub in lo...hi {
                bits |= horizontal ? BlockGlyphs.brailleBit(x: sub, y: fixed & 3) : BlockGlyphs.brailleBit(x: fixed & 1, y: sub)
            }
            return bits
        }
        let first = run.lowerBound / perCell, last = run.upperBound / perCell
        let whole = bits(0, perCell - 1)
        let head = bits(run.lowerBound - first * perCell, first == last ? run.upperBound - first * perCell : perCell - 1)
        let tail = bits(first == last ? run.lowerBound - last * perCell : 0, run.upperBound - last * perCell)
        // The cells along the run are `step` apart (negated when the run goes backwards).
        let base = horizontal ? (fixed >> 2) * columns : fixed >> 1, step = horizontal ? 1 : columns
        if start <= end {
            part(head, base + first * step, 1, step)
            guard last > first else { return }
            if last - first > 1 { part(whole, base + (first + 1) * step, last - first - 1, step) }
            part(tail, base + last * step, 1, step)
        } else {
            part(tail, base + last * step, 1, -step)
            guard last > first else { return }
            if last - first > 1 { part(whole, base + (last - 1) * step, last - first - 1, -step) }
            part(head, base + first * step, 1, -step)
        }
    }

    /// The dots `lo…hi` along one axis, `size` apart, whose centres fall in `[minimum, maximum)` (a clip
    /// rectangle's extent; nil bounds for no clip), or nil if none do: the test `ClipRegion.contains` makes per
    /// dot, which the dots pass as one range, so each end is found from a guess.
    static func dots(_ lo: Int, _ hi: Int, size: Double, from minimum: CGFloat?, to maximum: CGFloat?) -> ClosedRange<Int>? {
        guard lo <= hi else { return nil }
        guard let minimum, let maximum else { return lo...hi }
        /// The first dot of lo…hi + 1 from which on `past` holds (it is false, then true, along the axis).
        func first(near guess: CGFloat, _ past: (CGFloat) -> Bool) -> Int {
            let estimate = Double(guess) / size - 0.5
            var x = estimate.isFinite ? Int(max(Double(lo), min(Double(hi + 1), estimate.rounded(.down)))) : lo
            while x > lo && past(CGFloat((Double(x - 1) + 0.5) * size)) { x -= 1 }
            while x <= hi && !past(CGFloat((Double(x) + 0.5) * size)) { x += 1 }
            return x
        }
        let start = first(near: minimum) { $0 >= minimum }, end = first(near: maximum) { !($0 < maximum) }
        return start < end ? start...(end - 1) : nil
    }
}

/// The memory braille strokes gather their dots in (see ``BrailleDots``), one per canvas: a mask per cell, zero
/// between strokes, and room to list every cell. The list is never read past what a stroke wrote, so it is left
/// uninitialized rather than cleared.
final class BrailleScratch {
    let masks: UnsafeMutableBufferPointer<UInt8>
    let order: UnsafeMutableBufferPointer<Int>

    init(cells: Int) {
        masks = .allocate(capacity: cells)
        masks.initialize(repeating: 0)
        order = .allocate(capacity: cells)
    }

    deinit {
        masks.deallocate()
        order.deallocate()
    }
}
