import Foundation

/// A look for every label in a view, as SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// Makes a label's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// A label as a `LabelStyle` sees it: its title and its icon, type-erased.
public struct LabelStyleConfiguration {
    /// A label's title, type-erased.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// A label's icon, type-erased.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
}

struct AnyLabelStyle {
    let body: @MainActor (LabelStyleConfiguration) -> AnyView
    @MainActor init<S: LabelStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The label styles set around a view, outermost first. A label uses the last; inside that style's body the label
/// sees the ones before it, so `Label(configuration)` in a custom style draws the label as the enclosing style would.
struct LabelStylesKey: EnvironmentKey { static let defaultValue: [AnyLabelStyle] = [] }

extension EnvironmentValues {
    var labelStyles: [AnyLabelStyle] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        nodeModifier("labelStyle", style) { style, _, context in context.environment.labelStyles.append(AnyLabelStyle(style)) }
    }
}

/// The platform's label: the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon, then the title, in a row.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) { configuration.icon; configuration.title }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default label style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
