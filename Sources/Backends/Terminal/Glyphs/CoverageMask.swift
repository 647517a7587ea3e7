/// Which parts of a cell something covers, on an 8 × 8 grid of sub-cells: bit `row × 8 + column`, row 0 at the
/// top. For the default 8 × 16 pt cell a sub-cell is 1 × 2 pt, so the edge of an axis-aligned rectangle snapped to
/// eighths is exact, and any other shape is sampled at 64 points.
///
/// ```
///  a bar's corner: columns 0..<5, rows 3..<8   →   ........
///                                                  ........
///                                                  ........
///                                                  #####...   (row 3)
///                                                  #####...
///                                                  ...       rows 4–7 alike
/// ```
///
/// Masks compare by the number of differing bits: the error, in 64ths of a cell, of showing one for the other.
struct CoverageMask: Hashable, Sendable {
    var bits: UInt64

    /// The empty mask.
    static let empty = CoverageMask(bits: 0)
    /// The whole cell.
    static let full = CoverageMask(bits: .max)

    init(bits: UInt64) { self.bits = bits }

    /// The rectangle from column `left` to `right` and row `top` to `bottom` (in eighths of the cell, 0…8, ends
    /// exclusive); empty when either range is.
    init(left: Int, right: Int, top: Int, bottom: Int) {
        guard left < right, top < bottom, left >= 0, top >= 0, right <= 8, bottom <= 8 else { bits = 0; return }
        let row = UInt64((1 << (right - left)) - 1) << UInt64(left)
        let rows: UInt64 = bottom - top == 8 ? .max : ((1 << UInt64(8 * (bottom - top))) - 1) << UInt64(8 * top)
        bits = row &* 0x0101_0101_0101_0101 & rows
    }

    /// The mask of the sub-cells whose centres pass `inside` (unit cell coordinates, y down).
    init(sampling inside: (Double, Double) -> Bool) {
        var bits: UInt64 = 0
        for i in 0..<64 where inside((Double(i % 8) + 0.5) / 8, (Double(i / 8) + 0.5) / 8) { bits |= 1 << UInt64(i) }
        self.bits = bits
    }

    /// The number of sub-cells covered, 0…64.
    var count: Int { bits.nonzeroBitCount }

    /// The sub-cells covered by one and not the other: the error of showing `other` for `self`.
    @inline(__always)
    func error(to other: CoverageMask) -> Int { (bits ^ other.bits).nonzeroBitCount }

    /// The sub-cells not covered.
    var inverted: CoverageMask { CoverageMask(bits: ~bits) }

    /// Whether the sub-cell under a point (unit cell coordinates, y down) is covered.
    @inline(__always)
    func covers(x: Double, y: Double) -> Bool {
        let column = min(max(Int(x * 8), 0), 7), row = min(max(Int(y * 8), 0), 7)
        return bits >> UInt64(row * 8 + column) & 1 != 0
    }

    /// A point well inside the covered part (unit cell coordinates): the covered sub-cell nearest the part's
    /// centre of mass, so that a diagonal pair of quadrants gives a point in one of them. Nil when empty.
    var interiorPoint: (Double, Double)? {
        guard bits != 0 else { return nil }
        var sx = 0.0, sy = 0.0
        for i in 0..<64 where bits >> UInt64(i) & 1 != 0 {
            sx += Double(i % 8) + 0.5
            sy += Double(i / 8) + 0.5
        }
        let n = Double(count), cx = sx / n, cy = sy / n
        var best = 0, bestDistance = Double.infinity
        for i in 0..<64 where bits >> UInt64(i) & 1 != 0 {
            let dx = Double(i % 8) + 0.5 - cx, dy = Double(i / 8) + 0.5 - cy
            if dx * dx + dy * dy < bestDistance { (best, bestDistance) = (i, dx * dx + dy * dy) }
        }
        return ((Double(best % 8) + 0.5) / 8, (Double(best / 8) + 0.5) / 8)
    }
}
