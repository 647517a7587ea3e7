import Foundation

/// A font, as SwiftUI's `Font`: a text style or a fixed size, with weight, design and traits.
public struct Font: Hashable, Sendable {
    /// The Dynamic Type text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at the default Dynamic Type size (Large), from Apple's HIG.
        var baseSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    /// A font weight.
    public struct Weight: Hashable, Comparable, Sendable {
        /// The CSS-style weight, 100…900.
        public let value: Int
        init(_ value: Int) { self.value = value }
        public static let ultraLight = Weight(100), thin = Weight(200), light = Weight(300), regular = Weight(400)
        public static let medium = Weight(500), semibold = Weight(600), bold = Weight(700), heavy = Weight(800)
        public static let black = Weight(900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// A font design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    enum Size: Hashable, Sendable { case style(TextStyle), fixed(CGFloat) }

    var size: Size
    var weight: Weight?
    var design: Design
    var isItalic = false
    var isMonospacedDigit = false

    init(size: Size, weight: Weight? = nil, design: Design = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline), weight: .semibold)
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    /// A system font of a fixed size (it does not follow Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(size), weight: weight, design: design ?? .default)
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight ?? (style == .headline ? .semibold : nil), design: design ?? .default)
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in a weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The font in italic.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font with digits of equal width.
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    /// The font in another design.
    func design(_ design: Design) -> Font { var f = self; f.design = design; return f }
    /// The monospaced variant of the font.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    /// The concrete font at a Dynamic Type size.
    public func resolve(dynamicTypeScale: CGFloat = 1) -> ResolvedFont {
        let points: CGFloat
        switch size {
        case .style(let style): points = style.baseSize * (dynamicTypeScale.isFinite ? max(dynamicTypeScale, 0) : 1)
        case .fixed(let value): points = value.isFinite ? max(value, 0) : 17
        }
        return ResolvedFont(size: points, weight: weight ?? .regular, design: design,
                            isItalic: isItalic, isMonospacedDigit: isMonospacedDigit)
    }
}

/// A font with a concrete size: what text measurement and backends use.
public struct ResolvedFont: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Font.Weight
    /// The design.
    public var design: Font.Design
    /// Whether the font is italic.
    public var isItalic: Bool
    /// Whether digits have equal widths.
    public var isMonospacedDigit: Bool

    /// Creates a resolved font.
    public init(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default,
                isItalic: Bool = false, isMonospacedDigit: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.isMonospacedDigit = isMonospacedDigit
    }

    /// Whether the font draws with a bold face (semibold and heavier).
    public var isBold: Bool { weight >= .semibold }

    /// The same font at another size.
    public func scaled(by factor: CGFloat) -> ResolvedFont { var f = self; f.size *= factor; return f }
}
