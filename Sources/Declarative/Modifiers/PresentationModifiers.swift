import Foundation

nonisolated extension View {
    /// Shows the text below this view in upper or lower case, as SwiftUI's `textCase(_:)`: sets the `textCase`
    /// environment value, which `Text` applies in the environment's `locale` when it resolves its string; nil shows
    /// text as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        nodeModifier("textCase") { _, context in context.environment.textCase = textCase }
    }

    /// Lets the view extend into the safe area, as SwiftUI's `ignoresSafeArea(_:edges:)`. Terminals and SVG
    /// documents have no safe area (no notch, status bar or on-screen keyboard), so the view is laid out unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Lets the view extend into the safe area on some edges, as SwiftUI's deprecated `edgesIgnoringSafeArea(_:)`.
    /// Terminals and SVG documents have no safe area, so the view is laid out unchanged.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Help text for the view, which SwiftUI shows as a tooltip: here it becomes the accessibility hint of the
    /// view's display items (``AccessibilityInfo/hint``), as SwiftUI also reads it to assistive technology.
    public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }
    /// Help text for the view: here the accessibility hint of the view's display items.
    public func help(_ text: Text) -> some View { accessibilityHint(text) }
    /// Help text for the view: here the accessibility hint of the view's display items.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }

    /// Adds traits (button, header, selected…) to the view's accessibility, as SwiftUI's
    /// `accessibilityAddTraits(_:)`; they reach the display items' ``AccessibilityInfo/traits``.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        nodeModifier("accessibilityTraits") { node, _ in
            var effect = AccessibilityEffect()
            effect.addedTraits = traits
            node.drawing.effects.append(.accessibility(effect))
        }
    }

    /// Removes traits from the view's accessibility, as SwiftUI's `accessibilityRemoveTraits(_:)`, including ones an
    /// enclosing view added.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        nodeModifier("accessibilityTraits") { node, _ in
            var effect = AccessibilityEffect()
            effect.removedTraits = traits
            node.drawing.effects.append(.accessibility(effect))
        }
    }

    /// Composites the view's layers before blending them with what lies below, as SwiftUI's `compositingGroup()`.
    /// That changes only how SwiftUI rasterises (opacity over overlapping layers); both backends here draw each
    /// item with its own opacity, so the view is returned unchanged.
    public func compositingGroup() -> some View { self }

    /// Renders the view offscreen into one image, as SwiftUI's `drawingGroup(opaque:colorMode:)`. That changes only
    /// how SwiftUI rasterises, so the view is returned unchanged.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Draws the view redacted for a reason, as SwiftUI's `redacted(reason:)`: adds the reasons to the
    /// `redactionReasons` environment value. Under `.placeholder`, text below draws as rounded bars the size of its
    /// lines, in its own colour faded, as SwiftUI's placeholder look; other reasons draw text as usual.
    public func redacted(reason: RedactionReasons) -> some View {
        nodeModifier("redacted") { _, context in context.environment.redactionReasons.formUnion(reason) }
    }

    /// Draws the view without redaction even inside a redacted view, as SwiftUI's `unredacted()`.
    public func unredacted() -> some View {
        nodeModifier("unredacted") { _, context in context.environment.redactionReasons = [] }
    }
}

extension Text {
    /// Text case transforms, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }

    /// The string in a case, in a locale's rules (Turkish "i" upper-cases to "İ").
    nonisolated func cased(_ textCase: Case?, locale: Locale) -> String {
        switch textCase {
        case .uppercase?: return string.uppercased(with: locale)
        case .lowercase?: return string.lowercased(with: locale)
        case nil: return string
        }
    }
}

/// How colours are blended in a drawing group, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Blending in the non-linear (gamma-encoded) colour space.
    case nonLinear
    /// Blending in linear colour.
    case linear
    /// Blending in linear colour, with values outside 0…1 kept.
    case extendedLinear
}

/// Regions of the safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates regions from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area the container (window, navigation bars) defines.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the on-screen keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Why a view is drawn redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates reasons from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is a placeholder for content still loading: text draws as bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The view shows private data that should be hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The view's content is out of date (a widget's, for example).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The case text below is shown in, as SwiftUI's `textCase`; nil shows text as written. Set by `textCase(_:)`.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Why views below are drawn redacted, as SwiftUI's `redactionReasons`. Set by `redacted(reason:)`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// Traits that describe a view to assistive technology, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates traits from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view acts as a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The view is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The view is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The view is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The view is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The view is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The view plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The view acts as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The view is text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The view summarises the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The view's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the view starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The view takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The view turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The view is modal: assistive technology ignores what lies outside it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The view is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The view is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}
