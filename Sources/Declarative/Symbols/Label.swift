import Foundation

/// A title with an icon, as SwiftUI's `Label`. Its look comes from the `labelStyle` in the environment: the icon,
/// then the title, in a row by default.
///
/// `Label` conforms to `View` in an extension, so nonisolated code can make one.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyles) private var styles
    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label: View {
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        var styles = styles
        guard let style = styles.popLast() else { return AnyView(DefaultLabelStyle().makeBody(configuration: configuration)) }
        return AnyView(style.body(configuration).environment(\.labelStyles, styles))
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a `LabelStyle` is styling, drawn as the style around that one would draw it: a custom style can
    /// decorate the current look rather than replace it.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an SF Symbol name.
    public init(_ title: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a title string and an SF Symbol name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a title and an image from the app's assets.
    public init(_ title: LocalizedStringKey, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
