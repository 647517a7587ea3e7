import Foundation
import Declarative

/// One data value as the chart sees it: a quantity, a date or a category.
///
/// Every ``Plottable`` value reduces to one of these through its ``PrimitivePlottableProtocol``
/// value. The kind decides the scale a channel gets (Swift Charts' documentation): numbers → linear,
/// dates → date, strings → categorical bands.
public enum PlottablePrimitive: Hashable, Sendable, CustomStringConvertible {
    /// A quantity (every integer and floating-point type). May be NaN or ±∞; charts skip those.
    case number(Double)
    /// A point in time.
    case date(Date)
    /// A category.
    case string(String)

    /// The value on a continuous axis: the number, or the date's seconds since the reference date.
    /// `nil` for categories.
    public var continuousValue: Double? {
        switch self {
        case .number(let v): v
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .string: nil
        }
    }

    /// Whether the value can be placed at all (categories always; numbers and dates when finite).
    public var isFinite: Bool { continuousValue?.isFinite ?? true }

    /// A readable form, used for legends and accessibility.
    public var description: String {
        switch self {
        case .number(let v) where v == v.rounded() && abs(v) < 1000: String(Int(v))     // no grouping needed
        case .number(let v): TickLabelFormatter(step: v == v.rounded() ? 1 : 0.01).string(for: v)
        case .date(let d): ISO8601DateFormatter().string(from: d)
        case .string(let s): s
        }
    }
}

/// The primitive types a ``Plottable`` reduces to, as Swift Charts' `PrimitivePlottableProtocol`:
/// the number types, `Date` and `String`.
public protocol PrimitivePlottableProtocol {
    /// The value in the chart's own terms.
    var plottablePrimitive: PlottablePrimitive { get }
}

/// A type whose values can be plotted on a chart channel, as Swift Charts' `Plottable`.
///
/// Numbers, `Date` and `String` conform. Conform your own type by naming a primitive
/// representation; an `enum` with `String` raw values gets the conformance for free:
/// ```swift
/// enum Fruit: String, Plottable { case apple, pear }
/// ```
public protocol Plottable {
    /// The primitive type this type is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The primitive value plotted for this value.
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates a value from its primitive value (used to read values back, e.g. axis values).
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where PrimitivePlottable == Self {
    /// A primitive type plots as itself.
    public var primitivePlottable: Self { self }
    /// A primitive type is its own primitive value.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue == String, PrimitivePlottable == String {
    /// A string-backed enum plots as its raw value.
    public var primitivePlottable: String { rawValue }
    /// The case whose raw value is the string.
    public init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
}

extension Plottable {
    /// The value as a chart primitive.
    @inlinable var primitive: PlottablePrimitive { primitivePlottable.plottablePrimitive }
}

extension String: Plottable, PrimitivePlottableProtocol {
    /// The string as a category.
    public var plottablePrimitive: PlottablePrimitive { .string(self) }
}

extension Date: Plottable, PrimitivePlottableProtocol {
    /// The date as a point in time.
    public var plottablePrimitive: PlottablePrimitive { .date(self) }
}

extension Double: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(self) }
}

extension Float: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension Int: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension Int8: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension Int16: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension Int32: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension Int64: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension UInt: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension UInt8: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension UInt16: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension UInt32: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension UInt64: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity.
    public var plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}

extension Decimal: Plottable, PrimitivePlottableProtocol {
    /// The number as a quantity (to the nearest `Double`).
    public var plottablePrimitive: PlottablePrimitive { .number(NSDecimalNumber(decimal: self).doubleValue) }
}

extension Measurement: Plottable where UnitType: Dimension {
    /// A measurement plots as its value, in its own unit (label the channel with the unit: `.value("km", d)`).
    public var primitivePlottable: Double { value }
    /// A measurement of `primitivePlottable` in the dimension's base unit (a plotted value does not keep its unit).
    public init?(primitivePlottable: Double) { self.init(value: primitivePlottable, unit: UnitType.baseUnit()) }
}

/// Number types a chart's numbers (which are `Double`s) convert back to, for `AxisValue.as(_:)` and `ChartProxy`.
protocol ChartNumberConvertible {
    /// The number as this type, or nil when it does not fit (a fraction for an integer, out of range).
    init?(chartNumber: Double)
}

extension Double: ChartNumberConvertible { init?(chartNumber v: Double) { self = v } }
extension Float: ChartNumberConvertible { init?(chartNumber v: Double) { self = Float(v) } }
extension CGFloat: ChartNumberConvertible { init?(chartNumber v: Double) { self = CGFloat(v) } }
extension Decimal: ChartNumberConvertible { init?(chartNumber v: Double) { guard v.isFinite else { return nil }; self = Decimal(v) } }
extension Int: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension Int8: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension Int16: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension Int32: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension Int64: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension UInt: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension UInt8: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension UInt16: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension UInt32: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }
extension UInt64: ChartNumberConvertible { init?(chartNumber v: Double) { self.init(exactly: v.rounded()) } }

extension PlottablePrimitive {
    /// The value as a plottable type, if it is one: a number as any number type it fits (rounded for integers), a
    /// date as a date-based type, a category as a string-based one.
    func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any?
        switch self {
        case .number(let v): primitive = (P.PrimitivePlottable.self as? any ChartNumberConvertible.Type)?.init(chartNumber: v)
        case .date(let d): primitive = d
        case .string(let s): primitive = s
        }
        return (primitive as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
    }
}
