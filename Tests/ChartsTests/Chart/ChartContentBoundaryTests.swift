import Foundation
import Testing
import Declarative
@testable import Charts

/// Chart content is its own kind of value, not a view, and is built by nonisolated builders (Swift 6 mode here).
@MainActor
@Suite struct ChartContentBoundaryTests {
    /// A builder on a nonisolated free function, as published Swift Charts code writes helpers.
    @ChartContentBuilder
    nonisolated static func weekMarks(_ values: [Double], showsGoal: Bool) -> some ChartContent {
        ForEach(Array(values.enumerated()), id: \.offset) { i, v in
            BarMark(x: .value("Day", "d\(i)"), y: .value("Value", v))
        }
        if showsGoal {
            RuleMark(y: .value("Goal", 5)).foregroundStyle(.red)
        } else {
            RuleMark(y: .value("Zero", 0))
        }
        if values.isEmpty { PointMark(x: .value("Day", "d0"), y: .value("Value", 0)) }
    }

    @Test func marksAndTheirContainersAreNotViews() {
        let content: [Any] = [BarMark(x: .value("X", "a"), y: .value("Y", 1)), Plot { LineMark(x: .value("X", 1), y: .value("Y", 2)) },
                              AnyChartContent(PointMark(x: .value("X", 1), y: .value("Y", 2))), Self.weekMarks([1], showsGoal: true),
                              ForEach([1, 2], id: \.self) { RuleMark(y: .value("Y", $0)) }]
        for value in content {
            #expect(!(value is any View), "\(type(of: value)) is a view")
            #expect(value is any ChartContent)
        }
    }

    @Test func nonisolatedBuildersKeepPositionsBranchesAndIds() {
        let marks = ChartContentResolver.marks(of: Self.weekMarks([3, 7], showsGoal: false))
        #expect(marks.map(\.kind) == [.bar, .bar, .rule])
        #expect(marks.map(\.key) == ["0/0", "0/1", "1/f"])
        let empty = ChartContentResolver.marks(of: Self.weekMarks([], showsGoal: true))
        #expect(empty.map(\.key) == ["1/t", "2/?"])
    }

    @Test func textAndKeyLabelsAreReadWithoutReflection() {
        let key: LocalizedStringKey = "Sales \("Q1")"
        #expect(PlottableValue.value(key, 3.0).label == "Sales Q1")
        #expect(PlottableValue.value(Text("Units"), 3.0).label == "Units")
        #expect(PlottableValue.value(Text(verbatim: "<raw>"), 3.0).label == "<raw>")
    }
}
