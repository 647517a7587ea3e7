import Foundation

/// Controls that belong together, drawn side by side and joined, as SwiftUI's `ControlGroup`.
///
/// iOS draws the buttons as one rounded plate split by hairlines, each part as wide as the widest; a terminal draws
/// them in a row split by `│`. The `label` names the group where it is collapsed: `.controlGroupStyle(.compactMenu)`
/// (or `.menu`) draws it as a `Menu` with that label. Inside a menu, its controls are rows of the menu.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct ControlGroup<Content: View> {
    let content: Content
    let label: AnyView?
    /// Made by a `ControlGroupStyle` from its configuration: drawn as the default group, not by the style again.
    var isStyled = false
    @Environment(\.controlGroupStyle) private var style

    /// A group of controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    /// A group of controls with a label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }
}

extension ControlGroup: View {
    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(content: .init(content: AnyView(content)),
                                                           label: .init(content: label ?? AnyView(EmptyView())))
        guard !isStyled, let style else { return AnyView(JoinedControls(content: AnyView(content))) }
        return style.body(configuration)
    }
}

extension ControlGroup: MenuEntrySource {
    var menuEntries: [MenuEntry] { [.divider] + MenuEntries.raw(content) + [.divider] }
}

extension ControlGroup {
    /// A group of controls with a text label.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group of controls with a text label from a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
    /// A group of controls labelled with a title and an SF Symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Declarative.Label<Text, Image>> {
        self.init(content: content) { Declarative.Label(titleKey, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The group a `ControlGroupStyle` is styling, drawn as the default group.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        label = AnyView(configuration.label)
        isStyled = true
    }
}

/// The content of a labelled `ControlGroup`: its controls (the label is kept by the group).
public struct LabeledControlGroupContent<Content: View, Label: View> {
    let content: Content
    let label: Label
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension LabeledControlGroupContent: View {
    public var body: some View { content }
}

extension LabeledControlGroupContent: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] { ViewList.elements(of: content, prefix: prefix) }
}

/// A group's controls side by side, joined: on one rounded plate split by hairlines (iOS), or split by `│` in a
/// row of cells (a terminal).
struct JoinedControls: View {
    let content: AnyView
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let elements = ViewList.elements(of: content)
        return HStack(spacing: 0) {
            ForEach(elements.indices, id: \.self) { index in
                if index > 0 {
                    if metrics.isCompact {
                        Text("│").foregroundStyle(.secondary)
                    } else {
                        Rectangle().fill(Color.separator).frame(width: 0.5, height: 20)
                    }
                }
                AnyView(erasing: elements[index].view)
                    .lineLimit(1)
                    .padding(.horizontal, metrics.isCompact ? metrics.rowPadding.leading : 12)
                    .padding(.vertical, metrics.isCompact ? 0 : 7)
                    .frame(maxWidth: .infinity)
            }
        }
        .buttonStyle(.borderless)
        .fixedSize(horizontal: false, vertical: true)
        .background(metrics.isCompact ? Color.clear : Color.tertiarySystemFill,
                    in: RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 8))
    }
}
