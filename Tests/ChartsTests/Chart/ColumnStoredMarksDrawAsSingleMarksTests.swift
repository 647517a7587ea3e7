import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// A `ForEach` of line or point marks with plain numbers or dates is stored by column (`MarkColumns`); the chart
/// draws, describes and identifies its marks exactly as when each is resolved on its own — here forced by wrapping
/// each mark in content with a body, which the resolver walks one mark at a time.
@MainActor @Suite struct ColumnStoredMarksDrawAsSingleMarksTests {
    /// A mark behind a body: the resolver cannot store it by column.
    struct OneByOne<C: ChartContent>: ChartContent {
        let content: C
        var body: C { content }
    }

    /// 60 values with a NaN, +∞ and −∞ among them.
    static let values: [Double] = (0..<60).map { (i: Int) -> Double in
        switch i {
        case 7: return .nan
        case 19: return .infinity
        case 33: return -.infinity
        default:
            let wave: Double = 20 * sin(Double(i) / 6)
            return wave + Double((i * 31) % 11)
        }
    }
    static let day0 = Date(timeIntervalSinceReferenceDate: 700_000_000)

    /// The same chart drawn both ways: the marks' keys, SVG (with its accessibility table) and terminal text.
    func expectAlike<A: ChartContent, B: ChartContent>(_ columns: Chart<A>, _ single: Chart<B>,
                                                        sourceLocation: SourceLocation = #_sourceLocation) {
        let a = ChartContentResolver.marks(of: columns.content), b = ChartContentResolver.marks(of: single.content)
        #expect(a.segments.contains { $0.columns != nil }, "stored by column", sourceLocation: sourceLocation)
        #expect(b.segments.allSatisfy { $0.columns == nil }, sourceLocation: sourceLocation)
        #expect(a.map(\.key) == b.map(\.key), sourceLocation: sourceLocation)
        expectDrawnAlike(columns, single, sourceLocation: sourceLocation)
    }

    /// The same view drawn both ways: SVG (with its accessibility table) and terminal text.
    func expectDrawnAlike<A: View, B: View>(_ columns: A, _ single: B, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ChartRender.svg(columns) == ChartRender.svg(single), sourceLocation: sourceLocation)
        #expect(ChartRender.terminal(columns) == ChartRender.terminal(single), sourceLocation: sourceLocation)
    }

    @Test func aLineWithGapsAndInfinities() {
        let v = Self.values
        expectAlike(Chart { ForEach(0..<v.count, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", v[$0])) } },
                    Chart { ForEach(0..<v.count, id: \.self) { OneByOne(content: LineMark(x: .value("i", $0), y: .value("v", v[$0]))) } })
    }

    @Test func aLineOverDatesWithStylesOutsideTheForEach() {
        let v = Self.values, d0 = Self.day0
        expectAlike(Chart {
            ForEach(0..<v.count, id: \.self) { LineMark(x: .value("Day", d0.addingTimeInterval(Double($0) * 86_400)), y: .value("v", v[$0])) }
                .foregroundStyle(.red).interpolationMethod(.monotone).lineStyle(StrokeStyle(lineWidth: 3))
        }, Chart {
            ForEach(0..<v.count, id: \.self) {
                OneByOne(content: LineMark(x: .value("Day", d0.addingTimeInterval(Double($0) * 86_400)), y: .value("v", v[$0])))
            }
            .foregroundStyle(.red).interpolationMethod(.monotone).lineStyle(StrokeStyle(lineWidth: 3))
        })
    }

    @Test func seriesAndForegroundStyleByMakeALegend() {
        let v = Self.values
        expectAlike(Chart {
            ForEach(0..<30, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", v[$0]), series: .value("S", "a")) }
            ForEach(0..<30, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", v[$0 + 30])) }.foregroundStyle(by: .value("S", "b"))
            RuleMark(y: .value("t", 5))
        }, Chart {
            ForEach(0..<30, id: \.self) { OneByOne(content: LineMark(x: .value("i", $0), y: .value("v", v[$0]), series: .value("S", "a"))) }
            ForEach(0..<30, id: \.self) { OneByOne(content: LineMark(x: .value("i", $0), y: .value("v", v[$0 + 30]))) }
                .foregroundStyle(by: .value("S", "b"))
            RuleMark(y: .value("t", 5))
        })
    }

    @Test func pointsAndLineSymbolsAreDrawnMarkByMark() {
        let v = Self.values
        expectAlike(Chart {
            ForEach(0..<20, id: \.self) { PointMark(x: .value("i", $0), y: .value("v", v[$0])) }.symbol(.square).symbolSize(40)
            ForEach(20..<40, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", v[$0])) }.symbol(.triangle)
        }, Chart {
            ForEach(0..<20, id: \.self) { OneByOne(content: PointMark(x: .value("i", $0), y: .value("v", v[$0]))) }.symbol(.square).symbolSize(40)
            ForEach(20..<40, id: \.self) { OneByOne(content: LineMark(x: .value("i", $0), y: .value("v", v[$0]))) }.symbol(.triangle)
        })
    }

    @Test func repeatedAndFallingIdsKeepTheirKeys() {
        let ids = [4, 9, 12, 9, 3, 12, 12, 40, 41]
        expectAlike(Chart { ForEach(ids, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", Double($0 % 7))) } },
                    Chart { ForEach(ids, id: \.self) { OneByOne(content: LineMark(x: .value("i", $0), y: .value("v", Double($0 % 7)))) } })
        let names = ["a", "b", "a", "c"]
        expectAlike(Chart { ForEach(names.indices, id: \.self) { PointMark(x: .value("i", $0), y: .value("v", Double($0))) } },
                    Chart { ForEach(names.indices, id: \.self) { OneByOne(content: PointMark(x: .value("i", $0), y: .value("v", Double($0)))) } })
        expectAlike(Chart { ForEach(names, id: \.self) { PointMark(x: .value("i", $0.count), y: .value("v", Double($0.utf8.first!))) } },
                    Chart { ForEach(names, id: \.self) { OneByOne(content: PointMark(x: .value("i", $0.count), y: .value("v", Double($0.utf8.first!)))) } })
    }

    @Test func aMarkThatDoesNotFitEndsTheRun() {
        // The label changes at the fifth mark: the rest are resolved one by one, with the same keys.
        expectAlike(Chart { ForEach(0..<10, id: \.self) { LineMark(x: .value($0 < 4 ? "i" : "j", $0), y: .value("v", Double($0 * $0))) } },
                    Chart { ForEach(0..<10, id: \.self) { OneByOne(content: LineMark(x: .value($0 < 4 ? "i" : "j", $0), y: .value("v", Double($0 * $0)))) } })
        let marks = ChartContentResolver.marks(of: ForEach(0..<10, id: \.self) { LineMark(x: .value($0 < 4 ? "i" : "j", $0), y: .value("v", 1)) })
        #expect(marks.segments.map(\.count) == [4, 6])
    }

    @Test func numbersOnACategoryAxisAndALogScale() {
        let v = Self.values
        expectAlike(Chart {
            BarMark(x: .value("n", "3"), y: .value("v", 4))
            ForEach(0..<8, id: \.self) { LineMark(x: .value("n", $0), y: .value("v", v[$0])) }
        }, Chart {
            BarMark(x: .value("n", "3"), y: .value("v", 4))
            ForEach(0..<8, id: \.self) { OneByOne(content: LineMark(x: .value("n", $0), y: .value("v", v[$0]))) }
        })
        expectDrawnAlike(Chart { ForEach(0..<v.count, id: \.self) { PointMark(x: .value("i", $0), y: .value("v", v[$0])) } }.chartYScale(type: .log),
                    Chart { ForEach(0..<v.count, id: \.self) { OneByOne(content: PointMark(x: .value("i", $0), y: .value("v", v[$0]))) } }
                        .chartYScale(type: .log))
    }

    @Test func aLineDenserThanThePixelsIsThinnedAlike() {
        // 800 points across a plot about 40 pt wide: more than two a quarter-pixel column (`SeriesDecimation`).
        let v = (0..<800).map { (i: Int) -> Double in Double((i * 7919) % 97) + Double(i) / 20 }
        let size = CGSize(width: 80, height: 60)
        let columns = Chart { ForEach(0..<v.count, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", v[$0])) } }
        let single = Chart { ForEach(0..<v.count, id: \.self) { OneByOne(content: LineMark(x: .value("i", $0), y: .value("v", v[$0]))) } }
        let svg = ChartRender.svg(columns, size: size)
        #expect(svg == ChartRender.svg(single, size: size))
        #expect(svg.utf8.count < ChartRender.svg(columns.environment(\.displayScale, 1_000), size: size).utf8.count)
    }

    @Test func aScrollingChartShowsTheSameWindow() {
        let v = Self.values
        expectDrawnAlike(Chart { ForEach(0..<v.count, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", v[$0])) } }
                        .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 20),
                    Chart { ForEach(0..<v.count, id: \.self) { OneByOne(content: LineMark(x: .value("i", $0), y: .value("v", v[$0]))) } }
                        .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 20))
    }
}
