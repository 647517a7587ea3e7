import Foundation

struct LocaleKey: EnvironmentKey {
    /// The system locale, or en_US where none is set: Foundation on Linux reports the neutral `en_001` (or POSIX)
    /// when `LANG` is unset, which formats currencies as "US$".
    static let defaultValue: Locale = {
        let current = Locale.current
        return ["", "en_001", "en_US_POSIX", "C", "POSIX"].contains(current.identifier) ? Locale(identifier: "en_US") : current
    }()
}

/// The user's calendar and time zone, as `autoupdatingCurrent`: they compute as `current` does, but look the current
/// settings up only when a date is first computed with them. `Calendar.current` builds an ICU calendar and reads the
/// time zone data at once (1.9 M instructions, a tenth of `bench render-svg 12`), which a chart without dates never uses.
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.autoupdatingCurrent }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.autoupdatingCurrent }

extension EnvironmentValues {
    /// The locale that text formats numbers, dates and measurements in, as SwiftUI's `locale`. Defaults to the
    /// system locale, or en_US where the system sets none.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar that dates are shown in and date axes align their ticks to (its time zone and first weekday), as
    /// SwiftUI's `calendar`. Defaults to the user's current calendar (`Calendar.autoupdatingCurrent`); set a fixed one for
    /// deterministic output.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone that dates are shown in, as SwiftUI's `timeZone`. Defaults to the user's current time zone
    /// (`TimeZone.autoupdatingCurrent`).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
