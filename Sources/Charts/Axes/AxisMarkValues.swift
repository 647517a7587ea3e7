import Foundation
import Declarative

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([PlottablePrimitive])
    }
    let kind: Kind

    /// The chart's automatic ticks (about 4–5 nice values, calendar-aligned for dates).
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }

    /// Automatic ticks aiming at `desiredCount` values (d3 `ticks(count)`: `desiredCount: 3` on
    /// 0…100 gives 0, 50, 100).
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount.map { max(1, $0) }))
    }

    /// A tick every `count` calendar units (`.stride(by: .month)`), aligned to the calendar.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count), calendar: calendar))
    }

    /// A tick every `step` on a numeric axis, at the multiples of `step` inside the domain.
    public static func stride<P: Plottable & Numeric>(by step: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(step.primitive.continuousValue ?? 1))
    }

    /// Exactly these values.
    static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(kind: .explicit(values.map(\.primitive)))
    }
}

/// Where an axis's marks go, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Hashable, Sendable {
    /// The default: trailing for y, bottom for x.
    case automatic
    /// The leading edge (y axes).
    case leading
    /// The trailing edge (y axes).
    case trailing
    /// The top edge (x axes).
    case top
    /// The bottom edge (x axes).
    case bottom
}

/// A preset of axis mark layout, as Swift Charts' `AxisMarkPreset`.
public enum AxisMarkPreset: Hashable, Sendable {
    /// The chart decides.
    case automatic
    /// Labels aligned with their grid lines.
    case aligned
    /// Marks extend past the plot.
    case extended
    /// Labels inset inside the plot.
    case inset
}

/// One value an axis marks, handed to `AxisMarks` content closures, as Swift Charts' `AxisValue`.
public struct AxisValue {
    /// The position of this value among the axis's values.
    public let index: Int
    /// The number of values on the axis.
    public let count: Int
    let primitive: PlottablePrimitive

    /// The value as a given plottable type, if it is one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { primitive.as(type) }
}
