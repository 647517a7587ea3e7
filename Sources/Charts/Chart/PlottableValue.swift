import Foundation
import Declarative

/// A labelled data value for one channel of a mark, as Swift Charts' `PlottableValue`:
/// `.value("Month", month)`. The label names the axis and the legend; the value is plotted.
///
/// A value may also be an interval (`.value("Time", start ..< end)`) or a date binned to a
/// calendar unit (`.value("Day", date, unit: .day)`), which makes a bar span the interval.
public struct PlottableValue<Value: Plottable> {
    /// The label of the channel, e.g. "Sales".
    public var label: String
    /// The primitive value (the lower end for an interval).
    @usableFromInline let primitive: PlottablePrimitive
    /// The upper end of an interval value, if any.
    @usableFromInline let upper: PlottablePrimitive?

    @usableFromInline init(label: String, primitive: PlottablePrimitive, upper: PlottablePrimitive? = nil) {
        self.label = label
        self.primitive = primitive
        self.upper = upper
    }

    /// A labelled value.
    ///
    /// Inlinable, as are the point marks' initialisers, so that the caller's module specialises them: a chart of a
    /// million samples makes a million of these.
    @inlinable public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), primitive: value.primitive)
    }

    /// A labelled value with a localized-string-key label.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.text, primitive: value.primitive)
    }

    /// A labelled value with a `Text` label.
    @MainActor public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.string, primitive: value.primitive)
    }

    /// A labelled interval: a mark spans from the lower to the upper bound on this channel.
    public static func value<S: StringProtocol>(_ label: S, _ value: Range<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: String(label), primitive: value.lowerBound.primitive, upper: value.upperBound.primitive)
    }

    /// A labelled closed interval.
    public static func value<S: StringProtocol>(_ label: S, _ value: ClosedRange<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: String(label), primitive: value.lowerBound.primitive, upper: value.upperBound.primitive)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to a calendar unit: the value is the start of the unit containing `date`,
    /// and a bar spans the whole unit (`unit: .month` covers the month).
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        let cal = calendar ?? Calendar(identifier: .gregorian)
        guard let interval = cal.dateInterval(of: unit, for: date) else {
            return PlottableValue(label: String(label), primitive: .date(date))
        }
        return PlottableValue(label: String(label), primitive: .date(interval.start), upper: .date(interval.end))
    }
}
