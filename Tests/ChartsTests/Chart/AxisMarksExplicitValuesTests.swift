import Foundation
import Testing
import Declarative
@testable import Charts

/// `AxisMarks` at explicit values in Swift Charts' other spellings: a content closure that does not read the
/// value (`AxisMarks(values: [0, 5000]) { AxisGridLine(); AxisValueLabel() }`, as a published expenses chart
/// writes two axes), and default marks drawn with a stroke.
@MainActor
@Suite struct AxisMarksExplicitValuesTests {
    static func chart(domain: ClosedRange<Double> = 0...1) -> some View {
        Chart([0.1, 0.6, 0.9].enumerated().map { $0 }, id: \.offset) { i, share in
            BarMark(x: .value("Index", "\(i)"), y: .value("Share", share))
        }
        .chartYScale(domain: domain)
    }

    static func list<C: View>(_ chart: C) -> DisplayList { ChartRender.list(chart, size: CGSize(width: 400, height: 300)) }

    @Test func aClosureWithoutTheValueMarksEachValue() {
        let labels = AxisValueLabelPlacementTests.texts(Self.list(Self.chart().chartYAxis {
            AxisMarks(position: .leading, values: [0.25, 0.75]) {
                AxisGridLine()
                AxisValueLabel()
            }
            AxisMarks(position: .trailing, values: [0.5]) { value in
                AxisValueLabel("half \(value.index)")
            }
        })).map(\.text)
        #expect(labels.contains("0.25") && labels.contains("0.75") && labels.contains("half 0"), "\(labels)")
        #expect(!labels.contains("0.5") && !labels.contains("0.2"), "only the values asked for: \(labels)")
    }

    @Test func explicitValuesAreLabelledInFull() {
        // The automatic ticks of 0…1 are 0.2 apart; values given explicitly keep their own decimals.
        let labels = AxisValueLabelPlacementTests.texts(Self.list(Self.chart().chartYAxis {
            AxisMarks(values: [0.25, 0.5, 0.125, 1.0])
        })).map(\.text)
        #expect(["0.25", "0.5", "0.125", "1"].allSatisfy(labels.contains), "\(labels)")
        let thousands = AxisValueLabelPlacementTests.texts(Self.list(Self.chart(domain: 0...19000).chartYAxis {
            AxisMarks(values: [0, 5000, 15000])
        })).map(\.text)
        #expect(["0", "5,000", "15,000"].allSatisfy(thousands.contains), "\(thousands)")
    }

    @Test func defaultMarksAtValuesTakeAStroke() {
        let widths = Self.list(Self.chart().chartYAxis { AxisMarks(values: [0.2, 0.4], stroke: StrokeStyle(lineWidth: 3)) })
            .items.compactMap { item -> CGFloat? in
                if case .shape(let s) = item.content { return s.stroke?.style.lineWidth }
                return nil
            }
        #expect(widths.filter { $0 == 3 }.count >= 2, "a grid line at each value, 3 wide: \(widths)")
    }
}
