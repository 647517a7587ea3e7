/// Per mark, the extent a bar or area measures on its value axis (`ChartModel.measured`), nil for the rest.
///
/// Stored as two arrays of bounds, NaN for nil, made when the first extent is set: a chart of lines or points
/// (a million of them, say) sets none and allocates nothing, where an array of optional ranges took 24 bytes a mark.
struct MeasuredExtents: RandomAccessCollection {
    let count: Int
    private var lower: [Double] = []
    private var upper: [Double] = []

    /// `count` marks, none measured.
    init(count: Int) { self.count = count }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> ClosedRange<Double>? {
        get {
            guard !lower.isEmpty, !lower[i].isNaN else { return nil }
            return lower[i]...upper[i]
        }
        set {
            if lower.isEmpty {
                guard newValue != nil else { return }
                lower = Array(repeating: .nan, count: count)
                upper = lower
            }
            lower[i] = newValue?.lowerBound ?? .nan
            upper[i] = newValue?.upperBound ?? .nan
        }
    }
}
