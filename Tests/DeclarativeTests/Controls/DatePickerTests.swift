import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A date picker shows the date and time on plates in the environment's locale and time zone, and edits the chosen
/// field with the arrow keys, carried by the calendar and kept inside its range.
@Suite @MainActor struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// 2026-01-31 09:41 UTC.
    static let start: Date = {
        var c = DateComponents()
        (c.year, c.month, c.day, c.hour, c.minute) = (2026, 1, 31, 9, 41)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: c)!
    }()

    static func host<V: View>(_ view: V) -> TestHost {
        TestHost.control(view.environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "en_US")))
    }

    static func parts(_ date: Date) -> [Int] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return [c.year!, c.month!, c.day!, c.hour!, c.minute!]
    }

    @Test func showsTheDateAndTimeInCompactForm() {
        let date = Box(Self.start)
        let host = Self.host(DatePicker("Start", selection: date.binding))
        let texts = host.texts
        #expect(texts.first == "Start")
        #expect(texts.dropFirst().joined() == "Jan 31, 20269:41 AM")
    }

    @Test func displayedComponentsChooseThePlates() {
        let date = Box(Self.start)
        #expect(Self.host(DatePicker("Day", selection: date.binding, displayedComponents: .date)).texts.joined() == "DayJan 31, 2026")
        #expect(Self.host(DatePicker("At", selection: date.binding, displayedComponents: [.hourAndMinute])).texts.joined() == "At9:41 AM")
    }

    @Test func arrowsChooseAFieldAndStepItThroughTheCalendar() {
        let date = Box(Self.start)
        let host = Self.host(Stateful(date) { DatePicker("Start", selection: $0) })
        host.press(.tab)
        host.press(.upArrow)                       // month: Jan 31 → Feb 28
        #expect(Self.parts(date.value) == [2026, 2, 28, 9, 41])
        host.press(.rightArrow)                    // day
        host.press(.downArrow)
        #expect(Self.parts(date.value) == [2026, 2, 27, 9, 41])
        host.press(.rightArrow)                    // year
        host.press(.rightArrow)                    // hour
        host.press(.rightArrow)                    // minute
        host.press(.upArrow)
        #expect(Self.parts(date.value) == [2026, 2, 27, 9, 42])
        #expect(!host.press(.rightArrow))          // past the last field: not handled
    }

    @Test func stepsStopAtTheRange() {
        let date = Box(Self.start)
        let range = Self.start.addingTimeInterval(-86_400)...Self.start
        let host = Self.host(Stateful(date) { DatePicker("Start", selection: $0, in: range, displayedComponents: .date) })
        host.press(.tab)
        host.press(.rightArrow)                    // day
        host.press(.upArrow)
        #expect(date.value == Self.start)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(date.value == range.lowerBound)
    }

    @Test func theChosenFieldIsDrawnInTheAccentColourWhileFocused() {
        let date = Box(Self.start)
        let host = Self.host(Stateful(date) { DatePicker("Start", selection: $0).datePickerStyle(.compact) })
        func accented() -> [String] {
            host.render().items.compactMap { item in
                guard case .text(let t) = item.content, case .color(let c) = t.paint,
                      c == Color.accentColor.resolve(in: .light) else { return nil }
                return t.lines.map(\.text).joined()
            }
        }
        #expect(accented().isEmpty)
        host.press(.tab)
        #expect(accented() == ["Jan"])
        host.press(.rightArrow)
        #expect(accented() == ["31"])
    }
}
