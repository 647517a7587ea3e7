import Foundation
import Declarative

/// How a scrolling chart settles when a drag ends, as Swift Charts' `ChartScrollTargetBehavior`.
///
/// Swift Charts' protocol refines SwiftUI's `ScrollTargetBehavior`, which this framework does not have: the chart
/// settles with ``ValueAlignedChartScrollTargetBehavior``, and where a drag ends for any other conforming type.
public protocol ChartScrollTargetBehavior {}

/// How far one swipe may scroll a value-aligned chart, as Swift Charts' `ValueAlignedLimitBehavior`.
public struct ValueAlignedLimitBehavior: Sendable, Equatable {
    let limits: Bool?
    /// Limits a swipe to one major unit where the chart is compact along the scrolled axis (as a terminal always is).
    public static var automatic: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(limits: nil) }
    /// Always limits a swipe to one major unit.
    public static var always: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(limits: true) }
    /// Never limits a swipe: it settles on the major unit nearest where it would glide to.
    public static var never: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(limits: false) }
}

/// Where a swipe settles on a value-aligned chart, as Swift Charts' `MajorValueAlignment`.
public struct MajorValueAlignment<Value: Plottable> {
    let step: ChartScrollAlignment?

    /// The major unit is the visible domain: a swipe turns a page.
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment(step: nil) }
}

extension MajorValueAlignment where Value: Numeric {
    /// Swipes settle on multiples of `unit`.
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> {
        MajorValueAlignment(step: unit.primitive.continuousValue.map(ChartScrollAlignment.unit))
    }
}

extension MajorValueAlignment where Value == Date {
    /// Swipes settle on dates matching `components` (`DateComponents(day: 1)`: the first of a month).
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Date> {
        MajorValueAlignment(step: .matching(components))
    }
}

/// Aligns the scroll position to values at regular intervals, as Swift Charts' `ValueAlignedChartScrollTargetBehavior`:
/// when a drag ends the leading edge settles on the nearest multiple of the unit (or date matching the components),
/// or on the end of the data; a swipe with a major alignment settles on the next major value in its direction.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// The alignment of each axis: x, then y.
    let x: ChartScrollAlignment.Settle?
    let y: ChartScrollAlignment.Settle?

    init(x: ChartScrollAlignment.Settle?, y: ChartScrollAlignment.Settle?) { (self.x, self.y) = (x, y) }

    /// Aligns both axes to multiples of `unit` (in data units; seconds for dates, one category for categories).
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        let settle = ChartScrollAlignment.Settle(unit: unit, major: majorAlignment, limit: limitBehavior)
        (x, y) = (settle, settle)
    }

    /// Aligns both axes to dates matching `components` (`DateComponents(hour: 0)`: midnights).
    public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        let settle = ChartScrollAlignment.Settle(matching: components, major: majorAlignment, limit: limitBehavior)
        (x, y) = (settle, settle)
    }

    /// Aligns x and y to their own units.
    public init<X: Plottable & Numeric, Y: Plottable & Numeric>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                                yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        x = ChartScrollAlignment.Settle(unit: xUnit, major: xMajorAlignment, limit: limitBehavior)
        y = ChartScrollAlignment.Settle(unit: yUnit, major: yMajorAlignment, limit: limitBehavior)
    }

    /// Aligns x and y to dates matching their own components.
    public init(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        x = ChartScrollAlignment.Settle(matching: xComponents, major: xMajorAlignment, limit: limitBehavior)
        y = ChartScrollAlignment.Settle(matching: yComponents, major: yMajorAlignment, limit: limitBehavior)
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Aligns to multiples of `unit`, as Swift Charts' `valueAligned(unit:majorAlignment:limitBehavior:)`.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns to dates matching `components`, as Swift Charts' `valueAligned(matching:majorAlignment:limitBehavior:)`.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns x and y to their own units.
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xUnit: xUnit, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns x and y to dates matching their own components.
    public static func valueAligned(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                                    xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xMatching: xComponents, yMatching: yComponents, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment,
             limitBehavior: limitBehavior)
    }

    /// Aligns x to dates matching `xComponents` and y to multiples of `yUnit`.
    public static func valueAligned<Y: Plottable & Numeric>(xMatching xComponents: DateComponents, yUnit: Y,
                                                            xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(x: ChartScrollAlignment.Settle(matching: xComponents, major: xMajorAlignment, limit: limitBehavior),
             y: ChartScrollAlignment.Settle(unit: yUnit, major: yMajorAlignment, limit: limitBehavior))
    }

    /// Aligns x to multiples of `xUnit` and y to dates matching `yComponents`.
    public static func valueAligned<X: Plottable & Numeric>(xUnit: X, yMatching yComponents: DateComponents,
                                                            xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(x: ChartScrollAlignment.Settle(unit: xUnit, major: xMajorAlignment, limit: limitBehavior),
             y: ChartScrollAlignment.Settle(matching: yComponents, major: yMajorAlignment, limit: limitBehavior))
    }
}

/// Values a scroll position aligns to: multiples of a unit, or dates matching calendar components.
enum ChartScrollAlignment {
    case unit(Double)
    case matching(DateComponents)

    /// How one axis settles: its alignment, its major alignment (nil: none; `.page` is a major step of nil), and
    /// whether a swipe is limited to one major step.
    struct Settle {
        var alignment: ChartScrollAlignment?
        var hasMajor: Bool
        var major: ChartScrollAlignment?
        var limitsSwipe: Bool

        init<P: Plottable & Numeric>(unit: P, major: MajorValueAlignment<P>?, limit: ValueAlignedLimitBehavior) {
            let u = unit.primitive.continuousValue
            alignment = u.flatMap { $0.isFinite && $0 > 0 ? .unit($0) : nil }
            (hasMajor, self.major, limitsSwipe) = (major != nil, major?.step, limit.limits ?? true)
        }

        init(matching components: DateComponents, major: MajorValueAlignment<Date>?, limit: ValueAlignedLimitBehavior) {
            alignment = .matching(components)
            (hasMajor, self.major, limitsSwipe) = (major != nil, major?.step, limit.limits ?? true)
        }
    }

    /// The aligned values nearest `value` below (or at) it and above it, in the axis's continuous units (seconds
    /// for dates); nil where there is none (a non-positive unit, components no date matches).
    func neighbours(of value: Double, calendar: Calendar) -> (below: Double?, above: Double?) {
        guard value.isFinite else { return (nil, nil) }
        switch self {
        case .unit(let u):
            guard u.isFinite, u > 0 else { return (nil, nil) }
            let below = (value / u).rounded(.down) * u
            return (below, below + u)
        case .matching(let components):
            let date = Date(timeIntervalSinceReferenceDate: value)
            // Just past the value, so that a value that matches is its own neighbour below.
            let below = calendar.nextDate(after: date.addingTimeInterval(0.001), matching: components,
                                          matchingPolicy: .nextTime, direction: .backward)
            let above = calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime, direction: .forward)
            return (below?.timeIntervalSinceReferenceDate, above?.timeIntervalSinceReferenceDate)
        }
    }

    /// The aligned value nearest `value` (`value` itself when there is none).
    func nearest(to value: Double, calendar: Calendar) -> Double {
        let (below, above) = neighbours(of: value, calendar: calendar)
        switch (below, above) {
        case let (b?, a?): return value - b <= a - value ? b : a
        case let (b?, nil): return b
        case let (nil, a?): return a
        case (nil, nil): return value
        }
    }
}
