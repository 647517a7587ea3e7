import Foundation
import Declarative

/// A chart's resolved marks in declaration order: runs of single marks (`ResolvedMark`) and runs stored by column
/// (`MarkColumns`, a `ForEach` of lines or points).
///
/// As a collection it reads like an array of marks — a mark of a column run is made when it is read — so code that
/// looks at marks one by one works on both. The passes that are linear in the data (domains, series, drawing,
/// the accessibility descriptor) read `segments` and take the columns as they are.
struct MarkList: RandomAccessCollection {
    /// A run of marks: single ones, or columns.
    struct Segment {
        /// The index of the run's first mark in the list.
        let start: Int
        fileprivate(set) var rows: [ResolvedMark]
        let columns: MarkColumns?

        var count: Int { columns?.count ?? rows.count }
        var indices: Range<Int> { start..<(start + count) }
        /// Mark `i` of the list (in this run).
        func mark(_ i: Int) -> ResolvedMark { columns?.mark(at: i - start) ?? rows[i - start] }
    }

    private(set) var segments: [Segment] = []
    private(set) var count = 0
    /// Whether a single mark is a function plot's placeholder (see `FunctionSampling`): noted as marks are appended,
    /// so that a chart without one is not searched for one each time it is laid out (a dynamic cast a mark).
    private(set) var containsFunctionPlots = false

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> ResolvedMark { segments[segment(of: i)].mark(i) }

    /// The index of the segment holding mark `i`.
    func segment(of i: Int) -> Int {
        if segments.count == 1 { return 0 }
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].start <= i { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Appends a single mark.
    mutating func append(_ mark: ResolvedMark) {
        if segments.isEmpty || segments[segments.count - 1].columns != nil {
            segments.append(Segment(start: count, rows: [], columns: nil))
        }
        segments[segments.count - 1].rows.append(mark)
        count += 1
        if !containsFunctionPlots, !mark.hasStandardRareFields, mark.custom is FunctionPlotMarker { containsFunctionPlots = true }
    }

    /// Appends a column run (an empty one adds nothing).
    mutating func append(_ columns: MarkColumns) {
        guard columns.count > 0 else { return }
        if let last = segments.last, last.columns == nil, last.rows.isEmpty { segments.removeLast() }
        segments.append(Segment(start: count, rows: [], columns: columns))
        count += columns.count
    }

    /// Makes room for `n` more single marks.
    mutating func reserveCapacity(_ n: Int) {
        if segments.isEmpty || segments[segments.count - 1].columns != nil {
            segments.append(Segment(start: count, rows: [], columns: nil))
        }
        segments[segments.count - 1].rows.reserveCapacity(segments[segments.count - 1].rows.count + n)
    }

    /// The single marks with their indices, leaving out the column runs — which hold only lines and points, never
    /// stacked, measured or sectors.
    var singleMarks: SingleMarks { SingleMarks(segments: segments) }

    /// The single marks of the runs, with their indices (a column run has no rows). An iterator of its own: a lazy
    /// chain of filter, flatMap and map copied each mark three times, in every pass over a chart's marks.
    struct SingleMarks: Sequence, IteratorProtocol {
        fileprivate let segments: [Segment]
        private var segment = -1, index = 0, rowCount = 0

        fileprivate init(segments: [Segment]) { self.segments = segments }

        mutating func next() -> (offset: Int, element: ResolvedMark)? {
            while index == rowCount {
                segment += 1
                guard segment < segments.count else { return nil }
                index = 0
                rowCount = segments[segment].rows.count
            }
            defer { index += 1 }
            return (segments[segment].start + index, segments[segment].rows[index])
        }
    }

    /// A mark for each style: every single mark, and the first of each column run, whose marks share its style.
    var styleSamples: some Sequence<ResolvedMark> {
        segments.lazy.flatMap { s in s.columns.map { [$0.prototype] } ?? s.rows }
    }

    /// Iterates run by run (a mark of a column run is made when it is reached).
    struct Iterator: IteratorProtocol {
        fileprivate let segments: [Segment]
        fileprivate var segment = 0, index = 0

        mutating func next() -> ResolvedMark? {
            while segment < segments.count {
                let s = segments[segment]
                if index < s.count {
                    defer { index += 1 }
                    return s.columns?.mark(at: index) ?? s.rows[index]
                }
                segment += 1
                index = 0
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(segments: segments) }
}
