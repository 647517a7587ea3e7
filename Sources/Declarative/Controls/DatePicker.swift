import Foundation

/// A control that picks a date, a time of day, or both, as SwiftUI's `DatePicker` in its compact style: the label
/// leading, then the date ("Jan 14, 2026") and the time ("9:41 AM") on rounded plates, in the environment's locale,
/// calendar and time zone.
///
/// With focus, `←`/`→` choose a field — month, day and year, then hour and minute — which is drawn in the accent
/// colour, and `↑`/`↓` (or `+`/`−`) step it by one, the rest of the date carried along by the calendar (Jan 31 plus
/// a month is Feb 28). A tap on a plate focuses its first field. The value never leaves the picker's range: a step
/// past a bound stops at the bound, and a selection outside the range is shown as it is until it is stepped.
///
/// Every style (`.compact`, `.graphical`, `.wheel`) draws the compact form: these outputs have no room for a month's
/// calendar grid beside a chart, nor a wheel to spin.
public struct DatePicker<Label: View> {
    /// The parts of a date the picker shows and edits.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: Components
    let label: Label
    @State private var field = 0
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    /// A picker of `displayedComponents` of the date `selection`, labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: label())
    }

    /// A picker of dates within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// A picker of dates from `range`'s lower bound on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range.lowerBound ... max(range.lowerBound, .distantFuture), components: displayedComponents,
                  label: label())
    }

    /// A picker of dates up to `range`'s upper bound.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: min(range.upperBound, .distantPast) ... range.upperBound, components: displayedComponents,
                  label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>, components: Components, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }
}

extension DatePicker: View {
    public var body: some View {
        var calendar = calendar
        calendar.timeZone = timeZone
        let fields = DateField.fields(of: components)
        let stepper = DateStepper(calendar: calendar, range: range)
        let selection = selection, field = $field
        let current = min(max(field.wrappedValue, 0), fields.count - 1)
        let text = DateFieldText(date: selection.wrappedValue, calendar: calendar, locale: locale)
        return LabeledControlRow { label } control: {
            DatePickerPlates(text: text, fields: fields, selected: current) { first in field.wrappedValue = first }
        }
        .accessibilityValue(text.accessibilityValue(fields))
        .control { press in
            switch press.key {
            case .leftArrow:
                guard current > 0 else { return .ignored }
                field.wrappedValue = current - 1
            case .rightArrow:
                guard current < fields.count - 1 else { return .ignored }
                field.wrappedValue = current + 1
            case .upArrow, "+", "=":
                selection.wrappedValue = stepper.step(selection.wrappedValue, fields[current], by: 1)
            case .downArrow, "-":
                selection.wrappedValue = stepper.step(selection.wrappedValue, fields[current], by: -1)
            default:
                return .ignored
            }
            return .handled
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker with a text label, of dates within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker with a text label, of dates from a lower bound on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker with a text label, of dates up to an upper bound.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker with a text label from a string, of dates within `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker with a text label from a string, of dates from a lower bound on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker with a text label from a string, of dates up to an upper bound.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a ``DatePicker`` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
