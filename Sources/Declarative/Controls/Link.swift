import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint colour (or the environment's button
/// style); a tap, or `Return`/`Space` while it has focus, calls the environment's `openURL` action with the
/// destination. Here that action opens nothing unless the app or host installs one (see `OpenURLAction`), and SVG
/// export draws the label only, without a hyperlink.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link: View {
    public var body: some View {
        let openURL = openURL, destination = destination
        return Button(action: { openURL(destination) }) { label }
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link with a text label.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
