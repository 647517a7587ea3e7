import Foundation
import Declarative

/// A series of a chart's own accessibility description, kept as values: runs of column-stored marks share the
/// columns' arrays, other marks keep their values, and a point is put into words only when a backend reads it
/// (`ChartDescription.Points`). A million-point line's description then costs nothing a point until its table is
/// read, and an SVG reads 500 rows of it.
///
/// A point reads as the chart's descriptor would describe it: its x as a category, or through the x axis's style;
/// its y through the y axis's style, when the description has a y axis; its label as given. Control characters in
/// categories and labels read as spaces (`ChartDescription.clean`).
struct DescribedPoints: ChartPointSource {
    /// A point's x value.
    enum X: Hashable {
        case number(Double)
        case text(String)
    }

    /// A point given by itself (a mark read one by one).
    struct Point: Hashable {
        var x: X
        var y: Double?
        var label: String?
    }

    /// Points in a row: the drawable marks of a column run (whose columns it shares), or marks read one by one.
    enum Run: Hashable {
        /// Points `xs[i], ys[i]`, one label for all; x reads as a category of `categoryKind` values when set.
        case columns(xs: [Double], ys: [Double], categoryKind: MarkColumns.ValueKind?, label: String?)
        /// The points `range` of `points`, given one by one.
        case points(Range<Int>)

        var count: Int {
            switch self {
            case .columns(let xs, _, _, _): xs.count
            case .points(let range): range.count
            }
        }

        /// Hashes the count only: a million points would otherwise be hashed on every comparison of display lists.
        func hash(into hasher: inout Hasher) { hasher.combine(count) }
    }

    /// How the x numbers read, and how the y values read (nil when the description has no y axis).
    let xStyle: ValueStyle
    let yStyle: ValueStyle?
    private(set) var runs: [Run] = []
    /// The points given one by one, of every run of them. (In one array rather than in their runs: a point appended
    /// to a run's own array took the array out of the run and put it back, ~250 instructions a mark.)
    private var points: [Point] = []
    /// The index of each run's first point.
    private var starts: [Int] = []
    private(set) var count = 0

    init(xStyle: ValueStyle, yStyle: ValueStyle?) {
        self.xStyle = xStyle
        self.yStyle = yStyle
    }

    /// Hashes the styles and the runs' counts, not the points: a million points would otherwise be hashed on every
    /// comparison of display lists. (Equality compares them all.)
    func hash(into hasher: inout Hasher) {
        hasher.combine(xStyle)
        hasher.combine(yStyle)
        hasher.combine(runs)
    }

    /// Appends a run of column values (not copied).
    mutating func append(xs: [Double], ys: [Double], categoryKind: MarkColumns.ValueKind?, label: String?) {
        guard !xs.isEmpty else { return }
        add(.columns(xs: xs, ys: ys, categoryKind: categoryKind, label: label))
    }

    /// Appends one point; when the points are full, makes room for `expected` more (the marks left to read), so that
    /// 10,000 bars do not leave a third of their array empty.
    mutating func append(x: X, y: Double?, label: String?, expected: Int) {
        if points.count == points.capacity { points.reserveCapacity(points.count + max(expected, 1)) }
        points.append(Point(x: x, y: y, label: label))
        if case .points(let range)? = runs.last, range.upperBound == points.count - 1 {
            runs[runs.count - 1] = .points(range.lowerBound..<points.count)
            count += 1
        } else {
            add(.points((points.count - 1)..<points.count))
        }
    }

    private mutating func add(_ run: Run) {
        starts.append(count)
        runs.append(run)
        count += run.count
    }

    var hasLabels: Bool {
        runs.contains { run in
            switch run {
            case .columns(_, _, _, let label): label?.isEmpty == false
            case .points(let range): points[range].contains { $0.label?.isEmpty == false }
            }
        }
    }

    func point(at index: Int) -> ChartDescription.Point {
        let (label, x, y) = described(at: index)
        // One array literal: appending the y to `[x]` allocated the array twice.
        return ChartDescription.Point(label: label, values: y.map { [x, $0] } ?? [x])
    }

    func forEachCell(ofPointAt index: Int, withLabel: Bool, _ body: (String) -> Void) {
        let (label, x, y) = described(at: index)
        if withLabel { body(label ?? "") }
        body(x)
        if let y { body(y) }
    }

    /// Point `index`'s label, its x as it reads, and its y as it reads ("" for none) when the description has a y axis.
    private func described(at index: Int) -> (label: String?, x: String, y: String?) {
        // The last run starting at or before `index`.
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        let i = index - starts[low]
        let x: String, y: Double?, label: String?
        switch runs[low] {
        case .columns(let xs, let ys, let categoryKind, let runLabel):
            x = categoryKind.map { ChartDescription.clean(PositionScale.categoryKey($0.primitive(xs[i]))) } ?? xStyle.text(xs[i])
            (y, label) = (ys[i], runLabel)
        case .points(let range):
            // The point's parts read in place: a copy of the point retained and released its strings.
            let j = range.lowerBound + i
            switch points[j].x {
            case .number(let v): x = xStyle.text(v)
            case .text(let s): x = ChartDescription.clean(s)
            }
            (y, label) = (points[j].y, points[j].label)
        }
        let yText: String?
        switch yStyle {
        case nil: yText = nil
        case let style?: yText = y.map { style.text($0) } ?? ""
        }
        return (label.map(ChartDescription.clean), x, yText)
    }
}

extension DescribedPoints {
    /// How numbers on an axis of the description read.
    enum ValueStyle: Hashable {
        /// As chart labels write numbers ("12", "2,500", "0.25").
        case number
        /// As dates: "Mar 10, 2024", with the time when it is not midnight.
        case date(DateDescriber)
        /// As a descriptor reads a number on an axis without a provider (a category axis).
        case plain

        func text(_ v: Double) -> String {
            switch self {
            case .number: Self.integerText(v) ?? PlottablePrimitive.number(v).description
            case .date(let dates): dates.string(for: v)
            case .plain: AXNumericDataAxisDescriptor.plainDescription(v)
            }
        }

        /// An integer below 1,000 in magnitude as `PlottablePrimitive.number` writes it ("12", "-3"), its digits
        /// written straight into a small string: a chart's table reads hundreds of such values, and `String(Int)`
        /// costs ~400 instructions each. (A table of all 1,999 strings cost a new process 0.45 M instructions to
        /// build.) Nil for any other number.
        private static func integerText(_ v: Double) -> String? {
            guard v.magnitude < 1000, let i = Int(exactly: v) else { return nil }
            return String(unsafeUninitializedCapacity: 4) { buffer in
                var n = i.magnitude, count = 0
                if i < 0 { buffer[0] = UInt8(ascii: "-"); count = 1 }
                let digits = n >= 100 ? 3 : (n >= 10 ? 2 : 1)
                for k in stride(from: count + digits - 1, through: count, by: -1) {
                    buffer[k] = UInt8(ascii: "0") + UInt8(n % 10)
                    n /= 10
                }
                return count + digits
            }
        }
    }
}

/// Dates as a chart's description reads them: "Mar 10, 2024", with the time when it is not midnight. The formatters
/// are made when the first date is read, and shared by the copies of a description.
final class DateDescriber: Hashable, @unchecked Sendable {
    // @unchecked: `calendar` is immutable; the formatters are made and used only while holding `lock`.
    let calendar: Calendar
    private let lock = NSLock()
    private var formatters: (day: DateFormatter, time: DateFormatter)?

    init(calendar: Calendar) { self.calendar = calendar }

    func string(for seconds: Double) -> String {
        guard seconds.isFinite else { return PlottablePrimitive.number(seconds).description }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        let isMidnight = calendar.startOfDay(for: date) == date
        return lock.withLock {
            let f = formatters ?? makeFormatters()
            formatters = f
            return (isMidnight ? f.day : f.time).string(from: date)
        }
    }

    private func makeFormatters() -> (day: DateFormatter, time: DateFormatter) {
        let day = DateFormatter(), time = DateFormatter()
        for (f, pattern) in [(day, "MMM d, yyyy"), (time, "MMM d, yyyy, h:mm a")] {
            f.locale = Locale(identifier: "en_US_POSIX")
            f.calendar = calendar
            f.timeZone = calendar.timeZone
            f.dateFormat = pattern
        }
        return (day, time)
    }

    static func == (lhs: DateDescriber, rhs: DateDescriber) -> Bool { lhs.calendar == rhs.calendar }

    func hash(into hasher: inout Hasher) { hasher.combine(calendar) }
}
