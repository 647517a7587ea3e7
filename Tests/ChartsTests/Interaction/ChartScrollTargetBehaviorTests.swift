import Foundation
import Testing
import Declarative
@testable import Charts

/// Where a value-aligned chart settles (Swift Charts' `valueAligned`): the nearest multiple of the unit or date
/// matching the components, or the end of the data; a swipe with a major alignment turns to the next major value.
@MainActor
struct ChartScrollTargetBehaviorTests {
    static let calendar = ChartRender.utc
    /// 2026-01-01 00:00 UTC.
    static let jan1 = 788_918_400.0

    /// An axis over numbers `0...upper` (or dates from January 1 for `days`), `length` showing, with `behavior`.
    static func axis(upper: Double = 95, length: Double = 10, days: Int? = nil,
                     _ behavior: ValueAlignedChartScrollTargetBehavior) -> ChartScrollAxisState {
        let values: [PlottablePrimitive] = days.map { n in (0..<n).map { .date(Date(timeIntervalSinceReferenceDate: jan1 + Double($0) * 86_400)) } }
            ?? [.number(0), .number(upper)]
        var settings = ChartScrollAxis()
        settings.visibleLength = length
        settings.settle = behavior.x
        return ChartScrollAxisState(axis: .horizontal, settings: settings, channels: values.map(ChannelValue.value),
                                    scale: ScaleConfiguration(), stored: .constant(nil), calendar: calendar)!
    }

    @Test func aDragSettlesOnTheNearestMultipleOfTheUnitOrTheEnd() {
        let axis = Self.axis(.valueAligned(unit: 10))
        #expect(axis.settle(from: 0, moved: 14, predicted: 14) == 10)
        #expect(axis.settle(from: 0, moved: 16, predicted: 16) == 20)
        #expect(axis.settle(from: 0, moved: 16, predicted: 33) == 30, "it glides, then settles")
        #expect(axis.settle(from: 80, moved: 4, predicted: 4) == 85, "the end of the data is nearer than 80 or 90")
        #expect(axis.settle(from: 0, moved: -40, predicted: -40) == 0)
    }

    @Test func datesSettleOnTheComponentsTheyMatch() {
        let axis = Self.axis(length: 7 * 86_400, days: 60, .valueAligned(matching: DateComponents(hour: 0)))
        let day5 = Self.jan1 + 4 * 86_400
        #expect(axis.settle(from: day5, moved: 13 * 3_600, predicted: 13 * 3_600) == day5 + 86_400)
        #expect(axis.settle(from: day5, moved: 10 * 3_600, predicted: 10 * 3_600) == day5)
        // Keys step to the next midnight, not by a fixed number of seconds.
        #expect(ChartScrollAxisState.next(.matching(DateComponents(hour: 0)), from: day5 + 3_600, forward: true,
                                          calendar: Self.calendar) == day5 + 86_400)
        #expect(ChartScrollAxisState.next(.matching(DateComponents(hour: 0)), from: day5, forward: false,
                                          calendar: Self.calendar) == day5 - 86_400)
    }

    @Test func aSwipeTurnsToTheNextMajorValueInItsDirection() {
        let monthly = Self.axis(length: 7 * 86_400, days: 120,
                                .valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))
        let jan10 = Self.jan1 + 9 * 86_400, feb1 = Self.jan1 + 31 * 86_400
        #expect(monthly.settle(from: jan10, moved: 3_600, predicted: 30 * 86_400) == feb1)
        #expect(monthly.settle(from: jan10, moved: -3_600, predicted: -86_400) == Self.jan1)
        #expect(monthly.settle(from: feb1, moved: -3_600, predicted: -86_400) == Self.jan1, "from a first of the month, the one before")
        // A slow drag (no glide) is not a swipe: it settles on the nearest midnight.
        #expect(monthly.settle(from: jan10, moved: 2 * 86_400, predicted: 2 * 86_400) == jan10 + 2 * 86_400)

        let paged = Self.axis(.valueAligned(unit: 1, majorAlignment: .page))
        #expect(paged.settle(from: 20, moved: 3, predicted: 40) == 30, "one page, however far it would glide")
        let unlimited = Self.axis(.valueAligned(unit: 1, majorAlignment: .unit(25), limitBehavior: .never))
        #expect(unlimited.settle(from: 0, moved: 3, predicted: 60) == 50)
    }
}
