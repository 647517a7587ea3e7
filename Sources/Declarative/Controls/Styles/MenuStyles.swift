import Foundation

/// A look for every menu in a view, as SwiftUI's `MenuStyle`. A custom style usually decorates the default menu:
/// `Menu(configuration).foregroundStyle(.red)`.
public protocol MenuStyle {
    /// The view a menu becomes.
    associatedtype Body: View
    /// Makes a menu's view from its label and content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A menu as a `MenuStyle` sees it.
public struct MenuStyleConfiguration {
    /// A menu's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// A menu's content, type-erased; a menu made from it still takes its items apart.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

extension MenuStyleConfiguration.Content: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] { ViewList.elements(of: content, prefix: prefix) }
}

/// How the built-in styles draw a menu's label.
enum MenuLabelLook {
    /// In the environment's button style (a tinted borderless label by default).
    case automatic
    /// Always a tinted borderless label.
    case borderless
}

/// The platform's menu: the label drawn as a button in the environment's button style.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuBody(configuration: configuration, look: .automatic)
    }
}

/// A menu whose label is a button in the environment's button style (`.buttonStyle(.bordered)` gives a bordered
/// menu), as SwiftUI's `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuBody(configuration: configuration, look: .automatic)
    }
}

/// A menu whose label is a borderless button in the tint colour, whatever the button style.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuBody(configuration: configuration, look: .borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button in the environment's button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A menu style in the environment, type-erased.
struct AnyMenuStyle {
    let body: @MainActor (MenuStyleConfiguration) -> AnyView
    @MainActor init<S: MenuStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item closest to the label.
    public static let priority = MenuOrder(name: "priority")
    /// The items in the order written, top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
}

struct MenuStyleKey: EnvironmentKey { static let defaultValue: AnyMenuStyle? = nil }
struct MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
    /// Whether menus draw a chevron after their label (`menuIndicator(_:)`); iOS draws none unless asked.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the menus in this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        nodeModifier("menuStyle", style) { style, _, context in context.environment.menuStyle = AnyMenuStyle(style) }
    }

    /// Sets whether menus in this view draw an indicator (a chevron) after their label: `.visible` draws one;
    /// `.automatic` and `.hidden` draw none, as on iOS.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// Sets the order of the items in menus in this view. Accepted for source compatibility: a menu here always
    /// lists its items in the order written, top to bottom, as `.fixed` does, even when it opens above its label.
    public func menuOrder(_ order: MenuOrder) -> some View {
        self
    }
}
