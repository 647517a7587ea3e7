import Declarative
import Charts

// `chartXSelection(range:)` (iOS 17): dragging across a line chart selects a range of dates, shown as a
// `RectangleMark` band with the total of the range in a caption.

struct GesturesRangeSelectionSample: Identifiable {
    var id: Date { date }
    let date: Date
    let steps: Int
}

struct GesturesRangeSelectionScreen: View {
    let samples: [GesturesRangeSelectionSample] = (0..<21).map { i in
        GesturesRangeSelectionSample(date: Date(timeIntervalSinceReferenceDate: 788_918_400 + Double(i) * 86_400),
                                     steps: 4_000 + (i * 733) % 5_000)
    }
    @State private var selectedRange: ClosedRange<Date>? = Date(timeIntervalSinceReferenceDate: 789_350_400)...Date(timeIntervalSinceReferenceDate: 789_955_200)

    var total: Int {
        guard let selectedRange else { return samples.reduce(0) { $0 + $1.steps } }
        return samples.filter { selectedRange.contains($0.date) }.reduce(0) { $0 + $1.steps }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Total: \(total, format: .number) steps")
                .font(.headline)
            Chart {
                ForEach(samples) { sample in
                    LineMark(x: .value("Date", sample.date), y: .value("Steps", sample.steps))
                        .interpolationMethod(.catmullRom)
                }
                if let selectedRange {
                    RectangleMark(xStart: .value("Start", selectedRange.lowerBound),
                                  xEnd: .value("End", selectedRange.upperBound))
                        .foregroundStyle(.blue.opacity(0.2))
                }
            }
            .chartXSelection(range: $selectedRange)
            .frame(height: 220)
        }
        .padding()
    }
}
