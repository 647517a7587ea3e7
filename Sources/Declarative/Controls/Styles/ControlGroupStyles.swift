import Foundation

/// A look for every control group in a view, as SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle {
    /// The view a group becomes.
    associatedtype Body: View
    /// Makes a group's view from its controls and label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// A control group as a `ControlGroupStyle` sees it.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, type-erased.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group's label, type-erased (empty when it has none).
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The controls.
    public let content: Content
    /// The label.
    public let label: Label
}

extension ControlGroupStyleConfiguration.Content: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] { ViewList.elements(of: content, prefix: prefix) }
}

/// The platform's control group: the controls side by side, joined.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { JoinedControls(content: AnyView(configuration.content)) }
}

/// A group for navigation controls (drawn joined, as `.automatic`).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { JoinedControls(content: AnyView(configuration.content)) }
}

/// A group drawn as a row of choices, as in a menu's palette (drawn joined, as `.automatic`).
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { JoinedControls(content: AnyView(configuration.content)) }
}

/// A group collapsed into a `Menu` whose label is the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A group collapsed into a compact `Menu` whose label is the group's label.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// A group of navigation controls.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette of choices.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A group collapsed into a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A group collapsed into a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// A control group style in the environment, type-erased.
struct AnyControlGroupStyle {
    let body: @MainActor (ControlGroupStyleConfiguration) -> AnyView
    @MainActor init<S: ControlGroupStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ControlGroupStyleKey: EnvironmentKey { static let defaultValue: AnyControlGroupStyle? = nil }

extension EnvironmentValues {
    var controlGroupStyle: AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the control groups in this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        nodeModifier("controlGroupStyle", style) { style, _, context in
            context.environment.controlGroupStyle = AnyControlGroupStyle(style)
        }
    }
}
