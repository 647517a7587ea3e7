import Declarative
import Charts

// Chart content built outside a chart: a ChartContent type, a @ChartContentBuilder free function and an enum's
// builder property (builders are nonisolated, as in Swift Charts).
struct ChartsRange: ChartContent {
    let label: String
    let low: Double
    let high: Double

    var body: some ChartContent {
        BarMark(x: .value("Day", label), yStart: .value("Low", low), yEnd: .value("High", high), width: .ratio(0.4))
            .cornerRadius(3)
        PointMark(x: .value("Day", label), y: .value("High", high))
            .symbolSize(40)
    }
}

@ChartContentBuilder
func chartsThresholdMarks(limit: Double, showsLabel: Bool) -> some ChartContent {
    RuleMark(y: .value("Limit", limit))
        .foregroundStyle(.red)
    if showsLabel {
        RuleMark(y: .value("Half", limit / 2))
            .foregroundStyle(.orange)
    } else {
        RuleMark(y: .value("Zero", 0))
    }
}

enum ChartsOverlayStyle {
    case bands, plain

    @ChartContentBuilder
    var marks: some ChartContent {
        switch self {
        case .bands:
            RectangleMark(xStart: .value("From", "Tue"), xEnd: .value("To", "Thu"), yStart: .value("Low", 10), yEnd: .value("High", 20))
                .opacity(0.2)
        case .plain:
            RuleMark(y: .value("Mid", 15))
        }
    }
}

struct ChartsCustomContentScreen: View {
    let days: [(String, Double, Double)] = [("Mon", 8, 18), ("Tue", 9, 21), ("Wed", 7, 16), ("Thu", 11, 24), ("Fri", 10, 19)]
    let style = ChartsOverlayStyle.bands

    var body: some View {
        Chart {
            style.marks
            ForEach(days, id: \.0) { day in
                ChartsRange(label: day.0, low: day.1, high: day.2)
            }
            chartsThresholdMarks(limit: 22, showsLabel: true)
            Plot {
                LineMark(x: .value("Day", "Mon"), y: .value("Mean", 13))
                LineMark(x: .value("Day", "Fri"), y: .value("Mean", 14.5))
            }
            .foregroundStyle(.purple)
            AnyChartContent(PointMark(x: .value("Day", "Wed"), y: .value("Mean", 11)))
        }
        .frame(height: 260)
        .padding()
    }
}
