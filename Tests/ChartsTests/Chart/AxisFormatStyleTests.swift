import Foundation
import Testing
import Declarative
@testable import Charts

/// Axis labels written with Foundation's number styles: `.percent`, `.number` and `.currency(code:)` read the axis
/// value as a `Double` (as Swift Charts' fraction axes mean them), explicit styles keep their own input type, and
/// `values:` with a format labels exactly those values.
@MainActor
@Suite struct AxisFormatStyleTests {
    static let shares = [0.0, 0.25, 0.5, 0.75, 1.0]

    static func labels<C: View>(_ chart: C) -> [String] {
        AxisValueLabelPlacementTests.texts(ChartRender.list(chart, size: CGSize(width: 400, height: 300))).map(\.text)
    }

    static func chart() -> some View {
        Chart(Array(shares.enumerated()), id: \.offset) { i, share in
            BarMark(x: .value("Index", "\(i)"), y: .value("Share", share))
        }
        .chartYScale(domain: 0...1)
    }

    @Test func percentLabelsAFraction() {
        let labels = Self.labels(Self.chart().chartYAxis { AxisMarks(values: [0.25, 0.5, 1.0]) { _ in AxisValueLabel(format: .percent) } })
        #expect(labels.contains("25%"))
        #expect(labels.contains("50%"))
        #expect(labels.contains("100%"))
        #expect(!labels.contains("0.25"))
    }

    @Test func aYAxisLabelReadsItsValuesIndex() {
        // Published UV-index charts name bands by the axis value's position: Low, Moderate, High.
        let names = ["Low", "Moderate", "High"]
        let labels = Self.labels(Self.chart().chartYAxis {
            AxisMarks(values: [0.0, 0.5, 1.0]) { value in
                AxisValueLabel { Text(names[min(value.index, names.count - 1)]) }
            }
        })
        #expect(names.allSatisfy(labels.contains), "\(labels)")
    }

    @Test func axisMarksTakeTheFormatForTheirDefaultLabels() {
        let percent = Self.labels(Self.chart().chartYAxis { AxisMarks(format: .percent, values: [0.25, 0.75]) })
        #expect(percent.contains("25%") && percent.contains("75%"))
        let automatic = Self.labels(Self.chart().chartYAxis { AxisMarks(format: .percent, values: .automatic) })
        #expect(automatic.contains("20%") && automatic.contains("100%"))
        let currency = Self.labels(Self.chart().chartYAxis { AxisMarks(format: .currency(code: "USD"), values: [0.5]) })
        // The symbol is the locale's ("$" in en_US; ICU's root locale writes "US$").
        #expect(currency.contains { $0.hasSuffix("$0.50") })
        let number = Self.labels(Self.chart().chartYAxis {
            AxisMarks(format: .number.precision(.fractionLength(2)), values: .automatic(desiredCount: 2))
        })
        #expect(number.contains("0.50") || number.contains("1.00"))
    }

    @Test func anExplicitStyleKeepsItsInputType() {
        let typed = Self.labels(Self.chart().chartYAxis {
            AxisMarks(format: FloatingPointFormatStyle<Double>.Percent(), values: [0.5])
        })
        #expect(typed.contains("50%"))
        // An integer percent style reads 1 as 1%: Foundation's integer percent is of whole hundredths.
        // (A chart of its own: `chart()`'s own 0…1 domain is the one its marks use, and 50 would lie outside it.)
        let percents = Chart(Array(Self.shares.enumerated()), id: \.offset) { i, share in
            BarMark(x: .value("Index", "\(i)"), y: .value("Share", share * 100))
        }.chartYScale(domain: 0...100)
        let integer = Self.labels(percents.chartYAxis {
            AxisMarks(format: IntegerFormatStyle<Int>.Percent(), values: [50])
        })
        #expect(integer.contains("50%"))
    }
}
