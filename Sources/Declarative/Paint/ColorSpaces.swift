import Foundation

extension Color {
    /// The colour space of a colour's components, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB (what `Color(red:green:blue:)` uses).
        case sRGB
        /// Linear-light sRGB.
        case sRGBLinear
        /// Display P3, gamma-encoded as sRGB. Colours outside sRGB are clamped to it: both outputs are sRGB.
        case displayP3
    }

    /// A colour from components in a colour space, 0…1: `Color(.sRGB, red: 0.2, green: 0.5, blue: 0.9)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            self.init(Resolved(red: red, green: green, blue: blue, opacity: opacity))
        case .sRGBLinear:
            self.init(Resolved(linearRed: Float(red), linearGreen: Float(green), linearBlue: Float(blue), opacity: Float(opacity)))
        case .displayP3:
            // Linear P3 to linear sRGB (the standard matrix, D65 white in both), then clamped by `Resolved`.
            let r = Resolved(red: red, green: green, blue: blue)
            let (p, q, s) = (Double(r.linearRed), Double(r.linearGreen), Double(r.linearBlue))
            self.init(Resolved(linearRed: Float(1.2249 * p - 0.2247 * q),
                               linearGreen: Float(-0.0420 * p + 1.0419 * q),
                               linearBlue: Float(-0.0197 * p - 0.0786 * q + 1.0979 * s), opacity: Float(opacity)))
        }
    }

    /// A grey from a white level in a colour space, 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
