import Foundation
import Declarative

/// A labelled value read from each element of a vectorized plot's data, as Swift Charts' `PlottableProjection`:
/// `.value("Sales", \.sales)`. It is to a plot what ``PlottableValue`` is to a mark: the label names the axis or the
/// legend, and each element gives its value through the key path (or every element the same constant).
///
/// A projection may also read an interval (`.value("Time", \.start, \.end)`), which makes a bar span it, or bin a date
/// to a calendar unit (`.value("Day", \.date, unit: .day)`).
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    /// The label of the channel, e.g. "Sales".
    let label: String
    /// The element's value as a mark takes it.
    let project: (DataElement) -> PlottableValue<DataValue>

    init(label: String, project: @escaping (DataElement) -> PlottableValue<DataValue>) {
        self.label = label
        self.project = project
    }

    /// The value of one element, as a mark's `PlottableValue`.
    func value(of element: DataElement) -> PlottableValue<DataValue> { project(element) }

    /// A projection reading a key path of each element.
    static func reading(_ label: String, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: label) { PlottableValue(label: label, primitive: $0[keyPath: keyPath].primitive) }
    }

    /// A projection giving every element the same value.
    static func constant(_ label: String, _ value: DataValue) -> Self {
        let p = value.primitive
        return Self(label: label) { _ in PlottableValue(label: label, primitive: p) }
    }

    /// A projection reading an interval from two key paths of each element.
    static func interval(_ label: String, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: label) { PlottableValue(label: label, primitive: $0[keyPath: start].primitive, upper: $0[keyPath: end].primitive) }
    }

    /// A projection giving every element the same interval.
    static func constantInterval(_ label: String, _ start: DataValue, _ end: DataValue) -> Self {
        let a = start.primitive, b = end.primitive
        return Self(label: label) { _ in PlottableValue(label: label, primitive: a, upper: b) }
    }

    /// A labelled value read from each element.
    public static func value(_ label: some StringProtocol, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        reading(String(label), keyPath)
    }

    /// A labelled value read from each element, with a localized-string-key label.
    public static func value(_ labelKey: LocalizedStringKey, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        reading(labelKey.text, keyPath)
    }

    /// A labelled value read from each element, with a `Text` label.
    @MainActor public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        reading(label.string, keyPath)
    }

    /// The same labelled value for every element.
    public static func value(_ label: some StringProtocol, _ value: DataValue) -> Self { constant(String(label), value) }

    /// The same labelled value for every element, with a localized-string-key label.
    public static func value(_ labelKey: LocalizedStringKey, _ value: DataValue) -> Self { constant(labelKey.text, value) }

    /// The same labelled value for every element, with a `Text` label.
    @MainActor public static func value(_ label: Text, _ value: DataValue) -> Self { constant(label.string, value) }
}

extension PlottableProjection where DataValue: Comparable {
    /// A labelled interval read from each element: a mark spans from `start` to `end` on this channel.
    public static func value(_ label: some StringProtocol, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> Self {
        interval(String(label), start, end)
    }

    /// A labelled interval read from each element, with a localized-string-key label.
    public static func value(_ labelKey: LocalizedStringKey, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> Self {
        interval(labelKey.text, start, end)
    }

    /// A labelled interval read from each element, with a `Text` label.
    @MainActor public static func value(_ label: Text, _ start: KeyPath<DataElement, DataValue>,
                                        _ end: KeyPath<DataElement, DataValue>) -> Self {
        interval(label.string, start, end)
    }

    /// The same labelled interval for every element.
    public static func value(_ label: some StringProtocol, _ start: DataValue, _ end: DataValue) -> Self {
        constantInterval(String(label), start, end)
    }

    /// The same labelled interval for every element, with a `Text` label.
    @MainActor public static func value(_ label: Text, _ start: DataValue, _ end: DataValue) -> Self {
        constantInterval(label.string, start, end)
    }
}

extension PlottableProjection where DataValue == Date {
    /// A date read from each element, binned to a calendar unit: a bar spans the whole unit, as
    /// `PlottableValue.value(_:_:unit:calendar:)` does for a mark.
    public static func value(_ label: some StringProtocol, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> Self {
        let l = String(label)
        return Self(label: l) { PlottableValue.value(l, $0[keyPath: keyPath], unit: unit, calendar: calendar) }
    }
}
