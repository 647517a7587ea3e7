import Declarative
import Charts

// A stock app's week: candles drawn as two bars over each trading day (a thin high–low wick behind the open–close
// body), the week's average as a rule labelled at its start, and a second axis on the trailing side reading the
// same grid as percentages of the average.
struct ChartsCandleRangeScreen: View {
    struct Session: Identifiable {
        let day: Int
        let open: Double, close: Double, high: Double, low: Double
        var id: Int { day }
        var date: Date { Date(timeIntervalSince1970: 1_700_006_400 + Double(day) * 86_400) }
    }

    let sessions = [Session(day: 0, open: 20, close: 24, high: 26, low: 18),
                    Session(day: 1, open: 24, close: 21, high: 25, low: 19),
                    Session(day: 2, open: 21, close: 27, high: 28, low: 20),
                    Session(day: 3, open: 27, close: 25, high: 29, low: 23),
                    Session(day: 4, open: 25, close: 28, high: 30, low: 24)]
    let average = 24.0

    var body: some View {
        Chart {
            ForEach(sessions) { s in
                BarMark(x: .value("Day", s.date, unit: .day), yStart: .value("Low", s.low), yEnd: .value("High", s.high),
                        width: 2)
                    .foregroundStyle(.gray)
                BarMark(x: .value("Day", s.date, unit: .day), yStart: .value("Open", s.open), yEnd: .value("Close", s.close),
                        width: .fixed(10))
                    .foregroundStyle(s.close > s.open ? Color.green : Color.red)
            }
            RuleMark(y: .value("Average", average))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                .annotation(position: .top, alignment: .leading) {
                    Text("avg \(average, format: .number)").font(.caption)
                }
        }
        .chartYScale(domain: 10...40)
        .chartYAxis {
            AxisMarks(position: .leading, values: [10, 20, 30, 40])
            AxisMarks(position: .trailing, values: [12, 24, 36]) { value in
                AxisValueLabel("\(value.index * 50 + 50)%")
            }
        }
        .frame(height: 240)
        .padding()
    }
}
