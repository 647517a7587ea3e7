import Declarative
import Charts

// The iOS 17 scrolling chart of WWDC23 "Explore pie charts and interactivity in Swift Charts": a month of daily bars
// at a time, the position bound as a `TimeInterval`, snapping to midnights and swiping a month at a time; the title
// reads the visible range from the position.

struct GesturesScrollingDay: Identifiable {
    let id = UUID()
    let day: Date
    let sales: Int
}

struct GesturesScrollingScreen: View {
    let data: [GesturesScrollingDay] = (0..<120).map { i in
        GesturesScrollingDay(day: Date(timeIntervalSinceReferenceDate: 788_918_400 + Double(i) * 86_400),
                             sales: 40 + (i * 53) % 70)
    }
    @State var scrollPosition: TimeInterval = 788_918_400

    var scrollPositionStart: Date { Date(timeIntervalSinceReferenceDate: scrollPosition) }
    var scrollPositionEnd: Date { scrollPositionStart.addingTimeInterval(3600 * 24 * 30) }
    var scrollPositionString: String { scrollPositionStart.formatted(.dateTime.month().day()) }
    var scrollPositionEndString: String { scrollPositionEnd.formatted(.dateTime.month().day().year()) }

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(scrollPositionString) – \(scrollPositionEndString)")
                .font(.callout)
                .foregroundStyle(.secondary)
            Chart {
                ForEach(data) { item in
                    BarMark(x: .value("Day", item.day, unit: .day), y: .value("Sales", item.sales))
                }
                .foregroundStyle(.blue)
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * 30)
            .chartScrollTargetBehavior(
                .valueAligned(
                    matching: DateComponents(hour: 0),
                    majorAlignment: .matching(DateComponents(day: 1))))
            .chartScrollPosition(x: $scrollPosition)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 7)) {
                    AxisTick()
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month().day())
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
