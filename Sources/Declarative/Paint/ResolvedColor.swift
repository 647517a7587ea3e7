import Foundation

extension Color {
    /// A concrete colour: linear sRGB components and opacity, as SwiftUI's `Color.Resolved`.
    ///
    /// Components are stored in *linear* light so that interpolation (animation, blending) is physically
    /// even; backends read the gamma-encoded form through `sRGB8` or `hexString`.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// Linear red, 0…1.
        public var linearRed: Float
        /// Linear green, 0…1.
        public var linearGreen: Float
        /// Linear blue, 0…1.
        public var linearBlue: Float
        /// Opacity, 0…1.
        public var opacity: Float

        /// Creates a colour from linear sRGB components.
        public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
            self.linearRed = Self.clean(linearRed)
            self.linearGreen = Self.clean(linearGreen)
            self.linearBlue = Self.clean(linearBlue)
            self.opacity = Self.clean(opacity)
        }

        /// Creates a colour from gamma-encoded sRGB components, 0…1 (what CSS and `Color(red:green:blue:)` use).
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.init(linearRed: Float(Self.linear(red)), linearGreen: Float(Self.linear(green)),
                      linearBlue: Float(Self.linear(blue)), opacity: Float(opacity))
        }

        /// Creates a colour from 8-bit sRGB components.
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ opacity: Double = 1) {
            self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
        }

        /// Gamma-encoded sRGB red, 0…1.
        public var red: Double { Self.encoded(Double(linearRed)) }
        /// Gamma-encoded sRGB green, 0…1.
        public var green: Double { Self.encoded(Double(linearGreen)) }
        /// Gamma-encoded sRGB blue, 0…1.
        public var blue: Double { Self.encoded(Double(linearBlue)) }

        /// The gamma-encoded 8-bit components.
        public var sRGB8: (red: UInt8, green: UInt8, blue: UInt8) {
            (Self.byte(red), Self.byte(green), Self.byte(blue))
        }

        /// `#RRGGBB`, the opaque part of the colour in hex.
        public var hexString: String {
            let (r, g, b) = sRGB8
            return "#" + [r, g, b].map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
        }

        /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
        public var description: String {
            hexString + String(Self.byte(Double(opacity)), radix: 16, uppercase: true).leftPadded(to: 2)
        }

        /// The same colour with its opacity multiplied by `factor`.
        public func multiplyingOpacity(by factor: Double) -> Color.Resolved {
            var copy = self
            copy.opacity = Self.clean(Float(Double(opacity) * factor))
            return copy
        }

        /// `self` drawn with its opacity over an opaque `background`: the blend, in linear light, is opaque.
        public func composited(over background: Color.Resolved) -> Color.Resolved {
            let a = opacity
            return Color.Resolved(linearRed: linearRed * a + background.linearRed * (1 - a),
                            linearGreen: linearGreen * a + background.linearGreen * (1 - a),
                            linearBlue: linearBlue * a + background.linearBlue * (1 - a), opacity: 1)
        }

        /// The colour a fraction `amount` of the way to `other`, interpolated in linear light.
        public func mixed(with other: Color.Resolved, by amount: Double) -> Color.Resolved {
            let t = Float(amount.isFinite ? min(max(amount, 0), 1) : 0)
            func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
            return Color.Resolved(linearRed: mix(linearRed, other.linearRed), linearGreen: mix(linearGreen, other.linearGreen),
                            linearBlue: mix(linearBlue, other.linearBlue), opacity: mix(opacity, other.opacity))
        }

        /// Clamps to 0…1 and turns NaN into 0, so that bad input never reaches a backend.
        static func clean(_ v: Float) -> Float { v.isNaN ? 0 : min(max(v, 0), 1) }
        static func linear(_ c: Double) -> Double {
            let c = c.isNaN ? 0 : min(max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        static func encoded(_ l: Double) -> Double {
            l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        }
        static func byte(_ c: Double) -> UInt8 { UInt8((min(max(c, 0), 1) * 255).rounded()) }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
