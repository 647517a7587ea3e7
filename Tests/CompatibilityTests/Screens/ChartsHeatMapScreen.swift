import Declarative
import Charts

// A heat map in the style of published Swift Charts samples (a week of activity by hour): a `RectangleMark` per
// cell on two categorical axes, coloured by a number, so the colour scale is continuous and the legend a gradient.

struct ChartsHeatMapCell: Identifiable {
    let id = UUID()
    let weekday: String
    let hour: String
    let count: Int
}

struct ChartsHeatMapScreen: View {
    let cells: [ChartsHeatMapCell] = {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let hours = ["9am", "12pm", "3pm", "6pm"]
        var cells: [ChartsHeatMapCell] = []
        for (d, day) in days.enumerated() {
            for (h, hour) in hours.enumerated() {
                cells.append(ChartsHeatMapCell(weekday: day, hour: hour, count: (d * 7 + h * 5) % 12))
            }
        }
        return cells
    }()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Activity by hour")
                .font(.title3.bold())
            Chart(cells) { cell in
                RectangleMark(
                    x: .value("Hour", cell.hour),
                    y: .value("Day", cell.weekday)
                )
                .foregroundStyle(by: .value("Count", cell.count))
            }
            .chartYAxis {
                AxisMarks(position: .leading)
            }
            .frame(height: 260)
        }
        .padding()
    }
}
