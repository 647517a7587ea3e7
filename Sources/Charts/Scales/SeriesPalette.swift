import Foundation

/// An opaque sRGB colour with components in 0…1, used for palette data independent of the
/// framework's `Color` type.
public struct PaletteColor: Sendable, Equatable, Hashable {
    /// Red component, 0…1.
    public var red: Double
    /// Green component, 0…1.
    public var green: Double
    /// Blue component, 0…1.
    public var blue: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from 8-bit components (0…255).
    public init(red8: Int, green8: Int, blue8: Int) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255)
    }

    /// Creates a colour from a `0xRRGGBB` literal.
    public init(hex: UInt32) {
        self.init(red8: Int((hex >> 16) & 0xFF), green8: Int((hex >> 8) & 0xFF), blue8: Int(hex & 0xFF))
    }
}

/// Swift Charts' default categorical palette for `foregroundStyle(by:)` (Swift Charts' documentation):
/// blue, green, orange, purple, red, cyan, yellow, then it repeats. Values are the classic
/// (iOS 13–18) system colours; iOS 26 changed them slightly.
public enum SeriesPalette {
    /// The names of the seven colours, in cycle order.
    public static let names = ["blue", "green", "orange", "purple", "red", "cyan", "yellow"]

    /// Light-appearance colours: #007AFF #34C759 #FF9500 #AF52DE #FF3B30 #32ADE6 #FFCC00.
    public static let light: [PaletteColor] = [
        0x007AFF, 0x34C759, 0xFF9500, 0xAF52DE, 0xFF3B30, 0x32ADE6, 0xFFCC00,
    ].map { PaletteColor(hex: $0) }

    /// Dark-appearance colours: #0A84FF #30D158 #FF9F0A #BF5AF2 #FF453A #64D2FF #FFD60A.
    public static let dark: [PaletteColor] = [
        0x0A84FF, 0x30D158, 0xFF9F0A, 0xBF5AF2, 0xFF453A, 0x64D2FF, 0xFFD60A,
    ].map { PaletteColor(hex: $0) }

    /// The nearest xterm-256 indices of the seven colours (Swift Charts' documentation, terminal fallback).
    public static let xterm256: [Int] = [33, 77, 208, 134, 203, 74, 220]

    /// The xterm-256 index for grid lines and axis labels.
    public static let xterm256Gray = 246

    /// The colour for the series at `index` (order of first appearance); wraps every 7,
    /// and negative indices wrap too instead of trapping.
    public static func color(at index: Int, dark isDark: Bool = false) -> PaletteColor {
        let colors = isDark ? dark : light
        return colors[wrapped(index)]
    }

    /// `index` reduced into `0..<7` (mathematical modulo, safe for negative values).
    public static func wrapped(_ index: Int) -> Int {
        let m = index % names.count
        return m < 0 ? m + names.count : m
    }
}
