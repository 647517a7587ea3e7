import Foundation

/// A categorical position scale that splits a range into equal bands (d3 `scaleBand`,
/// Swift Charts' documentation).
///
/// ```
/// step      = |range| / max(1, n − paddingInner + 2·paddingOuter)
/// start     = min(range) + (|range| − step·(n − paddingInner)) · align
/// bandwidth = step · (1 − paddingInner)
/// band i    = [start + step·i, … + bandwidth]
/// ```
/// Positions are computed per index on demand, so a huge `count` costs nothing until an
/// array of all positions is requested. `count == 0` is valid: there are no bands, and
/// ``step``/``bandwidth`` are those of a single band (d3 behaviour). A reversed range
/// (`rangeStart > rangeEnd`) puts index 0 at `rangeStart`.
public struct BandScale: Sendable, Equatable {
    /// The number of categories (clamped to ≥ 0).
    public var count: Int
    /// Position where the first category lies (points).
    public var rangeStart: CGFloat
    /// Position where the last category lies (points).
    public var rangeEnd: CGFloat
    /// Fraction of a step left empty between bands, 0…1.
    public var paddingInner: CGFloat
    /// Fraction of a step left empty before the first and after the last band (≥ 0).
    public var paddingOuter: CGFloat
    /// How the outer space is distributed: 0 = all after, 0.5 = centred, 1 = all before.
    public var align: CGFloat

    /// The recommended Swift-Charts-like inner padding (Vega-Lite's bar default; [I]).
    public static let defaultPaddingInner: CGFloat = 0.1
    /// The recommended outer padding, half the inner padding (Vega-Lite; [I]).
    public static let defaultPaddingOuter: CGFloat = 0.05

    /// Creates a band scale. Paddings and alignment are clamped to their valid intervals
    /// (`paddingInner` and `align` to 0…1, `paddingOuter` to ≥ 0; NaN → default).
    public init(
        count: Int, range: (start: CGFloat, end: CGFloat),
        paddingInner: CGFloat = BandScale.defaultPaddingInner,
        paddingOuter: CGFloat = BandScale.defaultPaddingOuter, align: CGFloat = 0.5
    ) {
        self.count = Swift.max(0, count)
        rangeStart = range.start
        rangeEnd = range.end
        self.paddingInner = paddingInner.isNaN ? Self.defaultPaddingInner : Swift.min(1, Swift.max(0, paddingInner))
        self.paddingOuter = paddingOuter.isNaN ? Self.defaultPaddingOuter : Swift.max(0, paddingOuter)
        self.align = align.isNaN ? 0.5 : Swift.min(1, Swift.max(0, align))
    }

    /// A point scale (d3 `scalePoint`): bandwidth 0, categories at evenly spaced points with
    /// `padding` steps of space at each end.
    public static func point(count: Int, range: (start: CGFloat, end: CGFloat), padding: CGFloat = 0.5) -> BandScale {
        BandScale(count: count, range: range, paddingInner: 1, paddingOuter: padding)
    }

    private var lower: CGFloat { Swift.min(rangeStart, rangeEnd) }
    private var length: CGFloat { abs(rangeEnd - rangeStart) }
    private var reversed: Bool { rangeEnd < rangeStart }

    /// The distance between the starts of adjacent bands.
    public var step: CGFloat {
        length / Swift.max(1, CGFloat(count) - paddingInner + 2 * paddingOuter)
    }

    /// The width of each band.
    public var bandwidth: CGFloat { step * (1 - paddingInner) }

    /// The leading edge (lowest coordinate) of the first band in increasing-coordinate order.
    private var firstStart: CGFloat {
        lower + (length - step * (CGFloat(count) - paddingInner)) * align
    }

    /// The lowest coordinate of band `index` (its leading edge for a normal range). Indices
    /// outside `0..<count` extrapolate with the same step instead of trapping.
    public func start(of index: Int) -> CGFloat {
        let slot = reversed ? count - 1 - index : index
        return firstStart + step * CGFloat(slot)
    }

    /// The centre of band `index` — where a `LineMark`/`PointMark` on a categorical axis sits.
    public func center(of index: Int) -> CGFloat { start(of: index) + bandwidth / 2 }

    /// The lowest coordinates of all bands, in category order. O(count) memory.
    public var starts: [CGFloat] { (0..<count).map(start(of:)) }

    /// The index of the band whose step slot contains `position`, or `nil` outside all bands'
    /// slots (used for hit-testing, e.g. selection).
    public func index(at position: CGFloat) -> Int? {
        guard count > 0, step > 0 else { return nil }
        let slot = ((position - firstStart + step * paddingInner / 2) / step).rounded(.down)
        guard slot >= 0, slot < CGFloat(count) else { return nil }
        let i = Int(slot)
        return reversed ? count - 1 - i : i
    }
}

/// The distinct values of `values` in order of first appearance — the default categorical
/// domain order of Swift Charts (Swift Charts' documentation). O(n) with hashing.
public func firstAppearanceOrder<T: Hashable>(_ values: some Sequence<T>) -> [T] {
    var seen = Set<T>()
    var out: [T] = []
    for v in values where seen.insert(v).inserted { out.append(v) }
    return out
}
