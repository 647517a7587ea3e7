import Foundation

#if !canImport(Darwin)
/// Unit names and locale-preferred units for `Measurement.FormatStyle`, as data.
enum MeasurementUnits {
    struct Names {
        let singular: String
        let plural: String
        let abbreviated: String
        let narrow: String
        /// What goes between the number and an abbreviated unit ("5 km", but "21°C").
        let abbreviatedSeparator: String
    }

    /// Wide names and corrected abbreviations by dimension and symbol; other units use their symbol.
    private static let table: [String: (String, String, String?)] = [
        "UnitLength|km": ("kilometer", "kilometers", nil), "UnitLength|m": ("meter", "meters", nil),
        "UnitLength|cm": ("centimeter", "centimeters", nil), "UnitLength|mm": ("millimeter", "millimeters", nil),
        "UnitLength|mi": ("mile", "miles", nil), "UnitLength|ft": ("foot", "feet", nil), "UnitLength|in": ("inch", "inches", nil),
        "UnitLength|yd": ("yard", "yards", nil),
        "UnitMass|kg": ("kilogram", "kilograms", nil), "UnitMass|g": ("gram", "grams", nil), "UnitMass|lb": ("pound", "pounds", nil),
        "UnitMass|oz": ("ounce", "ounces", nil),
        "UnitTemperature|°C": ("degree Celsius", "degrees Celsius", nil), "UnitTemperature|°F": ("degree Fahrenheit", "degrees Fahrenheit", nil),
        "UnitTemperature|K": ("kelvin", "kelvins", nil),
        "UnitDuration|hr": ("hour", "hours", nil), "UnitDuration|m": ("minute", "minutes", "min"), "UnitDuration|min": ("minute", "minutes", nil),
        "UnitDuration|s": ("second", "seconds", "sec"), "UnitDuration|ms": ("millisecond", "milliseconds", nil),
        "UnitSpeed|km/h": ("kilometer per hour", "kilometers per hour", nil), "UnitSpeed|mph": ("mile per hour", "miles per hour", nil),
        "UnitSpeed|m/s": ("meter per second", "meters per second", nil),
        "UnitEnergy|kCal": ("kilocalorie", "kilocalories", "kcal"), "UnitEnergy|kJ": ("kilojoule", "kilojoules", nil),
        "UnitEnergy|cal": ("calorie", "calories", nil), "UnitEnergy|kWh": ("kilowatt-hour", "kilowatt-hours", nil),
        "UnitVolume|L": ("liter", "liters", nil), "UnitVolume|mL": ("milliliter", "milliliters", nil),
        "UnitVolume|gal": ("gallon", "gallons", nil),
        "UnitPower|W": ("watt", "watts", nil), "UnitPower|kW": ("kilowatt", "kilowatts", nil),
        "UnitPressure|hPa": ("hectopascal", "hectopascals", nil), "UnitPressure|inHg": ("inch of mercury", "inches of mercury", nil),
    ]

    static func names(of unit: Dimension) -> Names {
        let key = "\(type(of: unit))|\(unit.symbol)"
        let entry = table[key]
        let abbreviated = entry?.2 ?? unit.symbol
        let isDegree = abbreviated.hasPrefix("°")
        return Names(singular: entry?.0 ?? unit.symbol, plural: entry?.1 ?? unit.symbol, abbreviated: abbreviated,
                     narrow: isDegree ? "°" : abbreviated, abbreviatedSeparator: isDegree ? "" : " ")
    }

    /// The measurement in the locale's preferred unit for its dimension (US customary or metric); other dimensions,
    /// and units already preferred, are kept.
    static func preferred<U: Dimension>(_ measurement: Measurement<U>, in locale: Locale) -> Measurement<U> {
        let us = locale.measurementSystem == .us
        func convert(_ target: Dimension) -> Measurement<U> {
            guard let unit = target as? U else { return measurement }
            return measurement.converted(to: unit)
        }
        // Units are compared by symbol: Foundation's unit objects are not reliably equal (or equally hashed) across
        // instances on every platform.
        let symbol = measurement.unit.symbol
        switch measurement.unit {
        case is UnitLength:
            let metres = measurement.converted(to: U.baseUnit()).value
            if us, ["km", "m", "cm", "mm"].contains(symbol) { return convert(metres >= 1_609.344 ? UnitLength.miles : UnitLength.feet) }
            if !us, ["mi", "ft", "in", "yd"].contains(symbol) { return convert(metres >= 1_000 ? UnitLength.kilometers : UnitLength.meters) }
        case is UnitTemperature:
            if us, symbol != UnitTemperature.fahrenheit.symbol { return convert(UnitTemperature.fahrenheit) }
            if !us, symbol == UnitTemperature.fahrenheit.symbol { return convert(UnitTemperature.celsius) }
        case is UnitMass:
            if us, ["kg", "g"].contains(symbol) { return convert(UnitMass.pounds) }
            if !us, ["lb", "oz"].contains(symbol) { return convert(UnitMass.kilograms) }
        case is UnitSpeed:
            if us, ["km/h", "m/s"].contains(symbol) { return convert(UnitSpeed.milesPerHour) }
            if !us, symbol == "mph" { return convert(UnitSpeed.kilometersPerHour) }
        default:
            break
        }
        return measurement
    }
}
#endif
