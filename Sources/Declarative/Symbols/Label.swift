import Foundation

/// A title with an icon, as SwiftUI's `Label`: the icon, then the title, in a row.
///
/// `Label` conforms to `View` in an extension, so nonisolated code can make one.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label: View {
    public var body: some View { HStack(spacing: 6) { icon; title } }
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
