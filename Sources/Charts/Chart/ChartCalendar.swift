import Foundation
import Declarative

struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar.current
}

extension EnvironmentValues {
    /// The calendar that date axes align their ticks to and format their labels in (its time
    /// zone and first weekday), as SwiftUI's `calendar` environment value. Defaults to
    /// `Calendar.current`; set a fixed one for deterministic output.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
