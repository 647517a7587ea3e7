/// Where a ``ChartDescription/Points`` collection gets its points from, when they are not a list of already described
/// points: a chart's own description keeps its data as values and puts a point into words only when a backend reads
/// it, so that a million-point line does not spend two formatted strings a point on a table that shows 500 rows.
package protocol ChartPointSource: Hashable, Sendable {
    /// How many points there are.
    var count: Int { get }
    /// Point `index` (in `0..<count`), described.
    func point(at index: Int) -> ChartDescription.Point
    /// Calls `body` with the cells of point `index` as `point(at:)` describes it — its label first ("" for none) when
    /// `withLabel`, then its values — without making the point and its array.
    func forEachCell(ofPointAt index: Int, withLabel: Bool, _ body: (String) -> Void)
    /// Whether any point has a non-empty label, answered without describing the points.
    var hasLabels: Bool { get }
}

extension ChartDescription {
    /// A series' points, in order: a list of described points, or a source that describes each when it is read.
    ///
    /// Equal when they describe the same points (a source compares its values, not its text). Hashing reads only
    /// the count and what a source chooses, so that hashing a million-point description stays cheap.
    public struct Points: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
        private enum Storage: Hashable, Sendable {
            case list([Point])
            case source(AnySource)
        }

        private let storage: Storage

        /// The given points.
        public init(_ points: [Point]) { storage = .list(points) }

        /// The given points.
        public init(arrayLiteral points: Point...) { storage = .list(points) }

        /// The points of `source`, described as they are read.
        package init(_ source: some ChartPointSource) { storage = .source(AnySource(source)) }

        /// The index of the first point: 0.
        public var startIndex: Int { 0 }

        /// The number of points.
        public var endIndex: Int {
            switch storage {
            case .list(let points): points.count
            case .source(let source): source.base.count
            }
        }

        /// The point at `index`, described.
        public subscript(index: Int) -> Point {
            switch storage {
            case .list(let points): points[index]
            case .source(let source): source.base.point(at: index)
            }
        }

        /// Calls `body` with the cells of the point at `index`: its label ("" for none) when `withLabel`, then its
        /// values.
        func forEachCell(at index: Int, withLabel: Bool, _ body: (String) -> Void) {
            switch storage {
            case .list(let points):
                let point = points[index]
                if withLabel { body(point.label ?? "") }
                for value in point.values { body(value) }
            case .source(let source):
                source.base.forEachCell(ofPointAt: index, withLabel: withLabel, body)
            }
        }

        /// Whether any point has a non-empty label.
        var hasLabels: Bool {
            switch storage {
            case .list(let points): points.contains { $0.label?.isEmpty == false }
            case .source(let source): source.base.hasLabels
            }
        }
    }
}

/// A type-erased ``ChartPointSource``, equal to another when their sources are of one type and equal.
private struct AnySource: Hashable, Sendable {
    let base: any ChartPointSource

    init(_ base: some ChartPointSource) { self.base = base }

    static func == (lhs: AnySource, rhs: AnySource) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

    func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}
