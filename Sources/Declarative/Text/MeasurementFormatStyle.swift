import Foundation

#if !canImport(Darwin)
// Foundation on Linux has no `Measurement.FormatStyle` (nor `MeasurementFormatter`): this is the subset of Apple's
// API that chart code uses — `measurement.formatted(.measurement(width: .abbreviated))`,
// `Text(distance, format: .measurement(width: .wide, usage: .asProvided))` — with the same names and defaults.

extension Measurement where UnitType: Dimension {
    /// Formats a measurement as a number and a unit, as Apple's `Measurement.FormatStyle`.
    ///
    /// With the default `.general` usage a measurement is shown in the locale's preferred unit (en_US: miles, feet,
    /// pounds, °F; metric locales: kilometres, metres, kilograms, °C); `.asProvided` keeps its unit. Numbers show up
    /// to two decimals in the locale's style. A non-finite value prints as the number style prints it.
    public struct FormatStyle: Foundation.FormatStyle {
        /// How units are written.
        public enum UnitWidth: Codable, Hashable, Sendable {
            /// "5 kilometers".
            case wide
            /// "5 km".
            case abbreviated
            /// "5km".
            case narrow
        }

        /// How units are written.
        public var width: UnitWidth
        /// The locale numbers and preferred units come from.
        public var locale: Locale
        /// Which unit a measurement is shown in.
        public var usage: MeasurementFormatUnitUsage<UnitType>
        /// How the number is formatted (nil: up to two decimals).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// Creates a style.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let shown = usage.isAsProvided ? measurement : MeasurementUnits.preferred(measurement, in: locale)
            let numberStyle = (numberFormatStyle ?? .number.precision(.fractionLength(0...2))).locale(locale)
            let number = shown.value.formatted(numberStyle)
            let names = MeasurementUnits.names(of: shown.unit)
            switch width {
            case .narrow: return number + names.narrow
            case .abbreviated: return number + names.abbreviatedSeparator + names.abbreviated
            case .wide: return number + " " + (shown.value == 1 ? names.singular : names.plural)
            }
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The measurement formatted in a style.
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }
    /// The measurement formatted with abbreviated units in the preferred unit of the current locale.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

/// Which unit a measurement is shown in, as Apple's `MeasurementFormatUnitUsage`.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let usage: String
    var isAsProvided: Bool { usage == "asProvided" }
    /// The locale's preferred unit.
    public static var general: Self { Self(usage: "general") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(usage: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Lengths on a road (the preferred unit).
    public static var road: Self { Self(usage: "road") }
    /// A person's height (the preferred unit).
    public static var personHeight: Self { Self(usage: "personHeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Weather temperatures (the preferred unit).
    public static var weather: Self { Self(usage: "weather") }
    /// Body temperatures (the preferred unit).
    public static var person: Self { Self(usage: "person") }
}

extension FormatStyle {
    /// A measurement style: `.measurement(width: .abbreviated, usage: .asProvided)`.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
#endif
