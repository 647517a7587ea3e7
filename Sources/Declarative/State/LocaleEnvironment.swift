import Foundation

struct LocaleKey: EnvironmentKey {
    /// The system locale, or en_US where none is set: Foundation on Linux reports the neutral `en_001` (or POSIX)
    /// when `LANG` is unset, which formats currencies as "US$".
    static let defaultValue: Locale = {
        let current = Locale.current
        return ["", "en_001", "en_US_POSIX", "C", "POSIX"].contains(current.identifier) ? Locale(identifier: "en_US") : current
    }()
}

struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }

extension EnvironmentValues {
    /// The locale that text formats numbers, dates and measurements in, as SwiftUI's `locale`. Defaults to the
    /// system locale, or en_US where the system sets none.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar that dates are shown in and date axes align their ticks to (its time zone and first weekday), as
    /// SwiftUI's `calendar`. Defaults to `Calendar.current`; set a fixed one for deterministic output.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone that dates are shown in, as SwiftUI's `timeZone`. Defaults to `TimeZone.current`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
