import Foundation

/// A view that says why there is no content, as SwiftUI's `ContentUnavailableView`: a chart with no data, a search
/// with no results.
///
/// Centred in the space it is offered: the label's symbol large and secondary above its title (`title2`, bold),
/// then the description in the secondary colour, then the actions. On a terminal the symbol is one cell.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView: View {
    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(UnavailableLabelStyle())
            description.font(.body).foregroundStyle(.secondary)
            actions.padding(.top, 8)
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of a `ContentUnavailableView`: a large secondary symbol above a bold `title2` title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == Declarative.Label<Text, Image>, Description == Text?,
                                       Actions == EmptyView {
    /// A view with a title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Declarative.Label(title, systemImage: name) }, description: { description })
    }
    /// A view with a title string, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Declarative.Label(title, systemImage: name) }, description: { description })
    }
    /// A view with a title, an image from the app's assets and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Declarative.Label(title, image: name) }, description: { description })
    }
}

/// The content of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
    /// "No Results" with a magnifying glass, or "No Results for “text”" (an empty text counts as none).
    public struct Label: View {
        let text: String?
        public var body: some View {
            Declarative.Label(text.flatMap { $0.isEmpty ? nil : "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }
    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The view a search with no results shows: "No Results" with a magnifying glass.
    public static var search: Self { search(text: nil) }

    /// The view a search for `text` with no results shows: "No Results for “text”".
    public static func search(text: String) -> Self { search(text: Optional(text)) }

    private static func search(text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}
