import Foundation

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown (where the platform allows).
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden (they may still appear, as on macOS, when the user scrolls).
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Equatable, Sendable {
    let rawValue: Int
    /// Everywhere the view's kind applies margins (for a scroll view: its content).
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// A scroll view's content.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// A scroll view's indicators.
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

/// Refreshes a view's content, as SwiftUI's `RefreshAction`: read it with `@Environment(\.refresh)` and call it.
/// These outputs have no pull-to-refresh gesture, so a view or host that offers refreshing calls it itself.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh and waits for it.
    public func callAsFunction() async { await action() }
}

struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// Whether scroll views scroll (`scrollDisabled(_:)` turns it off), as SwiftUI's `isScrollEnabled`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
    /// The action of the nearest `refreshable(action:)`, as SwiftUI's `refresh`; nil when there is none.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides scroll indicators. Accepted: these outputs draw no indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Stops the user scrolling the scroll views in this view (by wheel or keys) while `disabled`; a program still
    /// can (`scrollTo`, a view taking focus).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { if disabled { $0 = false } }
    }

    /// Where the scroll views in this view start: the content's `anchor` point at the same point of the visible area
    /// (`.bottom` starts at the end of a vertical list, `.trailing` at the newest data of a horizontal chart), kept
    /// there as the content changes, until the user scrolls.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }

    /// Adds room around the scroll views' content on `edges` (nil: the default, 16 points).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length.map { $0.isFinite ? max($0, 0) : 0 } ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Adds room around the scroll views' content: `insets` on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        func f(_ v: CGFloat, _ edge: Edge.Set) -> CGFloat { edges.contains(edge) && v.isFinite ? max(v, 0) : 0 }
        let margins = EdgeInsets(top: f(insets.top, .top), leading: f(insets.leading, .leading), bottom: f(insets.bottom, .bottom),
                                 trailing: f(insets.trailing, .trailing))
        return transformEnvironment(\.scrollContentMargins) { if placement != .scrollIndicators { $0 = margins } }
    }

    /// Adds `length` points of room on every edge of the scroll views' content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Marks the view as refreshable with `action`, as SwiftUI's `refreshable(action:)`: views inside read it as
    /// `@Environment(\.refresh)`. These outputs have no pull-to-refresh gesture (see ``RefreshAction``).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

extension VStack {
    /// A vertical stack, as SwiftUI's `LazyVStack` (every child is made: these outputs draw the whole view). Pinned
    /// section headers and footers scroll with their content here.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
                @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension HStack {
    /// A horizontal stack, as SwiftUI's `LazyHStack` (see the vertical one).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
                @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}
