import Foundation
import Testing
import Declarative
@testable import Charts

/// A `ForEach` of marks keyed by integers names each mark by its id, and tells a repeated id apart by its occurrence
/// ("5", "5~1"), whether the ids rise (keyed without collecting them) or fall back to an earlier one.
@MainActor
@Suite struct RepeatedIntegerIdsKeepDistinctKeysTests {
    private static func keys(_ ids: [Int]) -> [String] {
        let marks = ChartContentResolver.marks(of: ForEach(Array(ids.enumerated()), id: \.element) { item in
            BarMark(x: .value("Item", "c\(item.offset)"), y: .value("Value", item.element))
        })
        return marks.map(\.key)
    }

    @Test func risingIdsAreTheirOwnKeys() {
        #expect(Self.keys([0, 1, 2, 7]) == ["0", "1", "2", "7"])
    }

    @Test func anIdSeenBeforeIsToldApart() {
        #expect(Self.keys([2, 5, 5, 1, 2, 5]) == ["2", "5", "5~1", "1", "2~1", "5~2"])
    }

    @Test func aRangeKeysEveryBar() {
        let marks = ChartContentResolver.marks(of: ForEach(0..<4, id: \.self) { i in
            BarMark(x: .value("Item", "c\(i)"), y: .value("Value", i))
        })
        #expect(marks.map(\.key) == ["0", "1", "2", "3"])
    }
}
