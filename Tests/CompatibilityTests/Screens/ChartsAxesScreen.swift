import Declarative
import Charts
import Foundation

// An overview/detail pair as in "Customizing axes in Swift Charts": hidden axes on the overview by a ternary,
// formatted labels, a content-closure label, ticks and grid lines with strokes.
struct ChartsAxesScreen: View {
    struct Sample: Identifiable {
        let id = UUID()
        let date: Date
        let value: Double
    }

    let samples: [Sample] = (0..<14).map { day in
        Sample(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400), value: Double(day % 5) * 0.18 + 0.1)
    }

    var body: some View {
        VStack {
            chart(isOverview: true).frame(height: 80)
            chart(isOverview: false).frame(height: 240)
        }
        .padding()
    }

    func chart(isOverview: Bool) -> some View {
        Chart(samples) { sample in
            BarMark(x: .value("Day", sample.date, unit: .day), y: .value("Share", sample.value))
        }
        .chartXAxis(isOverview ? .hidden : .automatic)
        .chartYAxis(isOverview ? .hidden : .visible)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 3)) { value in
                AxisGridLine()
                AxisTick(centered: true, length: .label(extendPastBy: 2), stroke: StrokeStyle(lineWidth: 1))
                AxisValueLabel(format: .dateTime.day().month(.abbreviated), centered: true, collisionResolution: .greedy)
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [3]))
                AxisValueLabel {
                    if let share = value.as(Double.self) {
                        Text(share, format: .percent)
                    }
                }
            }
        }
    }
}
