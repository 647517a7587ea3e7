import Foundation

/// A control that shows a list of actions when activated, as SwiftUI's `Menu`.
///
/// The label draws as a borderless button in the tint colour (or in the environment's button style, see
/// `menuStyle(_:)`). A tap, or `Return`/`Space` while it has focus, opens the menu: a list floating over the content
/// below the label (above it when there is no room), as `MenuPresenter` describes. The content's controls become its
/// rows: a `Button` runs its action (red when its role is `.destructive`), a `Toggle` is checked while on, a `Picker`
/// is inline (each option a row, the chosen one checked), a nested `Menu` opens in place, and `Divider` and
/// `Section` separate groups. With a `primaryAction`, a tap (or `Return`/`Space`) runs it instead, and a long press
/// (or `↓`) opens the menu.
///
/// Modifiers on an item are looked through; `.disabled(_:)` on a single item inside the menu is not seen (the whole
/// menu can be disabled). A menu with no items opens nothing.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    /// Made by a `MenuStyle` from its configuration: drawn as the default menu, not by the style again.
    var isStyled = false
    @Environment(\.menuStyle) private var style

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu with a custom label whose tap runs `primaryAction`; a long press opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
}

extension Menu: View {
    public var body: some View {
        let configuration = MenuStyleConfiguration(label: .init(content: AnyView(label)),
                                                   content: .init(content: AnyView(content)),
                                                   primaryAction: primaryAction)
        guard !isStyled, let style else { return AnyView(MenuBody(configuration: configuration, look: .automatic)) }
        return style.body(configuration)
    }
}

extension Menu: MenuEntrySource {
    var menuEntries: [MenuEntry] { [MenuEntry(kind: .submenu(MenuEntries.of(content)), label: AnyView(label))] }
}

extension Menu where Label == Text {
    /// A menu with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A menu with a text label whose tap runs `primaryAction`; a long press opens the menu.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    /// A menu with a text label from a string whose tap runs `primaryAction`; a long press opens the menu.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Declarative.Label<Text, Image> {
    /// A menu labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Declarative.Label(titleKey, systemImage: systemImage) }
    }
    /// A menu labelled with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Declarative.Label(title, systemImage: systemImage) }
    }
    /// A menu labelled with a title and an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Declarative.Label(titleKey, image: image) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a `MenuStyle` is styling, drawn as the default menu: a custom style decorates it.
    public init(_ configuration: MenuStyleConfiguration) {
        content = configuration.content
        label = configuration.label
        primaryAction = configuration.primaryAction
        isStyled = true
    }
}

/// A menu drawn: its label as a button that opens the floating list, with the keys that open it.
struct MenuBody: View {
    let configuration: MenuStyleConfiguration
    let look: MenuLabelLook
    @State private var isOpen = false
    @Environment(\.primitiveButtonStyle) private var buttonStyle
    @Environment(\.menuIndicatorVisibility) private var indicator

    var body: some View {
        let entries = MenuEntries.of(configuration.content)
        let isOpen = $isOpen
        let primary = configuration.primaryAction
        let open = { isOpen.wrappedValue = !entries.isEmpty }
        let trigger = PrimitiveButtonStyleConfiguration(role: nil, label: .init(labelWithIndicator), action: primary ?? open)
        let style = look == .borderless ? AnyPrimitiveButtonStyle(BorderlessButtonStyle())
            : buttonStyle ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
        let button = style.body(trigger)
        // Only a menu with a primary action opens on a long press; otherwise the press stays the button's alone.
        return (primary == nil ? button : AnyView(button.onLongPressGesture(perform: open)))
            .control { press in
                guard !isOpen.wrappedValue else { return .ignored }
                if press.activates { (primary ?? open)(); return .handled }
                if press.key == .downArrow, primary != nil { open(); return .handled }
                return .ignored
            }
            .modifier(MenuPresenter(entries: entries, isPresented: isOpen))
    }

    /// The label, and a chevron after it when `menuIndicator(.visible)` asks for one.
    @ViewBuilder private var labelWithIndicator: some View {
        if indicator == .visible {
            HStack(spacing: 4) {
                configuration.label
                Image(systemName: "chevron.down").imageScale(.small)
            }
        } else {
            configuration.label
        }
    }
}
