import Foundation

/// A calendar unit for date ticks.
public enum DateTickUnit: Sendable, Equatable, CaseIterable {
    case millisecond, second, minute, hour, day, week, month, year

    /// The `Calendar.Component` of the unit (`nil` for milliseconds, handled arithmetically).
    public var component: Calendar.Component? {
        switch self {
        case .millisecond: return nil
        case .second: return .second
        case .minute: return .minute
        case .hour: return .hour
        case .day: return .day
        case .week: return .weekOfYear
        case .month: return .month
        case .year: return .year
        }
    }

    /// Nominal length in seconds, as d3-time uses for choosing (month = 30 d, year = 365 d).
    public var nominalDuration: TimeInterval {
        switch self {
        case .millisecond: return 0.001
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        case .day: return 86_400
        case .week: return 7 * 86_400
        case .month: return 30 * 86_400
        case .year: return 365 * 86_400
        }
    }

    /// Maps a `Calendar.Component` (e.g. from `AxisMarkValues.stride(by:count:)`) to a unit;
    /// `nil` for components that are not tick units (era, weekday, …).
    public init?(_ component: Calendar.Component) {
        switch component {
        case .nanosecond: self = .millisecond
        case .second: self = .second
        case .minute: self = .minute
        case .hour: self = .hour
        case .day: self = .day
        case .weekOfYear, .weekOfMonth: self = .week
        case .month: self = .month
        case .year: self = .year
        default: return nil
        }
    }
}

/// "Every `step` `unit`s", aligned to the calendar: a tick is a unit boundary whose field
/// is a multiple of `step` (seconds/minutes/hours of the day, day-of-month − 1, month − 1,
/// year; weeks and milliseconds count from the epoch), exactly like d3-time's
/// `interval.every(step)`. E.g. `6 hours` = 00:00, 06:00, 12:00, 18:00 local time, and
/// `2 days` = the 1st, 3rd, 5th… of each month (restarting at each month).
public struct DateTickInterval: Sendable, Equatable {
    /// The calendar unit.
    public var unit: DateTickUnit
    /// How many units between ticks (≥ 1).
    public var step: Int

    /// Creates an interval; `step` is clamped to ≥ 1.
    public init(_ unit: DateTickUnit, step: Int = 1) {
        self.unit = unit
        self.step = Swift.max(1, step)
    }

    /// Nominal duration in seconds (`step × unit.nominalDuration`).
    public var nominalDuration: TimeInterval { Double(step) * unit.nominalDuration }

    /// d3-time's ladder (Swift Charts' documentation), in ascending nominal duration.
    public static let ladder: [DateTickInterval] = [
        .init(.second, step: 1), .init(.second, step: 5), .init(.second, step: 15), .init(.second, step: 30),
        .init(.minute, step: 1), .init(.minute, step: 5), .init(.minute, step: 15), .init(.minute, step: 30),
        .init(.hour, step: 1), .init(.hour, step: 3), .init(.hour, step: 6), .init(.hour, step: 12),
        .init(.day, step: 1), .init(.day, step: 2), .init(.week, step: 1),
        .init(.month, step: 1), .init(.month, step: 3), .init(.year, step: 1),
    ]

    /// d3-time `tickInterval(start, stop, count)`: the ladder entry nearest (in ratio) to
    /// `|span| / count`; beyond a year `year.every(tickStep(years))`, below a second
    /// `millisecond.every(max(1, tickStep(ms)))`. `count < 1` is treated as 1; a non-finite
    /// span gives `1 year`.
    public static func automatic(span: TimeInterval, count: Int) -> DateTickInterval {
        let span = abs(span)
        guard span.isFinite else { return .init(.year) }
        let count = Swift.max(1, count)
        let target = span / Double(count)
        // bisect-right: the first entry whose duration exceeds the target.
        let i = ladder.firstIndex { $0.nominalDuration > target } ?? ladder.count
        if i == ladder.count {
            let years = TickMath.tickStep(0, span / DateTickUnit.year.nominalDuration, count: count)
            return .init(.year, step: Int(Swift.min(1e9, Swift.max(1, years)).rounded(.down)))
        }
        if i == 0 {
            let ms = TickMath.tickStep(0, span * 1000, count: count)
            return .init(.millisecond, step: Int(Swift.max(1, ms).rounded(.down)))
        }
        let lower = ladder[i - 1], upper = ladder[i]
        return target / lower.nominalDuration < upper.nominalDuration / target ? lower : upper
    }
}
