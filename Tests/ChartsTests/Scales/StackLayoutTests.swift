import Foundation
import Testing

@testable import Charts

// d3.stack: series A=(1,2,3), B=(2,2,1), C=(1,4,0) over x1…x3.

private let stackTable: [[Double]] = [[1, 2, 3], [2, 2, 1], [1, 4, 0]]

private func pairs(_ rows: [[StackedInterval]]) -> [[[Double]]] {
    rows.map { $0.map { [$0.lower, $0.upper] } }
}

@Suite struct StackLayoutTests {
    @Test func standardStackingAccumulatesFromZero() {
        #expect(pairs(StackLayout.stack(table: stackTable, offset: .standard)) == [
            [[0, 1], [0, 2], [0, 3]],
            [[1, 3], [2, 4], [3, 4]],
            [[3, 4], [4, 8], [4, 4]],
        ])
    }

    @Test func normalizedStackingSpansZeroToOne() {
        #expect(pairs(StackLayout.stack(table: stackTable, offset: .normalized)) == [
            [[0, 0.25], [0, 0.25], [0, 0.75]],
            [[0.25, 0.75], [0.25, 0.5], [0.75, 1]],
            [[0.75, 1], [0.5, 1], [1, 1]],
        ])
    }

    @Test func centerStackingIsSymmetricAboutZero() {
        #expect(pairs(StackLayout.stack(table: stackTable, offset: .center)) == [
            [[-2, -1], [-4, -2], [-2, 1]],
            [[-1, 1], [-2, 0], [1, 2]],
            [[1, 2], [0, 4], [2, 2]],
        ])
    }

    @Test func standardStackingDivergesForNegatives() {
        let mixed: [[Double]] = [[3, -2, 1], [-1, 2, -2], [2, 1, -1]]
        let s = StackLayout.stack(table: mixed, offset: .standard)
        #expect(pairs(s) == [
            [[0, 3], [-2, 0], [0, 1]],
            [[-1, 0], [0, 2], [-2, 0]],
            [[3, 5], [2, 3], [-3, -2]],
        ])
        // §6.6: y-domain after the zero rule and nice(4) is [-4, 6].
        let extent = StackLayout.extent(s.flatMap { $0 })!
        let y = LinearScale.automatic(values: [extent.lowerBound, extent.upperBound], range: (200, 0))
        #expect(y.domainStart == -4 && y.domainEnd == 6)
    }

    @Test func unstackedItemsAllStartAtZero() {
        #expect(pairs(StackLayout.stack(table: [[1, -2]], offset: .unstacked)) == [[[0, 1], [-2, 0]]])
    }

    @Test func flatItemsStackPerColumnInInputOrder() {
        // Same category twice without series stacks (Swift Charts' default for bars).
        let s = StackLayout.stack([(column: 0, value: 5), (column: 1, value: 2), (column: 0, value: 10)], offset: .standard)
        #expect(s == [StackedInterval(lower: 0, upper: 5), StackedInterval(lower: 0, upper: 2),
                      StackedInterval(lower: 5, upper: 15)])
    }

    @Test func nonFiniteValuesCountAsZero() {
        let s = StackLayout.stack(table: [[1, .nan], [.infinity, 2], [3, 4]], offset: .standard)
        #expect(pairs(s) == [[[0, 1], [0, 0]], [[1, 1], [0, 2]], [[1, 4], [2, 6]]])
        let n = StackLayout.stack(table: [[0, .nan], [0, 0]], offset: .normalized)
        #expect(pairs(n) == [[[0, 0], [0, 0]], [[0, 0], [0, 0]]])
    }

    @Test func normalizedMixedSignsSpanOne() {
        // Documented choice: divide by Σ|v| → A 3/6 up, B −1/6 down, C 2/6 up.
        let s = StackLayout.stack(table: [[3], [-1], [2]], offset: .normalized)
        #expect(pairs(s) == [[[0, 0.5]], [[-1.0 / 6, 0]], [[0.5, 0.5 + 2.0 / 6]]])
    }

    @Test func raggedAndEmptyTablesAreSafe() {
        #expect(StackLayout.stack(table: [], offset: .standard).isEmpty)
        #expect(pairs(StackLayout.stack(table: [[1, 2], [3]], offset: .standard)) == [[[0, 1], [0, 2]], [[1, 4], [2, 2]]])
        #expect(StackLayout.extent([]) == nil)
    }

    @Test func hundredThousandItemsStack() {
        let items = (0..<100_000).map { (column: $0 % 10, value: 1.0) }
        let s = StackLayout.stack(items, offset: .standard)
        #expect(s.last == StackedInterval(lower: 9_999, upper: 10_000))
    }

    @Test(arguments: [StackOffset.standard, .normalized, .center, .unstacked])
    func aValueAloneStacksAsInAColumnOfOne(_ offset: StackOffset) {
        for v in [0, -0.0, 3, -3, 1e300, -1e-300, .nan, .infinity, -.infinity] {
            #expect(StackLayout.single(v, offset: offset) == StackLayout.stack([(0, v)], offset: offset)[0], "\(v)")
        }
    }
}
