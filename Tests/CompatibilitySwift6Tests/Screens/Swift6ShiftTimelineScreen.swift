import Declarative
import Charts

// A time sheet in the style of example apps: shifts as floating bars from clock-in to clock-out, and a dashed rule
// at the middle of the selected shift. The middle comes from a helper overloaded on its return type (a `Date` for
// the rule's value, a `CGFloat` for an offset), which compiles because Swift Charts does not plot a CGFloat.
struct Swift6ShiftTimelineScreen: View {
    struct Shift {
        let department: String
        let clockIn: Date
        let clockOut: Date
    }

    static let day = Date(timeIntervalSinceReferenceDate: 700_000_000)
    let shifts = [
        Shift(department: "Bread", clockIn: day, clockOut: day.addingTimeInterval(4 * 3600)),
        Shift(department: "Counter", clockIn: day.addingTimeInterval(5 * 3600), clockOut: day.addingTimeInterval(9 * 3600)),
    ]
    @State private var plotWidth: CGFloat = 0

    var body: some View {
        let selected = shifts[1]
        Chart {
            ForEach(shifts, id: \.clockIn) { shift in
                BarMark(
                    xStart: .value("Clocking In", shift.clockIn),
                    xEnd: .value("Clocking Out", shift.clockOut),
                    y: .value("Department", shift.department)
                )
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            }
            RuleMark(x: .value("Shift Middle", middle(start: selected.clockIn, end: selected.clockOut)))
                .lineStyle(.init(lineWidth: 2, miterLimit: 2, dash: [2], dashPhase: 5))
                .offset(x: plotWidth / middle(start: selected.clockIn, end: selected.clockOut))
        }
        .frame(height: 200)
        .padding()
    }

    private func middle(start: Date, end: Date) -> Date {
        Date(timeInterval: (end.timeIntervalSince1970 - start.timeIntervalSince1970) / 2, since: start)
    }

    private func middle(start: Date, end: Date) -> CGFloat {
        CGFloat((start.timeIntervalSince1970 + end.timeIntervalSince1970) / 2)
    }
}
