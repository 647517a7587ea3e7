import Foundation

/// A colour that may depend on the environment (light or dark), as SwiftUI's `Color`.
///
/// Named colours are the iOS system colours, which adapt to `ColorScheme`. `Color` is also a view (it fills
/// the space it is offered) and a `ShapeStyle`; those conformances live beside the views and styles.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    indirect enum Provider: Hashable, Sendable {
        case fixed(Resolved)
        case adaptive(light: Resolved, dark: Resolved, name: String)
        case opacity(Color, Double)
        case mix(Color, Color, Double)
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    /// A colour from a resolved value.
    public init(_ resolved: Resolved) { provider = .fixed(resolved) }

    // `Color(red:green:blue:opacity:)` and `Color(white:opacity:)`, with an optional colour space, are in
    // ColorSpaces.swift.

    /// A colour from hue, saturation and brightness, 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation.isFinite ? saturation : 0, 0), 1)
        let v = min(max(brightness.isFinite ? brightness : 0, 0), 1)
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    static func system(_ name: String, _ light: (UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8),
                       opacity: Double = 1) -> Color {
        Color(provider: .adaptive(light: Resolved(light.0, light.1, light.2, opacity),
                                  dark: Resolved(dark.0, dark.1, dark.2, opacity), name: name))
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(provider: .opacity(self, opacity)) }

    /// The colour a fraction of the way to `other` (SwiftUI's `mix(with:by:)`), in linear light.
    public func mix(with other: Color, by fraction: Double) -> Color { Color(provider: .mix(self, other, fraction)) }

    /// The concrete colour in a colour scheme.
    public func resolve(in scheme: ColorScheme) -> Resolved {
        switch provider {
        case .fixed(let r): return r
        case .adaptive(let light, let dark, _): return scheme == .dark ? dark : light
        case .opacity(let base, let o): return base.resolve(in: scheme).multiplyingOpacity(by: o.isFinite ? o : 0)
        case .mix(let a, let b, let t): return a.resolve(in: scheme).mixed(with: b.resolve(in: scheme), by: t)
        }
    }

    public var description: String {
        switch provider {
        case .fixed(let r): return r.description
        case .adaptive(_, _, let name): return name
        case .opacity(let base, let o): return "\(o * 100)% \(base)"
        case .mix(let a, let b, let t): return "mix(\(a), \(b), \(t))"
        }
    }
}

extension Color {
    // iOS system colours, light and dark (HIG, iOS 13–18 values).
    public static let red = system("red", (255, 59, 48), (255, 69, 58))
    public static let orange = system("orange", (255, 149, 0), (255, 159, 10))
    public static let yellow = system("yellow", (255, 204, 0), (255, 214, 10))
    public static let green = system("green", (52, 199, 89), (48, 209, 88))
    public static let mint = system("mint", (0, 199, 190), (99, 230, 226))
    public static let teal = system("teal", (48, 176, 199), (64, 200, 224))
    public static let cyan = system("cyan", (50, 173, 230), (100, 210, 255))
    public static let blue = system("blue", (0, 122, 255), (10, 132, 255))
    public static let indigo = system("indigo", (88, 86, 214), (94, 92, 230))
    public static let purple = system("purple", (175, 82, 222), (191, 90, 242))
    public static let pink = system("pink", (255, 45, 85), (255, 55, 95))
    public static let brown = system("brown", (162, 132, 94), (172, 142, 104))
    public static let gray = system("gray", (142, 142, 147), (142, 142, 147))
    public static let black = Color(provider: .fixed(Resolved(0, 0, 0)))
    public static let white = Color(provider: .fixed(Resolved(255, 255, 255)))
    public static let clear = Color(provider: .fixed(Resolved(0, 0, 0, 0)))
    /// The primary label colour: black in light mode, white in dark mode.
    public static let primary = system("primary", (0, 0, 0), (255, 255, 255))
    /// The secondary label colour (iOS `secondaryLabel`).
    public static let secondary = Color(provider: .adaptive(light: Resolved(60, 60, 67, 0.6),
                                                            dark: Resolved(235, 235, 245, 0.6), name: "secondary"))
    /// The app's accent colour: system blue unless a `tint` says otherwise.
    public static let accentColor = system("accentColor", (0, 122, 255), (10, 132, 255))

    /// The colour of a view's background in a scheme (iOS `systemBackground`).
    static let background = system("background", (255, 255, 255), (0, 0, 0))
    /// The colour of separators (iOS `separator`).
    static let separator = Color(provider: .adaptive(light: Resolved(60, 60, 67, 0.29),
                                                     dark: Resolved(84, 84, 88, 0.6), name: "separator"))
}
