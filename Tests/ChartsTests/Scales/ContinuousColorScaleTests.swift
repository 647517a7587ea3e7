import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// A numeric `foregroundStyle(by:)` colours marks on a continuous gradient, with a gradient legend.
@MainActor
@Suite struct ContinuousColorScaleTests {
    static func heatMap(_ values: [Double]) -> some ChartContent {
        ForEach(Array(values.enumerated()), id: \.offset) { i, v in
            RectangleMark(x: .value("Column", "c\(i)"), y: .value("Row", "r"))
                .foregroundStyle(by: .value("Number", v))
        }
    }

    static func fills(_ list: DisplayList) -> [Color.Resolved] {
        list.items.filter(ChartRender.isMark).compactMap {
            if case .shape(let s) = $0.content, case .color(let c)? = s.fill { return c }
            return nil
        }
    }

    @Test func numbersGetColoursAlongTheGradientInOrder() throws {
        let list = ChartRender.list(Chart { Self.heatMap([0, 5, 10, .nan]) })
        let fills = Self.fills(list).map(\.description)
        #expect(fills.count == 4)
        let low = ChartStyle.continuousLow.resolve(in: .light), high = ChartStyle.palette[0].resolve(in: .light)
        #expect(fills[0] == low.description)
        #expect(fills[2] == high.description)
        #expect(fills[3] == low.description)      // a NaN colour value takes the low end
        // The middle value sits between the ends on every channel.
        let mid = Self.fills(list)[1]
        #expect(mid.linearRed < low.linearRed && mid.linearRed > high.linearRed)
    }

    @Test func theLegendIsOneGradientEntryWithTheExtent() {
        let list = ChartRender.list(Chart { Self.heatMap([2, 40]) })
        let legend = list.items(matching: "legend.")
        let texts = legend.compactMap { item -> String? in if case .text(let t) = item.content { t.lines.first?.text } else { nil } }
        #expect(texts == ["2", "40"])
        #expect(legend.contains { if case .shape(let s) = $0.content, case .linearGradient? = s.fill { true } else { false } })
    }

    @Test func aRangeOfColoursSetsTheEndsAndCategoriesStayCategorical() {
        let ranged = ChartRender.list(Chart { Self.heatMap([0, 1]) }.chartForegroundStyleScale(range: [Color.green, Color.red]))
        #expect(Self.fills(ranged).map(\.description) == [Color.green, Color.red].map { $0.resolve(in: .light).description })
        let categorical = ChartRender.list(Chart {
            BarMark(x: .value("X", "a"), y: .value("Y", 1)).foregroundStyle(by: .value("Kind", "one"))
            BarMark(x: .value("X", "b"), y: .value("Y", 2)).foregroundStyle(by: .value("Kind", "two"))
        })
        #expect(Self.fills(categorical) == [ChartStyle.palette[0].resolve(in: .light), ChartStyle.palette[1].resolve(in: .light)])
    }
}
