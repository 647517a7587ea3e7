import Foundation

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: a tab bar (`.automatic`), or pages that a swipe
/// turns (`.page`), with dots for the pages.
public protocol TabViewStyle {}

/// The tab bar at the bottom, as on an iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// Pages: one tab fills the view, a swipe (a drag across it) or `←`/`→` on the dots turn to the next, and a row of
/// dots shows which page is up, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// When there is more than one page.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages, with dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// The tab bar (iOS 18's name).
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// The tab bar, which iPadOS turns into a sidebar (a bar here).
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages, with dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages, with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page tab view's dots are drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Dots, with a background as `backgroundDisplayMode` says.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// The platform decides (none here).
        case automatic
        /// Only while the user interacts (none here).
        case interactive
        /// Always: a translucent capsule behind the dots.
        case always
        /// Never.
        case never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageStyleKey: EnvironmentKey {
    static var defaultValue: PageTabViewStyle? { nil }
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The page style of tab views here; nil for the tab bar.
    var tabViewPageStyle: PageTabViewStyle? {
        get { self[PageStyleKey.self] }
        set { self[PageStyleKey.self] = newValue }
    }

    /// Whether page dots here have a background.
    var pageIndexHasBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the tab views in this view show their tabs: `.tabViewStyle(.page)` for swiped pages.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPageStyle, style as? PageTabViewStyle)
    }

    /// Sets how page dots are drawn: `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexHasBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always)
    }
}

/// The dots of a page tab view: the current page's in the primary colour, the others dimmed; `←`/`→` turn pages
/// while they have focus.
struct PageIndicator: View {
    let options: PickerOptions
    @Environment(\.pageIndexHasBackground) private var hasBackground
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let options = self.options
        HStack(spacing: metrics.isCompact ? 1 : 8) {
            ForEach(0..<options.count, id: \.self) { index in
                Circle()
                    .fill(index == options.selected ? Color.primary : Color.primary.opacity(0.3))
                    .frame(width: 7, height: 7)
                    .onTapGesture { withAnimation { options.choose(index) } }
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(hasBackground ? Capsule().fill(Color.primary.opacity(0.15)) : nil)
        .focusable()
        .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
            guard let next = options.index(movedBy: press.key == .leftArrow ? -1 : 1) else { return .ignored }
            withAnimation { options.choose(next) }
            return .handled
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Page \((options.selected ?? 0) + 1) of \(options.count)")
    }
}
