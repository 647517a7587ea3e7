import Declarative
import Charts

// A range (Gantt-style) chart, as in Apple's "Visualizing your app's data" samples: horizontal `BarMark`s from
// `xStart` to `xEnd`, one row per task, with a text annotation and a `RuleMark` for today.

struct ChartsRangeTask: Identifiable {
    var id: String { name }
    let name: String
    let start: Int
    let end: Int
}

struct ChartsRangeScreen: View {
    let tasks = [
        ChartsRangeTask(name: "Design", start: 0, end: 4),
        ChartsRangeTask(name: "Build", start: 3, end: 10),
        ChartsRangeTask(name: "Test", start: 8, end: 12),
        ChartsRangeTask(name: "Ship", start: 12, end: 13),
    ]
    let today = 9

    var body: some View {
        Chart {
            ForEach(tasks) { task in
                BarMark(
                    xStart: .value("Start", task.start),
                    xEnd: .value("End", task.end),
                    y: .value("Task", task.name)
                )
                .foregroundStyle(.teal.gradient)
                .cornerRadius(4)
                .annotation(position: .trailing) {
                    Text("\(task.end - task.start)d")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            RuleMark(x: .value("Today", today))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        }
        .chartXAxisLabel("Week")
        .frame(height: 220)
        .padding()
    }
}
