import Foundation

/// Date axis labels chosen like d3-scale's time multi-format (Swift Charts' documentation): the format
/// depends on the coarsest calendar boundary the date sits on, so a 6-hour axis reads
/// "12 AM, 6 AM, 12 PM, 6 PM, 11" and a quarterly axis "2024, Apr, Jul, Oct".
///
/// | date is on a … boundary, but not a coarser one | pattern | example |
/// |---|---|---|
/// | (not on a second) | `.SSS` | `.250` |
/// | second | `:ss` | `:30` |
/// | minute | `h:mm` | `6:15` |
/// | hour | `h a` | `6 AM` |
/// | day (not the week's first day) | `d` | `11` |
/// | day that starts a week | `MMM d` | `Mar 10` |
/// | month | `MMM` | `Apr` |
/// | year | `yyyy` | `2024` |
///
/// Uses the calendar's time zone and first weekday, and `en_US_POSIX` by default so output is
/// stable across machines. Not thread-confined: a `DateFormatter` is created per pattern per
/// formatter value.
public struct DateTickLabelFormatter: @unchecked Sendable {
    // DateFormatter is not Sendable; instances are never mutated after init.
    private let formatters: [Level: DateFormatter]
    private let calendar: Calendar

    /// The boundary level of a date, finest first.
    enum Level: CaseIterable {
        case millisecond, second, minute, hour, day, week, month, year

        var pattern: String {
            switch self {
            case .millisecond: return ".SSS"
            case .second: return ":ss"
            case .minute: return "h:mm"
            case .hour: return "h a"
            case .day: return "d"
            case .week: return "MMM d"
            case .month: return "MMM"
            case .year: return "yyyy"
            }
        }
    }

    /// Creates a formatter for `calendar` (time zone, first weekday) and `locale`.
    public init(calendar: Calendar, locale: Locale = Locale(identifier: "en_US_POSIX")) {
        self.calendar = calendar
        var f: [Level: DateFormatter] = [:]
        for level in Level.allCases {
            let df = DateFormatter()
            df.locale = locale
            df.calendar = calendar
            df.timeZone = calendar.timeZone
            df.dateFormat = level.pattern
            f[level] = df
        }
        formatters = f
    }

    /// The label text for a tick at `date`.
    public func string(for date: Date) -> String {
        formatters[level(of: date)]?.string(from: date) ?? ""
    }

    /// d3: `second(d) < d ? ms : minute(d) < d ? s : hour(d) < d ? min : day(d) < d ? hour
    /// : month(d) < d ? (week(d) < d ? day : week) : year(d) < d ? month : year`.
    func level(of date: Date) -> Level {
        func starts(_ component: Calendar.Component) -> Bool {
            calendar.dateInterval(of: component, for: date)?.start == date
        }
        let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
        if fraction != 0 { return .millisecond }
        if !starts(.minute) { return .second }
        if !starts(.hour) { return .minute }
        if !starts(.day) { return .hour }
        if !starts(.month) { return starts(.weekOfYear) ? .week : .day }
        if !starts(.year) { return .month }
        return .year
    }
}
