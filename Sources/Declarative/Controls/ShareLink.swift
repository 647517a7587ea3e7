import Foundation

/// A control that presents the system's share sheet for items, as SwiftUI's `ShareLink`, for `URL` and `String`
/// items. It draws as a button (by default "Share" with the `square.and.arrow.up` symbol, in the tint colour) and
/// takes focus, but there is no share sheet on these outputs (a terminal, an SVG file): activating it does nothing.
///
/// `PreviewImage` and `PreviewIcon` stand for SwiftUI's share previews, which are not drawn here (always `Never`).
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View> {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label

    init(items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }
}

extension ShareLink: View {
    public var body: some View {
        // No share sheet to present here: the button is drawn and focusable, and does nothing.
        Button(action: {}) { label }
    }
}

/// The default label of a `ShareLink`: a title ("Share" unless given) with the `square.and.arrow.up` symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View { Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A share link for a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// A share link for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// A share link for URLs.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// A share link for strings.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// A share link for a URL, titled.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// A share link for a string, titled.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// A share link for a URL, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// A share link for a string, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A share link for a URL with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
    /// A share link for a string with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}
