import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    ///
    /// `.date` and `.time` are absolute ("January 1, 2026", "9:41 AM"). `.relative`, `.offset` and `.timer` are
    /// measured from now — the host's clock — and update every second: "2 hr, 10 min", "+2 hours", "2:10:00".
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, short ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// The date, long ("January 1, 2026").
        public static let date = DateStyle(kind: .date)
        /// The time between now and the date, in up to two units ("2 hr, 10 min").
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now to the date, in its largest unit ("+2 hours", "-1 minute").
        public static let offset = DateStyle(kind: .offset)
        /// The time between now and the date as a clock ("2:10:00", "4:05").
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes as time passes.
        var changesWithTime: Bool { kind != .time && kind != .date }

        /// The date shown in this style, in an environment's locale, time zone and clock.
        func format(_ date: Date, in environment: EnvironmentValues) -> String {
            let seconds = date.timeIntervalSince(environment.clock.date)
            switch kind {
            case .time, .date:
                let formatter = DateFormatter()
                formatter.locale = environment.locale
                formatter.timeZone = environment.timeZone
                formatter.calendar = environment.calendar
                formatter.dateStyle = kind == .date ? .long : .none
                formatter.timeStyle = kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative: return DateStyle.relative(seconds)
            case .offset: return DateStyle.offset(seconds)
            case .timer: return DateStyle.timer(seconds, showsHours: true)
            }
        }

        private static let units: [(seconds: Double, short: String, wide: String)] = [
            (31_536_000, "yr", "year"), (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
        ]

        /// Up to two units of a duration, largest first: "2 hr, 10 min", "3 days, 4 hr", "0 sec".
        static func relative(_ seconds: Double) -> String {
            var rest = seconds.isFinite ? abs(seconds).rounded(.down) : 0
            var parts: [String] = []
            for unit in units {
                let n = (rest / unit.seconds).rounded(.down)
                if n >= 1 {
                    parts.append("\(Int(n)) \(unit.short == "day" && n != 1 ? "days" : unit.short)")
                    rest -= n * unit.seconds
                } else if !parts.isEmpty {
                    break
                }
                if parts.count == 2 { break }
            }
            return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
        }

        /// The signed duration in its largest whole unit: "+2 hours", "-1 minute", "+0 seconds".
        static func offset(_ seconds: Double) -> String {
            let s = seconds.isFinite ? seconds : 0
            let unit = units.first { abs(s) >= $0.seconds } ?? units[units.count - 1]
            let n = Int((abs(s) / unit.seconds).rounded(.down))
            return "\(s < 0 ? "-" : "+")\(n) \(unit.wide)\(n == 1 ? "" : "s")"
        }

        /// A duration as a clock: "2:10:00" with hours, "4:05" below an hour (or when hours are not shown).
        static func timer(_ seconds: Double, showsHours: Bool) -> String {
            let total = seconds.isFinite ? Int(min(abs(seconds), 3.6e12).rounded(.down)) : 0
            let h = total / 3_600, m = (total % 3_600) / 60, s = total % 60
            if showsHours && h > 0 { return String(format: "%d:%02d:%02d", h, m, s) }
            return String(format: "%d:%02d", showsHours ? m : total / 60, s)
        }
    }

    /// A date shown in a style, as SwiftUI's `Text(_:style:)`: `Text(deadline, style: .relative)`.
    public init(_ date: Date, style: DateStyle) {
        self.init(resolver: TextResolver(key: "\(date.timeIntervalSinceReferenceDate)|\(style.kind)",
                                         refreshInterval: style.changesWithTime ? 1 : nil) { style.format(date, in: $0) })
    }

    /// A range of dates, as "January 1, 2026 – January 8, 2026"-style text, as SwiftUI's `Text(_:)` for a
    /// `ClosedRange<Date>`.
    public init(_ dates: ClosedRange<Date>) {
        self.init(resolver: TextResolver(key: "\(dates)") { env in
            DateStyle.date.format(dates.lowerBound, in: env) + " – " + DateStyle.date.format(dates.upperBound, in: env)
        })
    }

    /// A count-down (or count-up) timer over an interval, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:
    /// showsHours:)`: the time left until the interval's end (or since its start), clamped to the interval, and frozen
    /// at `pauseTime` when one is given.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(resolver: TextResolver(key: "\(timerInterval)|\(String(describing: pauseTime))|\(countsDown)|\(showsHours)",
                                         refreshInterval: pauseTime == nil ? 1 : nil) { env in
            let now = min(max(pauseTime ?? env.clock.date, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return DateStyle.timer(seconds, showsHours: showsHours)
        })
    }
}
