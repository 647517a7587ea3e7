import Foundation

/// A ``CellBuffer``'s cells in place, for the duration of `CellBuffer.withUnsafeMutableCells`: what the rasterizer
/// draws into, cell by cell, without an `Array` uniqueness check on every write.
///
/// ``put(_:at:)`` holds the buffer's rule for wide graphemes (see ``CellBuffer``): a write that lands on half of
/// one blanks the other half, and a wide grapheme cannot start in the last column.
///
/// ```swift
/// buffer.withUnsafeMutableCells { grid in
///     grid.put(Cell("█"), at: grid.index(column: 3, row: 1)!)
/// }
/// ```
struct CellGrid {
    /// The cells, row-major.
    let cells: UnsafeMutableBufferPointer<Cell>
    /// The number of columns.
    let columns: Int
    /// The number of rows.
    let rows: Int

    /// The flat index of a cell, or nil outside the grid.
    func index(column: Int, row: Int) -> Int? {
        column >= 0 && row >= 0 && column < columns && row < rows ? row * columns + column : nil
    }

    /// Puts a cell at a flat index (which must be in the grid), keeping wide graphemes whole. The common case, a
    /// narrow cell over a narrow cell, is a plain store.
    @inline(__always)
    func put(_ cell: Cell, at i: Int) {
        if cells[i].width == 1 && cell.width == 1 {
            cells[i] = cell
        } else {
            putKeepingWideGraphemes(cell, at: i)
        }
    }

    /// Puts a narrow cell at every flat index of `range` (in the grid), as `put` does one by one: a row of a bar's
    /// body.
    @inline(__always)
    func fill(_ cell: Cell, in range: Range<Int>) {
        guard cell.width == 1 else { for i in range { put(cell, at: i) }; return }
        for i in range {
            if cells[i].width == 1 { cells[i] = cell } else { putKeepingWideGraphemes(cell, at: i) }
        }
    }

    /// Whether the `count` cells from flat index `start` (in the grid) equal those at `other`.
    @inline(__always)
    func cells(at start: Int, equal other: UnsafePointer<Cell>, count: Int) -> Bool {
        guard let base = cells.baseAddress else { return count == 0 }
        // Equal bytes are equal cells. Equal cells whose padding bytes differ compare unequal here, which only costs
        // the caller its fast path.
        return memcmp(base + start, other, count &* MemoryLayout<Cell>.stride) == 0
    }

    /// Copies the `count` cells from flat index `start` (in the grid) to `target`, outside the grid.
    @inline(__always)
    func saveCells(from start: Int, count: Int, to target: UnsafeMutablePointer<Cell>) {
        guard let base = cells.baseAddress else { return }
        target.update(from: base + start, count: count)
    }

    /// Copies `count` cells from flat index `source` to `target` (the ranges in the grid, not overlapping), as they
    /// are: no wide grapheme is kept whole, so the caller knows every cell involved is narrow.
    @inline(__always)
    func copyCells(from source: Int, to target: Int, count: Int) {
        guard let base = cells.baseAddress else { return }
        (base + target).update(from: base + source, count: count)
    }

    /// Whether the `count` cells from flat index `start` are all one column wide.
    @inline(__always)
    func allNarrow(_ start: Int, count: Int) -> Bool {
        for i in start..<start &+ count where cells[i].width != 1 { return false }
        return true
    }

    /// Whether the `count` cells from flat index `start` (at least one, in the grid) are equal and one column wide.
    @inline(__always)
    func allEqualAndNarrow(_ start: Int, count: Int) -> Bool {
        let first = cells[start]
        guard first.width == 1 else { return false }
        for i in start &+ 1..<start &+ count where cells[i] != first { return false }
        return true
    }

    /// Stores a narrow cell at every flat index of `range` (in the grid), over cells the caller knows are narrow:
    /// what `fill` does there, without looking at them.
    @inline(__always)
    func fillNarrow(_ cell: Cell, in range: Range<Int>) {
        guard let base = cells.baseAddress else { return }
        (base + range.lowerBound).update(repeating: cell, count: range.count)
    }

    /// `put` where the new cell or the old one is not narrow.
    @inline(never)
    private func putKeepingWideGraphemes(_ cell: Cell, at i: Int) {
        let old = cells[i]
        let column = i % columns
        // Break up the wide grapheme this write lands on.
        if old.isContinuation, column > 0, !cell.isContinuation {
            cells[i - 1].glyph = .space
        }
        if old.width == 2, column + 1 < columns, cells[i + 1].isContinuation {
            cells[i + 1].glyph = .space
        }
        var cell = cell
        if cell.width == 2 {
            guard column + 1 < columns else {
                cell.glyph = .space
                cells[i] = cell
                return
            }
            cells[i] = cell
            let nextOld = cells[i + 1]
            if nextOld.width == 2, column + 2 < columns, cells[i + 2].isContinuation {
                cells[i + 2].glyph = .space
            }
            cells[i + 1] = Cell(glyph: .continuation, style: cell)
            return
        }
        cells[i] = cell
    }
}
