import Foundation

/// Calendar-aware date ticks and domain rounding, like d3-time / d3-scale `scaleTime`
/// (Swift Charts' documentation). Everything takes an explicit `Calendar` (its `timeZone` and
/// `firstWeekday` decide alignment), so results are deterministic; tests use UTC.
///
/// Position mapping of dates is linear in time: use ``LinearScale`` on
/// `timeIntervalSinceReferenceDate` with the domain from ``nice(from:to:count:calendar:)``.
public enum DateScale {
    /// The most ticks ever returned; generation stops there (guards explicit strides such as
    /// "every second over 40 years").
    public static let maximumTickCount = 10_000

    /// The automatic tick dates in `[start, stop]` (either order, returned ascending) for a
    /// desired `count`: ``DateTickInterval/automatic(span:count:)`` then ``ticks(from:to:interval:calendar:)``.
    public static func ticks(from start: Date, to stop: Date, count: Int, calendar: Calendar) -> [Date] {
        let interval = DateTickInterval.automatic(span: stop.timeIntervalSince(start), count: count)
        return ticks(from: start, to: stop, interval: interval, calendar: calendar)
    }

    /// Every aligned date of `interval` in `[start, stop]`, ascending (d3 `interval.range(start,
    /// stop + 1ms)`). Non-finite dates give `[]`.
    public static func ticks(from start: Date, to stop: Date, interval: DateTickInterval, calendar: Calendar) -> [Date] {
        let lo = Swift.min(start, stop), hi = Swift.max(start, stop)
        guard lo.timeIntervalSinceReferenceDate.isFinite, hi.timeIntervalSinceReferenceDate.isFinite else { return [] }
        if interval.unit == .millisecond {
            // Integer multiples of the step in epoch milliseconds (never accumulated). The 1e-6
            // slack absorbs the binary error of Date's seconds, e.g. start + 0.8 s.
            let ms = Double(interval.step)
            let k0 = (lo.timeIntervalSince1970 * 1000 / ms - 1e-6).rounded(.up)
            let k1 = (hi.timeIntervalSince1970 * 1000 / ms + 1e-6).rounded(.down)
            guard k1 >= k0 else { return [] }
            let n = Int(Swift.min(k1 - k0 + 1, Double(maximumTickCount)))
            return (0..<n).map { Date(timeIntervalSince1970: (k0 + Double($0)) * ms / 1000) }
        }
        var out: [Date] = []
        var date = ceil(lo, to: interval, calendar: calendar)
        while let d = date, d <= hi, out.count < maximumTickCount {
            out.append(d)
            date = next(after: d, interval: interval, calendar: calendar)
        }
        return out
    }

    /// The domain rounded outward to the automatic interval (d3 `scaleTime.nice(count)`).
    public static func nice(from start: Date, to stop: Date, count: Int, calendar: Calendar) -> (Date, Date) {
        let lo = Swift.min(start, stop), hi = Swift.max(start, stop)
        let interval = DateTickInterval.automatic(span: hi.timeIntervalSince(lo), count: count)
        return (floor(lo, to: interval, calendar: calendar) ?? lo, ceil(hi, to: interval, calendar: calendar) ?? hi)
    }

    /// The latest aligned date ≤ `date` (`nil` only if the calendar cannot compute it).
    public static func floor(_ date: Date, to interval: DateTickInterval, calendar: Calendar) -> Date? {
        if interval.unit == .millisecond {
            let ms = Double(interval.step)
            return Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000 / ms).rounded(.down) * ms / 1000)
        }
        if interval.unit == .year {
            // d3 year.every(k): floor(year / k) · k, computed directly (k may be huge).
            let y = calendar.component(.year, from: date)
            let k = interval.step
            let aligned = Int((Double(y) / Double(k)).rounded(.down)) * k
            var c = DateComponents()
            c.year = aligned
            c.month = 1
            c.day = 1
            return calendar.date(from: c)
        }
        guard var d = floorUnit(date, interval.unit, calendar) else { return nil }
        // Step back one unit at a time to the previous aligned boundary.
        for _ in 0..<searchLimit(interval) {
            if isAligned(d, interval, calendar) { return d }
            guard let prev = add(interval.unit, -1, to: d, calendar), let f = floorUnit(prev, interval.unit, calendar)
            else { return nil }
            d = f
        }
        return isAligned(d, interval, calendar) ? d : nil
    }

    /// The earliest aligned date ≥ `date`.
    public static func ceil(_ date: Date, to interval: DateTickInterval, calendar: Calendar) -> Date? {
        guard let f = floor(date, to: interval, calendar: calendar) else { return nil }
        return f >= date ? f : next(after: f, interval: interval, calendar: calendar)
    }

    /// The first aligned date after the aligned date `date`.
    static func next(after date: Date, interval: DateTickInterval, calendar: Calendar) -> Date? {
        switch interval.unit {
        case .millisecond:
            return date.addingTimeInterval(Double(interval.step) / 1000)
        case .year:
            return add(.year, interval.step, to: date, calendar)
        default:
            // Walk unit by unit: the field restarts at each parent boundary (day 31 → 1st).
            var d = date
            for _ in 0..<searchLimit(interval) {
                guard let n = add(interval.unit, 1, to: d, calendar), let f = floorUnit(n, interval.unit, calendar)
                else { return nil }
                d = f > d ? f : n  // re-flooring guards against drift; never go backwards
                if isAligned(d, interval, calendar) { return d }
            }
            return nil
        }
    }

    /// How many single-unit moves may be needed to reach the next aligned boundary: the field
    /// restarts within at most 60 units (seconds/minutes) or a month (31 days), unless the step
    /// itself is larger. Capped so absurd explicit strides terminate.
    private static func searchLimit(_ interval: DateTickInterval) -> Int {
        Swift.min(Swift.max(interval.step, 60) + 31, 100_000)
    }

    private static func floorUnit(_ date: Date, _ unit: DateTickUnit, _ calendar: Calendar) -> Date? {
        guard let component = unit.component else { return date }
        return calendar.dateInterval(of: component, for: date)?.start
    }

    private static func add(_ unit: DateTickUnit, _ n: Int, to date: Date, _ calendar: Calendar) -> Date? {
        guard let component = unit.component else { return date.addingTimeInterval(Double(n) / 1000) }
        return calendar.date(byAdding: component, value: n, to: date)
    }

    /// d3-time `every(step)` filter fields.
    private static func isAligned(_ date: Date, _ interval: DateTickInterval, _ calendar: Calendar) -> Bool {
        let step = interval.step
        guard step > 1 else { return true }
        let field: Int
        switch interval.unit {
        case .millisecond: return true
        case .second: field = calendar.component(.second, from: date)
        case .minute: field = calendar.component(.minute, from: date)
        case .hour: field = calendar.component(.hour, from: date)
        case .day: field = calendar.component(.day, from: date) - 1
        case .month: field = calendar.component(.month, from: date) - 1
        case .year: field = calendar.component(.year, from: date)
        case .week:
            // Whole weeks since the epoch (d3 counts weeks from 1970 for week.every(n)).
            let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
            field = Int((days / 7).rounded(.down))
        }
        return ((field % step) + step) % step == 0
    }
}
