import Foundation

// `TextField(_:value:formatter:)`: a field for a value shown and parsed with a Foundation `Formatter` (a
// `NumberFormatter`, a `DateFormatter`), as SwiftUI's `init(_:value:formatter:prompt:)` and its siblings. It edits
// like a field with a format style: the formatted text is edited, and the value is written when the edit is
// submitted or the field loses focus; text the formatter cannot read leaves the value as it was.

extension TextField {
    /// A field with a custom label for a value shown and parsed with a formatter.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(source: .formatted(value, formatter: formatter), label: label(), prompt: prompt, title: nil)
    }
}

extension TextField where Label == Text {
    /// A field with a title for a value shown and parsed with a formatter.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(source: .formatted(value, formatter: formatter), label: Text(titleKey), prompt: nil, title: titleKey.text)
    }

    /// A field with a title string for a value shown and parsed with a formatter.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(source: .formatted(value, formatter: formatter), label: Text(title), prompt: nil, title: String(title))
    }

    /// A field with a title and a prompt for a value shown and parsed with a formatter.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(source: .formatted(value, formatter: formatter), label: Text(titleKey), prompt: prompt,
                  title: titleKey.text)
    }

    /// A field with a title string and a prompt for a value shown and parsed with a formatter.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(source: .formatted(value, formatter: formatter), label: Text(title), prompt: prompt, title: String(title))
    }

    /// A field with a title for a value shown and parsed with a formatter, with SwiftUI's deprecated callbacks:
    /// focus gained or lost, and `Return`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        var source = FieldSource.formatted(value, formatter: formatter)
        source.onEditingChanged = onEditingChanged
        source.onCommit = onCommit
        self.init(source: source, label: Text(titleKey), prompt: nil, title: titleKey.text)
    }
}

extension FieldSource {
    /// A value shown with `formatter.string(for:)` and read back by the formatter; the object it makes is written
    /// when it is a `V` (a number converts to any of Swift's numeric types).
    ///
    /// swift-corelibs-foundation keeps `Formatter.getObjectValue(_:for:errorDescription:)` internal, so the text is
    /// read back with the public parsing of the formatters it ships: `NumberFormatter.number(from:)` and
    /// `DateFormatter.date(from:)`. Another formatter shows the value and leaves it unchanged when edited.
    static func formatted<V>(_ value: Binding<V>, formatter: Formatter) -> FieldSource {
        FieldSource(read: { formatter.string(for: value.wrappedValue) ?? "" }, write: nil) { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let object: AnyObject?
            if let numbers = formatter as? NumberFormatter {
                object = numbers.number(from: trimmed)
            } else if let dates = formatter as? DateFormatter {
                object = dates.date(from: trimmed).map { $0 as NSDate }
            } else {
                object = nil
            }
            guard let object, let parsed = FieldSource.convert(object, to: V.self) else { return }
            value.wrappedValue = parsed
        }
    }

    /// The formatter's object as a `V`: itself, a date, or a number as the numeric type asked for.
    static func convert<V>(_ object: AnyObject, to type: V.Type) -> V? {
        if let same = object as? V { return same }
        if let date = object as? NSDate { return (date as Date) as? V }
        guard let number = object as? NSNumber else { return nil }
        switch type {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Int64.Type: return number.int64Value as? V
        case is Int32.Type: return number.int32Value as? V
        case is UInt.Type: return number.uintValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        case is Bool.Type: return number.boolValue as? V
        default: return nil
        }
    }
}
