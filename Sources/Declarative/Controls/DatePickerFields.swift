import Foundation

/// One editable part of a ``DatePicker``'s date.
enum DateField: Equatable {
    case month, day, year, hour, minute

    /// The fields of `components`, in the order the plates show them (date, then time).
    static func fields(of components: DatePickerComponents) -> [DateField] {
        (components.contains(.date) ? [.month, .day, .year] : []) + (components.contains(.hourAndMinute) ? [.hour, .minute] : [])
    }

    var component: Calendar.Component {
        switch self {
        case .month: .month
        case .day: .day
        case .year: .year
        case .hour: .hour
        case .minute: .minute
        }
    }

    var isTime: Bool { self == .hour || self == .minute }
}

/// Steps a date by one unit of a field, inside a range.
struct DateStepper {
    let calendar: Calendar
    let range: ClosedRange<Date>

    /// `date` moved by `steps` of `field`, clamped to the range; `date` itself when the calendar cannot add them.
    func step(_ date: Date, _ field: DateField, by steps: Int) -> Date {
        guard let moved = calendar.date(byAdding: field.component, value: steps, to: date) else { return date }
        return min(max(moved, range.lowerBound), range.upperBound)
    }
}

/// A date's text on the picker's plates, split into fields so that the chosen one can be coloured.
struct DateFieldText {
    /// Each field's text, and the text between fields (", " and ":"), in plate order.
    let dateParts: [(field: DateField?, text: String)]
    let timeParts: [(field: DateField?, text: String)]

    init(date: Date, calendar: Calendar, locale: Locale) {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        func format(_ pattern: String) -> String {
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        }
        // iOS's compact picker: "Jan 14, 2026" and "9:41 AM".
        dateParts = [(.month, format("MMM")), (nil, " "), (.day, format("d")), (nil, ", "), (.year, format("y"))]
        timeParts = [(.hour, format("h")), (nil, ":"), (.minute, format("mm")), (nil, " " + format("a"))]
    }

    /// What assistive technology reads: the shown plates' text.
    func accessibilityValue(_ fields: [DateField]) -> String {
        var plates: [String] = []
        if fields.contains(.day) { plates.append(dateParts.map(\.text).joined()) }
        if fields.contains(.hour) { plates.append(timeParts.map(\.text).joined()) }
        return plates.joined(separator: " ")
    }
}

/// The date and time plates of a ``DatePicker``, the chosen field in the accent colour while it has focus.
struct DatePickerPlates: View {
    let text: DateFieldText
    let fields: [DateField]
    let selected: Int
    let choose: (Int) -> Void
    @Environment(\.isFocused) private var isFocused
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let chosen = isFocused && fields.indices.contains(selected) ? fields[selected] : nil
        return HStack(spacing: metrics.isCompact ? 1 * (metrics.cell?.width ?? 0) : 6) {
            if fields.contains(.day) { plate(text.dateParts, chosen: chosen) }
            if fields.contains(.hour) { plate(text.timeParts, chosen: chosen) }
        }
        .fixedSize()        // as iOS's plates: the label gives way, never the date
    }

    private func plate(_ parts: [(field: DateField?, text: String)], chosen: DateField?) -> some View {
        let first = parts.compactMap(\.field).first.flatMap { fields.firstIndex(of: $0) } ?? 0
        let choose = choose
        return HStack(spacing: 0) {
            ForEach(parts.indices, id: \.self) { i in
                Text(parts[i].text)
                    .foregroundStyle(parts[i].field != nil && parts[i].field == chosen ? Color.accentColor : Color.primary)
            }
        }
        .padding(.horizontal, metrics.isCompact ? (metrics.cell?.width ?? 0) : 11)
        .frame(height: metrics.stepper.height)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 6))
        .contentShape(Rectangle())
        .onTapGesture { choose(first) }
    }
}

/// A look for every date picker in a view, as SwiftUI's `DatePickerStyle`. Every style draws the compact picker here
/// (see ``DatePicker``).
public protocol DatePickerStyle {}

/// The platform's date picker: compact.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The date and time as text on plates.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A month's calendar (drawn compact here).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels of the date's parts (drawn compact here).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default date picker style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical style.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
    /// Sets the style of the date pickers in this view (all draw the compact picker here).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
