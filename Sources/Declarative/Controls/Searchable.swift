import Foundation

/// Where a searchable view's search field goes, as SwiftUI's `SearchFieldPlacement`. The field is drawn above the
/// searchable content whatever the placement (the content of a navigation stack, below its title), as an iPhone
/// shows a navigation bar drawer's.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// How a navigation bar drawer's field is shown.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// The system decides (it shows on scroll on iOS).
        case automatic
        /// Always shown.
        case always
    }

    private let name: String

    /// The platform's placement.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer below the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In a drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer.\(displayMode)")
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Ends the search of the nearest searchable ancestor, as SwiftUI's `DismissSearchAction`: clears its text and takes
/// focus from its field. Call it as a function: `dismissSearch()`.
public struct DismissSearchAction {
    let action: () -> Void

    /// Ends the search (nothing outside a searchable view).
    @MainActor public func callAsFunction() { action() }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

extension EnvironmentValues {
    /// Whether the user is searching in the nearest searchable ancestor: its field has focus or holds text.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the nearest search: `@Environment(\.dismissSearch) private var dismissSearch`.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds a search field for `text` above this view, as SwiftUI's `searchable(text:placement:prompt:)`; the
    /// content filters itself by `text` and may read `isSearching`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt ?? Text("Search")))
    }

    /// Adds a search field with a prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with a prompt.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(String(prompt)))
    }

    /// Adds a search field whose focus `isPresented` reflects and sets (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt ?? Text("Search")))
    }
}

/// The search field above the searchable content, which sets `isSearching` for it.
private struct SearchableModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text
    @FocusState private var isFocused: Bool
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension SearchableModifier: ViewModifier {
    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField(text: text, prompt: prompt) { prompt }
                    .focused($isFocused)
                if !text.wrappedValue.isEmpty { Button("Cancel", action: end) }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            content
                .environment(\.isSearching, isFocused || !text.wrappedValue.isEmpty)
                .environment(\.dismissSearch, DismissSearchAction(action: end))
        }
        .onChange(of: isFocused) { _, focused in isPresented?.wrappedValue = focused }
        .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in isFocused = presented }
    }

    /// Ends the search: clears the text and leaves the field.
    private func end() {
        text.wrappedValue = ""
        isFocused = false
    }
}
