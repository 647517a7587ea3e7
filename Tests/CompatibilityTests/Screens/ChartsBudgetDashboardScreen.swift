import Declarative
import Charts

// A budget dashboard in the style of published Swift Charts tutorials: a scroll view with a header, a spacer and two
// charts (no stack of its own), a bar chart labelled in thousands on the leading edge and in "K" on the trailing
// one, a rule with its label at the plot's leading edge, hollow symbols of two kinds from one symbol scale, a custom
// insettable symbol, and a month's entry picked with `DateBins`.

/// A diamond symbol that insets itself, as custom chart symbols are declared.
struct BudgetDiamond: ChartSymbolShape, InsettableShape {
    var inset: CGFloat = 0
    var perceptualUnitRect: CGRect { CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8) }
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        var p = Path()
        p.move(to: CGPoint(x: r.midX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
        p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.midY))
        p.closeSubpath()
        return p
    }
    func inset(by amount: CGFloat) -> BudgetDiamond { BudgetDiamond(inset: inset + amount) }
}

struct BudgetMonth: Identifiable {
    let month: Int
    let rent: Double
    let supplies: Double
    var id: Int { month }
}

struct ChartsBudgetDashboardScreen: View {
    let months = (1...6).map { BudgetMonth(month: $0, rent: 9_000, supplies: Double(1_000 + ($0 * 700) % 2_500)) }
    var average: Double { months.map(\.supplies).reduce(0, +) / Double(months.count) }

    /// The month of `date` among the months plotted, by calendar bins.
    static func monthIndex(of date: Date, from first: Date, to last: Date, calendar: Calendar) -> Int {
        DateBins(unit: .month, range: first...last, calendar: calendar).index(for: date)
    }

    var body: some View {
        ScrollView {
            Text("Spending")
                .font(.title2.bold())
            Spacer(minLength: 20)
            Chart(months) { m in
                BarMark(x: .value("Month", m.month), y: .value("Rent", m.rent), width: .fixed(12))
                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.orange)
                    .annotation(position: .bottom, alignment: .leading) { Text("Average") }
            }
            .chartXScale(domain: 0...7)
            .chartYScale(domain: 0...12_000)
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 5_000, 10_000, 15_000]) {
                    AxisGridLine()
                    AxisValueLabel()
                }
                AxisMarks(position: .trailing, values: [2_500, 7_500]) { value in
                    if let amount = value.as(Int.self) { AxisValueLabel("\(amount / 1000) K") }
                }
            }
            .frame(height: 220)
            Chart {
                ForEach(months) { m in
                    LineMark(x: .value("Month", m.month), y: .value("Amount", m.rent / 10))
                        .foregroundStyle(by: .value("Kind", "Rent"))
                        .symbol(by: .value("Kind", "Rent"))
                    LineMark(x: .value("Month", m.month), y: .value("Amount", m.supplies))
                        .foregroundStyle(by: .value("Kind", "Supplies"))
                        .symbol(by: .value("Kind", "Supplies"))
                }
            }
            .chartSymbolScale([
                "Rent": Circle().strokeBorder(lineWidth: 2),
                "Supplies": BudgetDiamond().strokeBorder(lineWidth: 2),
            ])
            .frame(height: 200)
        }
        .padding()
    }
}
