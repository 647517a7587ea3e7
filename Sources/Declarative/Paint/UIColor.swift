import Foundation

/// UIKit's colour names, so iOS code that reaches for them compiles and draws the same colours (the ones SwiftUI or
/// the controls here already have are those colours):
/// `Color(.systemGray6)`, `Color(uiColor: .secondarySystemBackground)`, `UIColor.label`.
///
/// A UIKit colour adapts to light and dark as iOS's does (the values are UIKit's, light and dark); one made from
/// components is fixed. Only colours: none of UIKit's drawing API is here.
public final class UIColor: Sendable {
    /// The colour as a SwiftUI colour.
    let color: Color

    init(_ color: Color) { self.color = color }

    /// A fixed colour from sRGB components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A fixed grey, 0 (black) … 1 (white).
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A fixed colour from hue, saturation and brightness, 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A colour from the app's asset catalogue: there is none here, so nil.
    public convenience init?(named name: String) { return nil }

    /// The colour with its opacity multiplied by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    private static func adaptive(_ name: String, _ light: Color.Resolved, _ dark: Color.Resolved) -> UIColor {
        UIColor(Color(provider: .adaptive(light: light, dark: dark, name: name)))
    }
    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ opacity: Double = 1) -> Color.Resolved {
        Color.Resolved(r, g, b, opacity)
    }

    // Label colours.
    /// Text: black in light mode, white in dark.
    public static let label = UIColor(.primary)
    /// Secondary text.
    public static let secondaryLabel = UIColor(.secondary)
    /// Tertiary text.
    public static let tertiaryLabel = adaptive("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Quaternary text.
    public static let quaternaryLabel = adaptive("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// Placeholder text.
    public static let placeholderText = adaptive("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Links.
    public static let link = adaptive("link", rgb(0, 122, 255), rgb(9, 132, 255))

    // Backgrounds.
    /// A view's background.
    public static let systemBackground = UIColor(.background)
    /// Content on the background.
    public static let secondarySystemBackground = adaptive("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30))
    /// Content on secondary content.
    public static let tertiarySystemBackground = adaptive("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46))
    /// A grouped list's background.
    public static let systemGroupedBackground = UIColor(.systemGroupedBackground)
    /// A grouped list's rows.
    public static let secondarySystemGroupedBackground = UIColor(.secondarySystemGroupedBackground)
    /// Content on a grouped list's rows.
    public static let tertiarySystemGroupedBackground = adaptive("tertiarySystemGroupedBackground", rgb(242, 242, 247),
                                                                 rgb(44, 44, 46))

    // Fills and separators.
    /// A thin fill for small shapes.
    public static let systemFill = UIColor(.systemFill)
    /// A fill for medium shapes.
    public static let secondarySystemFill = adaptive("secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// A fill for large shapes.
    public static let tertiarySystemFill = UIColor(.tertiarySystemFill)
    /// A fill for the largest areas.
    public static let quaternarySystemFill = adaptive("quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    /// A separator that lets content show through.
    public static let separator = UIColor(.separator)
    /// An opaque separator.
    public static let opaqueSeparator = adaptive("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58))

    // Greys.
    /// System grey.
    public static let systemGray = UIColor(.gray)
    /// System grey 2.
    public static let systemGray2 = adaptive("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102))
    /// System grey 3.
    public static let systemGray3 = adaptive("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74))
    /// System grey 4.
    public static let systemGray4 = adaptive("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60))
    /// System grey 5.
    public static let systemGray5 = adaptive("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46))
    /// System grey 6.
    public static let systemGray6 = adaptive("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30))

    // System colours, as SwiftUI's.
    /// System red.
    public static let systemRed = UIColor(.red)
    /// System orange.
    public static let systemOrange = UIColor(.orange)
    /// System yellow.
    public static let systemYellow = UIColor(.yellow)
    /// System green.
    public static let systemGreen = UIColor(.green)
    /// System mint.
    public static let systemMint = UIColor(.mint)
    /// System teal.
    public static let systemTeal = UIColor(.teal)
    /// System cyan.
    public static let systemCyan = UIColor(.cyan)
    /// System blue.
    public static let systemBlue = UIColor(.blue)
    /// System indigo.
    public static let systemIndigo = UIColor(.indigo)
    /// System purple.
    public static let systemPurple = UIColor(.purple)
    /// System pink.
    public static let systemPink = UIColor(.pink)
    /// System brown.
    public static let systemBrown = UIColor(.brown)
    /// The app's tint.
    public static let tintColor = UIColor(.accentColor)

    // UIKit's fixed colours (pure components, unlike the system colours).
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// 50 % grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 33 % grey.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 67 % grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension Color {
    /// A SwiftUI colour from a UIKit colour, adapting to light and dark as the UIKit colour does.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// A SwiftUI colour from a UIKit colour: `Color(.systemGray6)`.
    public init(_ uiColor: UIColor) { self = uiColor.color }
}
