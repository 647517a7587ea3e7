import Foundation
import Testing
import Declarative
@testable import Charts

/// A chart's own description keeps its points as values and describes each when a row is read: rows read as the
/// marks do, sampled rows are the rows at those indices, and equal data describes equally.
@MainActor
@Suite struct DescribedPointsTests {
    struct Sample { let time: Date, value: Double }

    static func day(_ d: Int, hour: Int = 0) -> Date {
        ChartRender.utc.date(from: DateComponents(year: 2024, month: 3, day: d, hour: hour))!
    }

    /// A line of samples over dates, stored by column (a `ForEach` of plain values).
    static func line(_ samples: [Sample]) -> some View {
        Chart {
            ForEach(Array(samples.enumerated()), id: \.offset) { _, s in
                LineMark(x: .value("Time", s.time), y: .value("Level", s.value))
            }
        }
    }

    @Test func aColumnRunReadsItsDatesAndNumbersAndLeavesOutWhatDrawsNothing() throws {
        let samples = [Sample(time: Self.day(10), value: 1.5), Sample(time: Self.day(10, hour: 6), value: .nan),
                       Sample(time: Self.day(11), value: 2500)]
        let d = try #require(ChartRender.list(Self.line(samples)).charts.first)
        #expect(d.series.count == 1)
        #expect(d.series[0].isContinuous)
        #expect(d.series[0].points.count == 2)
        #expect(d.rows == [["Mar 10, 2024", "1.5"], ["Mar 11, 2024", "2,500"]])
        #expect(d.axes.map(\.title) == ["Time", "Level"])
    }

    @Test func timesOtherThanMidnightReadWithTheirTime() throws {
        let samples = [Sample(time: Self.day(10, hour: 6), value: 1), Sample(time: Self.day(10, hour: 18), value: 2)]
        let d = try #require(ChartRender.list(Self.line(samples)).charts.first)
        #expect(d.rows.map { $0[0] } == ["Mar 10, 2024, 6:00 AM", "Mar 10, 2024, 6:00 PM"])
    }

    @Test func sampledRowsAreTheRowsAtThoseIndices() throws {
        let samples = (0..<1_000).map { Sample(time: Self.day(1).addingTimeInterval(Double($0) * 60), value: Double($0 % 37)) }
        let d = try #require(ChartRender.list(Self.line(samples)).charts.first)
        let all = d.rows
        #expect(d.rowCount == 1_000)
        #expect(d.rows(at: [0, 499, 999]) == [all[0], all[499], all[999]])
        #expect(all[499] == ["Mar 1, 2024, 8:19 AM", "18"])
    }

    @Test func equalDataDescribesEquallyAndAChangedValueDoesNot() throws {
        let samples = (0..<50).map { Sample(time: Self.day(1).addingTimeInterval(Double($0) * 3600), value: Double($0)) }
        var changed = samples
        changed[20] = Sample(time: changed[20].time, value: -1)
        let a = try #require(ChartRender.list(Self.line(samples)).charts.first)
        let b = try #require(ChartRender.list(Self.line(samples)).charts.first)
        let c = try #require(ChartRender.list(Self.line(changed)).charts.first)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
    }

    @Test func marksReadOneByOneKeepTheirLabelsAndCategories() throws {
        let chart = Chart {
            BarMark(x: .value("Shop", "North\u{1B}[31m"), y: .value("Units", 7)).accessibilityLabel("best\u{7}")
            BarMark(x: .value("Shop", "South"), y: .value("Units", 3))
            PointMark(x: .value("Shop", "East"), y: .value("Units", Double.infinity))
        }
        let d = try #require(ChartRender.list(chart).charts.first)
        #expect(d.columns == ["Label", "Shop", "Units"])
        #expect(d.rows == [["best ", "North [31m", "7"], ["", "South", "3"]])
    }
}
