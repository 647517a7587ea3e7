import Foundation

/// A chart's ``AXChartDescriptor`` as backends read it: plain text, so that it can travel in a display list (a
/// descriptor is a graph of classes and closures; this is a value). A chart's own description keeps its points as
/// values and describes each when a row is read (``Points``), so a sample of a big chart's table costs the sample.
///
/// Made when the view with `accessibilityChartDescriptor(_:)` updates, and carried by the items it draws
/// (``AccessibilityInfo/chart``); ``DisplayList/charts`` lists each chart once. Backends show it as a table: one
/// row per data point, one column per axis.
public struct ChartDescription: Hashable, Sendable {
    /// One axis: its title and what it spans ("0 to 100", or the categories in order).
    public struct Axis: Hashable, Sendable {
        /// The axis title.
        public var title: String
        /// What the axis spans, as it reads.
        public var extent: String

        /// An axis with its title and extent, as given.
        package init(title: String, extent: String) {
            self.title = title
            self.extent = extent
        }
    }

    /// One series: its name, whether it is a line, and its points.
    public struct Series: Hashable, Sendable {
        /// The name, possibly empty.
        public var name: String
        /// Whether the points form a line.
        public var isContinuous: Bool
        /// The points, in order.
        public var points: Points

        /// A series with its name, continuity and points, as given.
        package init(name: String, isContinuous: Bool, points: Points) {
            self.name = name
            self.isContinuous = isContinuous
            self.points = points
        }
    }

    /// One data point: its label and its values, one per axis (empty where it has none).
    public struct Point: Hashable, Sendable {
        /// The point's own label, if any.
        public var label: String?
        /// The values as they read, in the order of ``ChartDescription/axes``.
        public var values: [String]

        /// A point with its label and values, as given.
        package init(label: String?, values: [String]) {
            self.label = label
            self.values = values
        }
    }

    /// The view the chart belongs to (its path), set when the display list is drawn.
    public var id: DisplayItemID?
    /// The title, if any.
    public var title: String?
    /// The summary, if any.
    public var summary: String?
    /// The axes: x, then y when there is one, then the additional axes.
    public var axes: [Axis]
    /// The data.
    public var series: [Series]

    /// A description of the given parts, as given (the strings already cleaned of control characters).
    package init(title: String?, summary: String?, axes: [Axis], series: [Series]) {
        self.title = title
        self.summary = summary
        self.axes = axes
        self.series = series
    }

    /// The description of a descriptor: each value read through its axis (a numeric axis's
    /// `valueDescriptionProvider`). Non-finite numbers read as "NaN", "∞" or "-∞".
    @MainActor public init(_ descriptor: AXChartDescriptor) {
        var axisList: [any AXDataAxisDescriptor] = [descriptor.xAxis]
        if let y = descriptor.yAxis { axisList.append(y) }
        axisList += descriptor.additionalAxes
        title = descriptor.title.map(Self.clean)
        summary = descriptor.summary.map(Self.clean)
        axes = axisList.map { Axis(title: Self.clean($0.title), extent: Self.clean(Self.extent(of: $0))) }
        series = descriptor.series.map { s in
            Series(name: Self.clean(s.name ?? ""), isContinuous: s.isContinuous, points: Points(s.dataPoints.map { p in
                var values = [Self.clean(descriptor.xAxis.describe(p.xValue))]
                if let y = descriptor.yAxis { values.append(p.yValue.map { Self.clean(y.describe($0)) } ?? "") }
                for (i, axis) in descriptor.additionalAxes.enumerated() {
                    values.append(i < p.additionalValues.count ? Self.clean(axis.describe(p.additionalValues[i])) : "")
                }
                return Point(label: p.label.map(Self.clean), values: values)
            }))
        }
    }

    /// What an axis spans, as it reads.
    private static func extent(of axis: any AXDataAxisDescriptor) -> String {
        if let n = axis as? AXNumericDataAxisDescriptor {
            return n.valueDescriptionProvider(n.range.lowerBound) + " to " + n.valueDescriptionProvider(n.range.upperBound)
        }
        if let c = axis as? AXCategoricalDataAxisDescriptor { return c.categoryOrder.joined(separator: ", ") }
        return ""
    }

    /// A user string without control characters (they would reach a terminal or markup).
    package static func clean(_ s: String) -> String {
        // C0 controls and DEL are single bytes, and C1 controls start with 0xC2 in UTF-8: most text is passed by
        // one look at its bytes, without decoding its scalars (in place: iterating `utf8` costs ~30 instructions
        // a byte for a short string).
        func flagged(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 }
        guard s.utf8.withContiguousStorageIfAvailable({ $0.contains(where: flagged) }) ?? s.utf8.contains(where: flagged),
              s.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? " " : $0 }))
    }

    /// The column headings of the data table: "Series" when there are several series, then "Label" when any point
    /// has one, then the axis titles.
    public var columns: [String] {
        var c: [String] = []
        if series.count > 1 { c.append("Series") }
        if hasLabels { c.append("Label") }
        return c + axes.map { $0.title.isEmpty ? "Value" : $0.title }
    }

    /// The rows of the data table, in the order of ``columns``.
    public var rows: [[String]] { rows(at: 0..<rowCount) }

    /// How many rows the data table has: one per point of every series.
    public var rowCount: Int { series.reduce(0) { $0 + $1.points.count } }

    /// The rows at `indices` (ascending, each in `0..<rowCount`; others are skipped), made without making the rest:
    /// a sample of a million-point chart's table costs the sample.
    public func rows(at indices: some Sequence<Int>) -> [[String]] {
        var result: [[String]] = [], row: [String] = []
        result.reserveCapacity(indices.underestimatedCount)
        forEachCell(inRowsAt: Array(indices), startRow: { row = [] }, cell: { row.append($0) },
                    endRow: { result.append(row) })
        return result
    }

    /// Calls `cell` with the text of each cell of the rows at `indices` (as ``rows(at:)`` takes them), in the order
    /// of ``columns``, between `startRow` and `endRow` for each row: a backend writes the table cell by cell, each
    /// point put into words as it is read, without an array per row or per point. (The indices are an array rather
    /// than any sequence, which would be iterated through witness tables: ~2,500 instructions a row.)
    package func forEachCell(inRowsAt indices: [Int], startRow: () -> Void, cell: (String) -> Void,
                             endRow: () -> Void) {
        let labelled = hasLabels, named = series.count > 1
        var seriesIndex = 0, firstRow = 0
        // The current series' name, points and their count, read out of `series` once per series rather than once
        // per row (each read of a count copies the points' storage).
        var name = series.first?.name ?? "", points = series.first?.points ?? []
        var pointCount = points.count
        for index in indices where index >= 0 {
            while seriesIndex < series.count, index >= firstRow + pointCount {
                firstRow += pointCount
                seriesIndex += 1
                if seriesIndex < series.count {
                    (name, points) = (series[seriesIndex].name, series[seriesIndex].points)
                    pointCount = points.count
                }
            }
            guard seriesIndex < series.count else { break }
            startRow()
            if named { cell(name) }
            points.forEachCell(at: index - firstRow, withLabel: labelled, cell)
            endRow()
        }
    }

    private var hasLabels: Bool { series.contains { $0.points.hasLabels } }

    /// What the table does not say by itself: the summary, then one line per axis ("x axis: Day (Mon, Tue)").
    public var notes: [String] {
        var lines: [String] = []
        if let summary, !summary.isEmpty { lines.append(summary) }
        let names = ["x axis", "y axis"]
        for (i, axis) in axes.enumerated() {
            let name = i < names.count ? names[i] : "axis \(i + 1)"
            lines.append("\(name): \(axis.title)" + (axis.extent.isEmpty ? "" : " (\(axis.extent))"))
        }
        return lines
    }

    /// The chart as lines of plain text a screen reader reads in order: the title, the ``notes``, then the data as
    /// a table whose columns are padded to line up.
    ///
    /// ```
    /// Weekly sales
    /// x axis: Day (Mon, Tue, Wed)
    /// y axis: Units (0 to 30)
    /// Day  Units
    /// Mon  12
    /// ```
    public var textLines: [String] {
        var lines: [String] = []
        if let title, !title.isEmpty { lines.append(title) }
        lines += notes
        let table = [columns] + rows
        var widths = [Int](repeating: 0, count: columns.count)
        for row in table { for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) } }
        for row in table {
            let cells = row.enumerated().map { i, cell in i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) }
            lines.append(cells.joined(separator: "  "))
        }
        return lines
    }
}
