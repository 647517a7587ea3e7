import Foundation
import Testing

@testable import Charts

// d3-time's tickInterval, plus calendar-aligned tick dates
// computed by hand for UTC.

private let utc: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    c.firstWeekday = 1  // Sunday, as d3's timeWeek
    return c
}()

private func utcDate(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, _ s: Int = 0) -> Date {
    utc.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min, second: s))!
}

struct ScalesDateIntervalCase: Sendable {
    let span: TimeInterval
    let expected: [DateTickInterval]  // for counts 4, 5, 10
}

private let hour: TimeInterval = 3600, day: TimeInterval = 86_400, year: TimeInterval = 365 * 86_400

private let intervalCases: [ScalesDateIntervalCase] = [
    .init(span: hour, expected: [.init(.minute, step: 15), .init(.minute, step: 15), .init(.minute, step: 5)]),
    .init(span: 24 * hour, expected: [.init(.hour, step: 6), .init(.hour, step: 6), .init(.hour, step: 3)]),
    .init(span: 7 * day, expected: [.init(.day, step: 2), .init(.day), .init(.hour, step: 12)]),
    .init(span: 31 * day, expected: [.init(.week), .init(.week), .init(.day, step: 2)]),
    .init(span: 90 * day, expected: [.init(.month), .init(.month), .init(.week)]),
    .init(span: year, expected: [.init(.month, step: 3), .init(.month, step: 3), .init(.month)]),
    .init(span: 5 * year, expected: [.init(.year), .init(.year), .init(.year)]),
    .init(span: 40 * year, expected: [.init(.year, step: 10), .init(.year, step: 10), .init(.year, step: 5)]),
]

@Suite struct DateTicksTests {
    @Test(arguments: intervalCases)
    func tickIntervalMatchesD3Time(_ c: ScalesDateIntervalCase) {
        for (count, expected) in zip([4, 5, 10], c.expected) {
            #expect(DateTickInterval.automatic(span: c.span, count: count) == expected)
            #expect(DateTickInterval.automatic(span: -c.span, count: count) == expected)
        }
    }

    @Test func subSecondSpansUseMilliseconds() {
        // d3: millisecond.every(max(1, tickStep(0, 800 ms, 4))) = every 200 ms.
        #expect(DateTickInterval.automatic(span: 0.8, count: 4) == .init(.millisecond, step: 200))
        #expect(DateTickInterval.automatic(span: 0.001, count: 10) == .init(.millisecond, step: 1))
    }

    @Test func degenerateSpansDoNotCrash() {
        #expect(DateTickInterval.automatic(span: .nan, count: 4) == .init(.year))
        #expect(DateTickInterval.automatic(span: 0, count: 4) == .init(.millisecond, step: 1))
        #expect(DateTickInterval.automatic(span: 3600, count: 0) == DateTickInterval.automatic(span: 3600, count: 1))
        let d = utcDate(2024, 3, 10)
        #expect(DateScale.ticks(from: d, to: d, count: 4, calendar: utc) == [d])
        #expect(DateScale.ticks(from: d, to: Date(timeIntervalSinceReferenceDate: .nan), count: 4, calendar: utc) == [])
        #expect(DateTickInterval(.hour, step: -3).step == 1)
    }

    @Test func dayOfTicksEverySixHours() {
        let ticks = DateScale.ticks(from: utcDate(2024, 3, 10), to: utcDate(2024, 3, 11), count: 4, calendar: utc)
        #expect(ticks == [utcDate(2024, 3, 10, 0), utcDate(2024, 3, 10, 6), utcDate(2024, 3, 10, 12),
                          utcDate(2024, 3, 10, 18), utcDate(2024, 3, 11, 0)])
        let labels = DateTickLabelFormatter(calendar: utc)
        // Mar 10 2024 is a Sunday (week start) → "Mar 10"; Mar 11 is a Monday → "11".
        #expect(ticks.map(labels.string(for:)) == ["Mar 10", "6 AM", "12 PM", "6 PM", "11"])
    }

    @Test func unalignedStartIsCeiledToTheInterval() {
        let ticks = DateScale.ticks(from: utcDate(2024, 3, 10, 4, 20), to: utcDate(2024, 3, 11, 4, 20),
                                    count: 4, calendar: utc)
        #expect(ticks == [utcDate(2024, 3, 10, 6), utcDate(2024, 3, 10, 12), utcDate(2024, 3, 10, 18),
                          utcDate(2024, 3, 11, 0)])
    }

    @Test func twoDayTicksRestartAtEachMonth() {
        // 7 days, count 4 → every 2 days on days 1, 3, 5, … of each month (d3 day.every(2)).
        let ticks = DateScale.ticks(from: utcDate(2024, 2, 26), to: utcDate(2024, 3, 4), count: 4, calendar: utc)
        #expect(ticks == [utcDate(2024, 2, 27), utcDate(2024, 2, 29), utcDate(2024, 3, 1), utcDate(2024, 3, 3)])
    }

    @Test func weeklyTicksFallOnSundays() {
        let ticks = DateScale.ticks(from: utcDate(2024, 3, 1), to: utcDate(2024, 4, 1), count: 4, calendar: utc)
        #expect(ticks == [utcDate(2024, 3, 3), utcDate(2024, 3, 10), utcDate(2024, 3, 17), utcDate(2024, 3, 24),
                          utcDate(2024, 3, 31)])
        #expect(ticks.map(DateTickLabelFormatter(calendar: utc).string(for:)) == ["Mar 3", "Mar 10", "Mar 17", "Mar 24", "Mar 31"])
    }

    @Test func quarterlyTicksAndLabels() {
        let ticks = DateScale.ticks(from: utcDate(2024, 1, 15), to: utcDate(2024, 12, 20), count: 4, calendar: utc)
        #expect(ticks == [utcDate(2024, 4, 1), utcDate(2024, 7, 1), utcDate(2024, 10, 1)])
        #expect(ticks.map(DateTickLabelFormatter(calendar: utc).string(for:)) == ["Apr", "Jul", "Oct"])
        let nice = DateScale.nice(from: utcDate(2024, 1, 15), to: utcDate(2024, 12, 20), count: 4, calendar: utc)
        #expect(nice.0 == utcDate(2024, 1, 1) && nice.1 == utcDate(2025, 1, 1))
    }

    @Test func decadeTicks() {
        let ticks = DateScale.ticks(from: utcDate(1983, 6, 1), to: utcDate(2021, 6, 1), count: 4, calendar: utc)
        #expect(ticks == [utcDate(1990, 1, 1), utcDate(2000, 1, 1), utcDate(2010, 1, 1), utcDate(2020, 1, 1)])
        #expect(ticks.map(DateTickLabelFormatter(calendar: utc).string(for:)) == ["1990", "2000", "2010", "2020"])
        let nice = DateScale.nice(from: utcDate(1983, 6, 1), to: utcDate(2021, 6, 1), count: 4, calendar: utc)
        #expect(nice.0 == utcDate(1980, 1, 1) && nice.1 == utcDate(2030, 1, 1))
    }

    @Test func minuteAndSecondTicksAndLabels() {
        let ticks = DateScale.ticks(from: utcDate(2024, 3, 10, 9, 0), to: utcDate(2024, 3, 10, 10, 0), count: 4, calendar: utc)
        #expect(ticks == [0, 15, 30, 45, 60].map { utcDate(2024, 3, 10, 9, $0) })
        #expect(ticks.map(DateTickLabelFormatter(calendar: utc).string(for:)) == ["9 AM", "9:15", "9:30", "9:45", "10 AM"])
        let secs = DateScale.ticks(from: utcDate(2024, 3, 10, 9, 0, 10), to: utcDate(2024, 3, 10, 9, 1, 0),
                                   interval: .init(.second, step: 15), calendar: utc)
        #expect(secs == [15, 30, 45, 60].map { utcDate(2024, 3, 10, 9, 0, $0) })
        #expect(secs.map(DateTickLabelFormatter(calendar: utc).string(for:)) == [":15", ":30", ":45", "9:01"])
    }

    @Test func millisecondTicks() {
        let start = utcDate(2024, 3, 10, 9, 0, 0)
        let ticks = DateScale.ticks(from: start, to: start.addingTimeInterval(0.8), count: 4, calendar: utc)
        #expect(ticks.count == 5)
        #expect(abs(ticks[1].timeIntervalSince(start) - 0.2) < 1e-6)
        #expect(DateTickLabelFormatter(calendar: utc).string(for: ticks[1]) == ".200")
    }

    @Test func explicitStrideIsCappedNotUnbounded() {
        // Every second across 40 years would be 1.26e9 ticks; generation stops at the cap.
        let ticks = DateScale.ticks(from: utcDate(1980, 1, 1), to: utcDate(2020, 1, 1),
                                    interval: .init(.second), calendar: utc)
        #expect(ticks.count == DateScale.maximumTickCount)
    }

    @Test func localTimeZoneAlignsToLocalHours() {
        guard let tz = TimeZone(identifier: "America/New_York") else { return }
        var ny = Calendar(identifier: .gregorian)
        ny.timeZone = tz
        // 2024-03-10 is the DST change (02:00 → 03:00); 6-hour ticks stay on local 00/06/12/18.
        let start = ny.date(from: DateComponents(year: 2024, month: 3, day: 10))!
        let end = ny.date(from: DateComponents(year: 2024, month: 3, day: 11))!
        let hours = DateScale.ticks(from: start, to: end, count: 4, calendar: ny).map { ny.component(.hour, from: $0) }
        #expect(hours == [0, 6, 12, 18, 0])
    }
}
