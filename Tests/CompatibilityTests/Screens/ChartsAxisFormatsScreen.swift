import Declarative
import Charts
import Foundation

// Axis labels written with Foundation's format styles, as published chart code writes them: `.percent` on a share
// axis (with and without values), `.currency(code:)` on a revenue axis, `.dateTime.month()` on a date axis, and an
// explicitly typed `FloatingPointFormatStyle<Double>.Percent()`. `.percent`, `.number` and `.currency` each exist for
// Double, Int and Decimal in Foundation, so these only compile when the axis overloads settle them as Swift Charts does.
struct ChartsAxisFormatsScreen: View {
    struct Month: Identifiable {
        let id = UUID()
        let date: Date
        let share: Double
        let revenue: Double
    }

    let months: [Month] = (0..<6).map { i in
        Month(date: Date(timeIntervalSince1970: 1_704_067_200 + Double(i) * 31 * 86_400),
              share: [0.1, 0.25, 0.4, 0.35, 0.6, 0.75][i], revenue: [1200, 1800, 950, 2400, 2100, 3000][i])
    }

    var body: some View {
        VStack(spacing: 16) {
            Chart(months) { month in
                LineMark(x: .value("Month", month.date, unit: .month), y: .value("Share", month.share))
            }
            .chartYScale(domain: 0...1)
            .chartYAxis { AxisMarks(format: .percent) }
            .chartXAxis { AxisMarks(format: .dateTime.month(), values: .automatic) }
            .frame(height: 140)

            Chart(months) { month in
                BarMark(x: .value("Month", month.date, unit: .month), y: .value("Revenue", month.revenue))
            }
            .chartYAxis { AxisMarks(format: .currency(code: "USD")) }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { _ in
                    AxisValueLabel(format: .dateTime.month())
                }
            }
            .frame(height: 140)

            Chart(months) { month in
                AreaMark(x: .value("Month", month.date, unit: .month), y: .value("Share", month.share))
            }
            .chartYAxis {
                AxisMarks(format: .percent, values: .automatic)
                AxisMarks(position: .trailing, values: [0.25, 0.5, 0.75]) { _ in
                    AxisValueLabel(format: .percent)
                }
            }
            .chartXAxis { AxisMarks(format: FloatingPointFormatStyle<Double>.Percent(), values: [0.0]) }
            .frame(height: 140)

            Chart(months) { month in
                PointMark(x: .value("Share", month.share), y: .value("Revenue", month.revenue))
            }
            .chartXAxis { AxisMarks(format: .percent, values: [0, 0.5, 1]) }
            .chartYAxis { AxisMarks(format: .number.precision(.fractionLength(0))) }
            .frame(height: 140)
        }
        .padding()
    }
}
