import Testing
import Foundation
@testable import Charts

/// `DateBins` as published stock and sales screens use it: calendar bins covering a range, a date's bin by
/// `index(for:)` (a drag over a monthly chart picks that month's entry), uniform bins of a time interval, and bins
/// inferred from a range or from data. All in UTC, so the thresholds are exact.
struct DateBinsTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    @Test func monthBinsCoverTheMonthsOfTheRange() {
        // Twelve monthly prices, from 1 January to 1 December: a bin per month, December's included.
        let bins = DateBins(unit: .month, range: Self.date(2022, 1, 1)...Self.date(2022, 12, 1), calendar: Self.utc)
        #expect(bins.count == 12)
        #expect(bins.thresholds.first == Self.date(2022, 1, 1) && bins.thresholds.last == Self.date(2023, 1, 1))
        #expect(bins.index(for: Self.date(2022, 3, 17)) == 2)
        #expect(bins.index(for: Self.date(2022, 12, 20)) == 11, "a date in the last month is in its own bin")
        #expect(bins.index(for: Self.date(2021, 6, 1)) == 0 && bins.index(for: Self.date(2024, 6, 1)) == 11)
    }

    @Test func theFirstBinStartsAtTheStartOfItsUnit() {
        let bins = DateBins(unit: .day, by: 2, range: Self.date(2024, 2, 27, 15)...Self.date(2024, 3, 3, 6), calendar: Self.utc)
        #expect(bins.thresholds == [Self.date(2024, 2, 27), Self.date(2024, 2, 29), Self.date(2024, 3, 2), Self.date(2024, 3, 4)],
                "two days a bin, over the leap day: \(bins.thresholds)")
        #expect(bins[1].lowerBound == Self.date(2024, 2, 29) && bins[1].upperBound == Self.date(2024, 3, 2))
        #expect(!bins[0].contains(Self.date(2024, 2, 29)) && bins[2].contains(Self.date(2024, 3, 4)), "half-open but the last")
    }

    @Test func monthsDoNotDriftFromTheThirtyFirst() {
        let bins = DateBins(unit: .month, range: Self.date(2023, 1, 31)...Self.date(2023, 4, 2), calendar: Self.utc)
        #expect(bins.thresholds == [Self.date(2023, 1, 1), Self.date(2023, 2, 1), Self.date(2023, 3, 1), Self.date(2023, 4, 1),
                                    Self.date(2023, 5, 1)])
    }

    @Test func timeIntervalBinsStartAtTheLowerBound() {
        let start = Self.date(2024, 5, 1, 9)
        let bins = DateBins(timeInterval: 3600, range: start...start.addingTimeInterval(2.5 * 3600))
        #expect(bins.thresholds == (0...3).map { start.addingTimeInterval(Double($0) * 3600) })
        #expect(bins.index(for: start.addingTimeInterval(5400)) == 1)
    }

    @Test func binsInferredFromARangeAreCalendarSteps() {
        let bins = DateBins(range: Self.date(2024, 1, 1)...Self.date(2024, 1, 11), desiredCount: 10, calendar: Self.utc)
        #expect(bins.count == 10, "a day a bin: \(bins.thresholds)")
        #expect(zip(bins.thresholds, bins.thresholds.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 86_400 })
    }

    @Test func binsInferredFromDataCoverIt() {
        let data = (0..<60).map { Self.date(2024, 1, 1).addingTimeInterval(Double($0 * $0) * 3600) }
        let bins = DateBins(data: data, calendar: Self.utc)
        #expect(bins.count >= 2 && bins.count <= 200)
        #expect(bins.thresholds.first! <= data.first! && bins.thresholds.last! >= data.last!)
        #expect(data.allSatisfy { bins[bins.index(for: $0)].contains($0) }, "each date is in the bin index(for:) names")
        #expect(DateBins(data: []).isEmpty)
        #expect(DateBins(data: data, desiredCount: 2, calendar: Self.utc).count < bins.count)
    }

    @Test func aBinPlotsAsAnInterval() {
        let bin = DateBins(unit: .day, range: Self.date(2024, 1, 1)...Self.date(2024, 1, 3), calendar: Self.utc)[1]
        let value = PlottableValue.value("Day", bin)
        #expect(value.primitive == Self.date(2024, 1, 2).primitive && value.upper == Self.date(2024, 1, 3).primitive)
    }
}
