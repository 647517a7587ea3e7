import Foundation
import Declarative
import Charts

/// A line of daily values with a selection: drag across the plot, hover it, or press ←/→, and a rule with an
/// annotation follows, showing the day and its value (`chartXSelection`, as on iOS 17). Esc clears it.
struct SelectionDemo: View {
    /// One day's count.
    struct Day: Identifiable {
        let date: Date
        let steps: Double
        var id: Date { date }
    }

    /// January 2026, day by day: a weekly rhythm on a slow rise.
    static let days: [Day] = (0..<31).map { i in
        let weekly = 2400 * sin(Double(i) * 2 * .pi / 7)
        return Day(date: start.addingTimeInterval(Double(i) * 86_400), steps: (6200 + 60 * Double(i) + weekly).rounded())
    }

    /// 2026-01-01 00:00 UTC.
    static let start = Date(timeIntervalSinceReferenceDate: 788_918_400)

    @State private var selectedDate: Date?

    /// The demo, with a day selected to begin with (for export) or none.
    init(selected: Date? = nil) { _selectedDate = State(initialValue: selected) }

    /// The day nearest a selected date (the selection is unsnapped, as in Swift Charts).
    private var selectedDay: Day? {
        guard let date = selectedDate else { return nil }
        return Self.days.min { abs($0.date.timeIntervalSince(date)) < abs($1.date.timeIntervalSince(date)) }
    }

    var body: some View {
        // Room above the plot for the annotation, which sits on top of the rule.
        VStack(alignment: .leading, spacing: 20) {
            Text("Daily steps, January").font(.headline)
            Chart {
                ForEach(Self.days) { day in
                    LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
                        .interpolationMethod(.monotone)
                }
                if let day = selectedDay {
                    RuleMark(x: .value("Day", day.date))
                        .foregroundStyle(Color.gray.opacity(0.6))
                        // Kept inside the plot at the first and last days, as Apple's selection sample does.
                        .annotation(position: .top, alignment: .center,
                                    overflowResolution: .init(x: .fit(to: .plot), y: .disabled)) {
                            Text("\(Self.label(day.date)): \(Int(day.steps)) steps").font(.caption)
                        }
                }
            }
            .chartXSelection(value: $selectedDate)
        }
    }

    /// "Jan 14".
    static func label(_ date: Date) -> String {
        let day = Int((date.timeIntervalSince(start) / 86_400).rounded()) + 1
        return "Jan \(day)"
    }

    /// The date a `--select` value names: `2026-01-14`, or a day of January (`14`); nil when it is neither.
    static func date(named value: String) -> Date? {
        let parts = value.split(separator: "-").compactMap { Int($0) }
        let day: Int?
        switch parts.count {
        case 1 where !value.contains("-"): day = parts[0]
        case 3 where parts[0] == 2026 && parts[1] == 1: day = parts[2]
        default: day = nil
        }
        guard let day, (1...31).contains(day) else { return nil }
        return start.addingTimeInterval(Double(day - 1) * 86_400)
    }
}
