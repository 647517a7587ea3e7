import Foundation

/// What a level of a navigation stack shows in its bar: set by `navigationTitle`, `navigationBarTitleDisplayMode`
/// and `toolbar` inside it.
struct NavigationBarState {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var toolbar: [ToolbarEntry] = []
    /// Hidden by `toolbar(.hidden, for: .navigationBar)`: no bar and no large title.
    var isHidden = false

    /// Whether two states draw the same bar (toolbar items compare by placement and type).
    func same(as other: NavigationBarState) -> Bool {
        title == other.title && displayMode == other.displayMode && isHidden == other.isHidden
            && toolbar.map(\.signature) == other.toolbar.map(\.signature)
    }
}

/// How views inside a level change its bar: writes go to the level's state, which updates the level.
struct NavigationBarWriter {
    let current: NavigationBarState
    let write: (NavigationBarState) -> Void

    func update(_ change: (inout NavigationBarState) -> Void) {
        var next = current
        change(&next)
        if !next.same(as: current) { write(next) }
    }
}

struct NavigationBarWriterKey: EnvironmentKey { static var defaultValue: NavigationBarWriter? { nil } }

extension EnvironmentValues {
    var navigationBar: NavigationBarWriter? {
        get { self[NavigationBarWriterKey.self] }
        set { self[NavigationBarWriterKey.self] = newValue }
    }
}

/// One level of a navigation stack: its bar, its large title, and its content.
struct NavigationLevelView: View {
    let depth: Int
    let view: AnyView
    let stack: NavigationContext
    @State private var bar = NavigationBarState()
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let barState = $bar
        let writer = NavigationBarWriter(current: bar) { barState.wrappedValue = $0 }
        let large = bar.displayMode == .large || (bar.displayMode == .automatic && depth == 0)
        return VStack(alignment: .leading, spacing: 0) {
            if !bar.isHidden {
                NavigationBar(depth: depth, title: large ? nil : bar.title, toolbar: bar.toolbar, stack: stack)
            }
            if large, !bar.isHidden, let title = bar.title {
                Text(title)
                    .font(metrics.isCompact ? .body : .largeTitle)
                    .bold()
                    .lineLimit(1)
                    .padding(.horizontal, metrics.isCompact ? metrics.rowPadding.leading : 16)
                    .padding(.bottom, metrics.isCompact ? 0 : 8)
            }
            view
                .environment(\.navigationBar, writer)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

/// The bar: a back label (from the second level on), leading and trailing toolbar items, and the inline title in
/// the middle (iOS's 44 pt bar with a 17 pt semibold title; one row on a terminal).
struct NavigationBar: View {
    let depth: Int
    let title: String?
    let toolbar: [ToolbarEntry]
    let stack: NavigationContext
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let leading = toolbar.filter { $0.placement.isLeading }, trailing = toolbar.filter { !$0.placement.isLeading }
        let stack = stack
        return ZStack {
            if let title {
                Text(title).font(.headline).lineLimit(1)
            }
            HStack(spacing: metrics.isCompact ? metrics.rowPadding.leading : 16) {
                if depth > 0 {
                    Button("‹ Back") { _ = stack.pop() }
                }
                ForEach(leading.indices, id: \.self) { leading[$0].view }
                Spacer(minLength: 0)
                ForEach(trailing.indices, id: \.self) { trailing[$0].view }
            }
        }
        .padding(.horizontal, metrics.isCompact ? metrics.rowPadding.leading : 16)
        .frame(maxWidth: .infinity, minHeight: metrics.isCompact ? (depth > 0 || title != nil || !toolbar.isEmpty ? metrics.rowHeight : 0) : 44)
    }
}

/// Where a navigation title is shown, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// Large (at the top of the content) or inline (in the bar).
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on the first level, inline below it.
        case automatic
        /// In the bar.
        case inline
        /// Large, at the top of the content.
        case large
    }
}

/// The toolbar title's mode, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Large on the first level, inline below it.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// In the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Inline but large (drawn large here).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

nonisolated extension View {
    /// Sets the title of the enclosing navigation level.
    public func navigationTitle(_ title: Text) -> some View { navigationBar { $0.title = title.string } }
    /// Sets the title of the enclosing navigation level.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// Sets the title of the enclosing navigation level from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Sets how the title is shown: large at the top of the content, or inline in the bar.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar { $0.displayMode = displayMode }
    }
    /// Sets how the toolbar title is shown.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Sets the title and how it is shown (the older form).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBar { $0.title = title.string; $0.displayMode = displayMode }
    }
    /// Sets the title and how it is shown (the older form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }
    /// Sets the title from a string and how it is shown (the older form).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Changes the bar of the enclosing navigation level (nothing outside a navigation stack).
    func navigationBar(_ change: @escaping (inout NavigationBarState) -> Void) -> some View {
        navigationBar(change) { change, bar in change(&bar) }
    }

    /// Changes the bar of the enclosing navigation level with `value`, on the main actor when the graph applies it.
    func navigationBar<Value>(_ value: Value,
                              _ change: @escaping @MainActor (Value, inout NavigationBarState) -> Void) -> some View {
        nodeModifier("navigationBar", value) { value, _, context in
            context.environment.navigationBar?.update { change(value, &$0) }
        }
    }
}
