import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Text made from numbers, format styles, date styles and measurements, as SwiftUI makes it.
@MainActor
struct TextFormattingTests {
    func string(_ text: Text, locale: String = "en_US", at time: Double = 0) -> String {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.timeZone = TimeZone(identifier: "UTC")!
        env.clock = VirtualClock(start: time)
        return text.resolved(in: env).string
    }

    @Test func specifierInterpolationFormatsLikePrintf() {
        let speed = 12.345, count = 7
        #expect(Text("\(speed, specifier: "%.1f") km/h").string == "12.3 km/h")
        #expect(Text("\(count, specifier: "%d") runs").string == "7 runs")
        #expect(Text("\(Float(2.5), specifier: "%.2f")").string == "2.50")
        #expect(Text("\(Int64.max, specifier: "%d")").string == "9223372036854775807")
        #expect(Text("\(3, specifier: "%.1f")").string == "3.0")      // an integer through a float conversion
        #expect(Text("\(speed, specifier: "%.0f%%")").string == "12%")
    }

    @Test func aSpecifierThatDoesNotFitShowsTheValue() {
        #expect(Text("\(5, specifier: "%@")").string == "5")
        #expect(Text("\(5, specifier: "%d %d")").string == "5")
        #expect(Text("\(5, specifier: "%*d")").string == "5")
        #expect(Text("\(Double.nan, specifier: "%d")").string == "nan")
    }

    @Test func formatStylesUseTheViewsLocale() {
        let price = Text(12.5, format: .currency(code: "USD"))
        #expect(string(price) == "$12.50")
        #expect(string(Text(1234.5, format: .number.precision(.fractionLength(1)))) == "1,234.5")
        #expect(string(Text(1234.5, format: .number.precision(.fractionLength(1))), locale: "de_DE") == "1.234,5")
        #expect(string(Text(0.25, format: .percent)) == "25%")
    }

    @Test func theDefaultLocaleIsEnglishWhereTheSystemSetsNone() {
        let identifier = EnvironmentValues().locale.identifier
        #expect(!["", "en_001", "en_US_POSIX"].contains(identifier))
    }

    @Test func dateStylesFormatFromTheHostClock() {
        let start = VirtualClock().date
        #expect(string(Text(start, style: .date)) == "January 1, 2026")
        #expect(string(Text(start.addingTimeInterval(2 * 3600 + 600), style: .relative)) == "2 hr, 10 min")
        #expect(string(Text(start.addingTimeInterval(7200), style: .offset)) == "+2 hours")
        #expect(string(Text(start.addingTimeInterval(-60), style: .offset)) == "-1 minute")
        #expect(string(Text(start.addingTimeInterval(7800), style: .timer)) == "2:10:00")
        #expect(string(Text(start.addingTimeInterval(245), style: .timer), at: 0) == "4:05")
        #expect(string(Text(start.addingTimeInterval(245), style: .timer), at: 5) == "4:00")
    }

    @Test func timerIntervalCountsDownAndClamps() {
        let start = VirtualClock().date
        let text = Text(timerInterval: start...start.addingTimeInterval(90))
        #expect(string(text, at: 0) == "1:30")
        #expect(string(text, at: 30) == "1:00")
        #expect(string(text, at: 500) == "0:00")
        #expect(string(Text(timerInterval: start...start.addingTimeInterval(90), countsDown: false), at: 30) == "0:30")
    }

    @Test func relativeTextUpdatesEverySecondOnTheHost() {
        let host = TestHost(Text(VirtualClock().date.addingTimeInterval(10), style: .timer))
        func shown() -> String? {
            guard case .text(let t)? = host.host.displayList.items.first?.content else { return nil }
            return t.lines.first?.text
        }
        host.render(at: 0)
        #expect(shown() == "0:10")
        host.render(at: 3)
        #expect(shown() == "0:07")
    }

    #if !canImport(Darwin)
    @Test func measurementsFormatInWidthsAndPreferredUnits() {
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        let us = Locale(identifier: "en_US"), de = Locale(identifier: "de_DE")
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "5 km")
        #expect(run.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "5 kilometers")
        #expect(run.formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)) == "5km")
        #expect(run.formatted(.measurement(width: .abbreviated).locale(us)) == "3.11 mi")
        let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        #expect(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(de)) == "21,5°C")
        #expect(temperature.formatted(.measurement(width: .abbreviated).locale(us)) == "70.7°F")
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide).locale(us)) == "1 mile")
        #expect(string(Text(run, format: .measurement(width: .abbreviated, usage: .asProvided))) == "5 km")
        let odd = Measurement(value: .infinity, unit: UnitLength.meters)
        #expect(!odd.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)).isEmpty)
    }
    #endif
}
