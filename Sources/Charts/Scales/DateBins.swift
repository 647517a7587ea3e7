import Foundation

/// Bins for a chart that plots data against dates, as Swift Charts' `DateBins`: a collection of
/// ``ChartBinRange``s between ascending date thresholds, with `index(for:)` to find a date's bin.
///
/// Calendar bins cover whole units, from the start of the unit that holds the range's lower bound to the end of the
/// one that holds its upper bound, so each month (day, week, …) of the data is a bin of its own:
///
///     let bins = DateBins(unit: .month, range: firstDay...lastDay)   // one bin per month
///     let price = prices[bins.index(for: selectedDate)]              // the month's entry
///
/// As with ``NumberBins``, bins include their lower threshold and not their upper one, except the last, which is
/// closed; a date before the first threshold counts in the first bin and one after the last in the last.
public struct DateBins: RandomAccessCollection, Sendable {
    /// The most thresholds the calendar initializers make (a guard against a unit far smaller than the range).
    static let maximumThresholdCount = 10_000

    /// The thresholds that surround the bins, ascending: bin `i` runs from `thresholds[i]` to `thresholds[i + 1]`.
    public let thresholds: [Date]

    /// Creates N − 1 bins with the given N thresholds (sorted; at least two make a bin).
    public init(thresholds: [Date]) { self.thresholds = thresholds.sorted() }

    /// Uniform calendar bins of `stride` `unit`s covering `range`: the first starts at the start of the unit that
    /// holds the lower bound (the calendar's `dateInterval(of:for:)`), the last ends at or after the end of the
    /// unit that holds the upper bound.
    public init(unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>,
                calendar: Calendar = .autoupdatingCurrent) {
        let step = Swift.max(stride, 1)
        guard let first = calendar.dateInterval(of: unit, for: range.lowerBound)?.start,
              let end = calendar.dateInterval(of: unit, for: range.upperBound)?.end else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        var dates = [first]
        // Each threshold is counted from the first, so that month lengths do not drift (31 Jan + 1 month).
        while let last = dates.last, last < end, dates.count < Self.maximumThresholdCount,
              let next = calendar.date(byAdding: unit, value: step * dates.count, to: first), next > last {
            dates.append(next)
        }
        if dates.count < 2 { dates.append(end) }
        self.init(thresholds: dates)
    }

    /// Uniform bins of `timeInterval` seconds covering `range`; the first bin starts at the range's lower bound.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let span = range.upperBound.timeIntervalSince(range.lowerBound)
        let count = timeInterval > 0 && span.isFinite
            ? Swift.min(Swift.max(Int((span / timeInterval).rounded(.up)), 1), Self.maximumThresholdCount - 1) : 1
        let width = timeInterval > 0 ? timeInterval : Swift.max(span, 1)
        self.init(thresholds: (0...count).map { range.lowerBound.addingTimeInterval(width * Double($0)) })
    }

    /// Bins inferred for a range: about `desiredCount` of them, each a calendar step that an axis would also choose
    /// (1, 5, 15 or 30 seconds or minutes; 1, 3, 6 or 12 hours; 1 or 2 days; a week; 1 or 3 months; years),
    /// aligned to the calendar and covering the range.
    public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .autoupdatingCurrent) {
        let lower = range.lowerBound, upper = range.upperBound
        let interval = DateTickInterval.automatic(span: upper.timeIntervalSince(lower), count: Swift.max(desiredCount, 1))
        guard let first = DateScale.floor(lower, to: interval, calendar: calendar) else {
            self.init(thresholds: [lower, upper])
            return
        }
        var dates = [first]
        while let last = dates.last, last < upper || dates.count < 2, dates.count < Self.maximumThresholdCount,
              let next = DateScale.next(after: last, interval: interval, calendar: calendar), next > last {
            dates.append(next)
        }
        self.init(thresholds: dates)
    }

    /// Bins inferred from data: over the data's range, `desiredCount` of them, or when that is `nil` as many as
    /// Scott's normal reference rule gives (bin width 3.49 σ n^(−1/3)), capped at 200.
    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .autoupdatingCurrent) {
        let times = data.map(\.timeIntervalSinceReferenceDate).filter(\.isFinite)
        guard let lo = times.min(), let hi = times.max() else {
            self.init(thresholds: [])
            return
        }
        let range = Date(timeIntervalSinceReferenceDate: lo)...Date(timeIntervalSinceReferenceDate: hi)
        self.init(range: range, desiredCount: desiredCount ?? Self.scottCount(times, span: hi - lo), calendar: calendar)
    }

    /// The number of bins Scott's rule gives for the values (at least 1, at most 200).
    static func scottCount(_ values: [Double], span: Double) -> Int {
        let n = Double(values.count)
        guard n > 1, span > 0 else { return 1 }
        let mean = values.reduce(0, +) / n
        let deviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot()
        let width = 3.49 * deviation * pow(n, -1.0 / 3)
        guard width > 0, width.isFinite else { return 1 }
        return Swift.min(Swift.max(Int((span / width).rounded(.up)), 1), 200)
    }

    /// The first bin's index.
    public var startIndex: Int { 0 }
    /// One past the last bin's index.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    /// The bin at `position`.
    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1],
                      isClosed: position == endIndex - 1)
    }

    /// The index of the bin holding `value` (the first or last bin for dates outside the thresholds).
    public func index(for value: Date) -> Int { ChartBinRange.index(of: value, thresholds: thresholds) }
}
