import Foundation
import Declarative
import Charts

/// A year of daily bars, a month at a time: drag the plot, turn the wheel or press ←/→ to scroll
/// (`chartScrollableAxes`, `chartXVisibleDomain`, `chartScrollPosition`, snapping to whole days).
struct ScrollingDemo: View {
    /// One day's rainfall, in millimetres.
    struct Day: Identifiable {
        let date: Date
        let rain: Double
        var id: Date { date }
    }

    /// 2026, day by day: showers on a seasonal swell.
    static let days: [Day] = (0..<365).map { i in
        let season = 3 + 2.5 * cos(Double(i) * 2 * .pi / 365)
        let shower = Double((i * 7919) % 13) / 2
        return Day(date: SelectionDemo.start.addingTimeInterval(Double(i) * 86_400), rain: (season + shower).rounded())
    }

    @State private var position: Date

    /// The demo, scrolled to a date (for export) or the start of the year.
    init(position: Date = SelectionDemo.start) { _position = State(initialValue: position) }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Daily rain, 2026 (mm)").font(.headline)
            Chart(Self.days) { day in
                BarMark(x: .value("Day", day.date), y: .value("Rain", day.rain))
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 30.0 * 86_400)
            .chartScrollPosition(x: $position)
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0)))
        }
    }
}
