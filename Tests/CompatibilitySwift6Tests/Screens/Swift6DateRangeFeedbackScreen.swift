import Foundation
import Declarative
import Charts

// A chart screen as iOS 17 sample code writes it: a date range chosen with `DatePicker`s in a form, the chart's
// selection playing `.sensoryFeedback`, and the plot's width read with `onGeometryChange` — in Swift 6 mode.

struct Swift6DailySteps: Identifiable {
    let day: Date
    let steps: Int
    var id: Date { day }
}

struct Swift6DateRangeFeedbackScreen: View {
    @State private var start = Date(timeIntervalSince1970: 1_767_225_600)         // 2026-01-01
    @State private var end = Date(timeIntervalSince1970: 1_767_225_600 + 6 * 86_400)
    @State private var selected: Date?
    @State private var chartWidth: CGFloat = 0

    private var days: [Swift6DailySteps] {
        (0..<7).map { Swift6DailySteps(day: start.addingTimeInterval(Double($0) * 86_400), steps: 4_000 + $0 * 900) }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Form {
                DatePicker("From", selection: $start, in: ...end, displayedComponents: .date)
                DatePicker(selection: $end, in: start..., displayedComponents: [.date]) { Text("To") }
                DatePicker("Reminder", selection: $end)
                    .datePickerStyle(.compact)
            }
            .frame(height: 180)
            Chart(days) { day in
                BarMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
                    .foregroundStyle(selected == nil || selected == day.day ? Color.blue : Color.gray)
            }
            .chartXSelection(value: $selected)
            .sensoryFeedback(.selection, trigger: selected)
            .sensoryFeedback(.impact(weight: .light, intensity: 0.5), trigger: days.count) { old, new in new > old }
            .sensoryFeedback(trigger: chartWidth) { _, new in new > 0 ? .success : nil }
            .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { chartWidth = $0 }
            .geometryGroup()
            Text("Chart \(Int(chartWidth)) wide")
        }
        .padding()
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)      // the same dates on every machine
    }
}
