import Foundation

/// Columns side by side — a sidebar, an optional content column and a detail — as SwiftUI's `NavigationSplitView`
/// in a regular-width window: each column is a navigation stack of its own, the sidebar 260 points wide, the content
/// column 320, the detail the rest, with dividers between. A `List(selection:)` in the sidebar drives the detail
/// through its binding, as in SwiftUI.
///
/// `columnVisibility` hides columns (`.detailOnly`, `.doubleColumn`); styles and column widths are accepted and leave
/// the layout as described. In a horizontally compact window (`horizontalSizeClass`: an iPhone's width, a narrow
/// terminal) the columns collapse into one navigation stack, as an iPhone's do: the sidebar first, and choosing a row
/// of its list pushes the next column.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// Three columns: a sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = nil
    }

    /// Three columns whose visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = columnVisibility
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = nil
    }

    /// Two columns whose visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = columnVisibility
    }
}

extension NavigationSplitView: View {
    public var body: some View {
        if sizeClass == .compact {
            CollapsedSplitView(sidebar: sidebar, content: content, detail: detail, preferredColumn: preferredCompactColumn)
        } else {
            columns
        }
    }

    /// The columns side by side.
    private var columns: some View {
        let shown = visibility?.wrappedValue ?? .automatic
        let showsSidebar = shown == .all || shown == .automatic || (shown == .doubleColumn && content == nil)
        let showsContent = content != nil && shown != .detailOnly
        return HStack(spacing: 0) {
            if showsSidebar {
                NavigationStack { sidebar }.frame(width: 260)
                Divider()
            }
            if showsContent, let content {
                NavigationStack { content }.frame(width: 320)
                Divider()
            }
            NavigationStack { detail }.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

extension NavigationSplitView {
    /// Three columns, with the column a compact width shows bound: `preferredCompactColumn` picks the column the
    /// collapsed stack shows, and follows it as the user pushes and pops.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Three columns whose visibility and compact column are bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns, with the column a compact width shows bound (see
    /// ``init(preferredCompactColumn:sidebar:content:detail:)``).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Two columns whose visibility and compact column are bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }
}

/// A column of a `NavigationSplitView`, as SwiftUI's `NavigationSplitViewColumn`: which one a compact width shows.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let rawValue: Int
    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(rawValue: 0)
    /// The content column (the detail, in a two-column view).
    public static let content = NavigationSplitViewColumn(rawValue: 1)
    /// The detail.
    public static let detail = NavigationSplitViewColumn(rawValue: 2)
}

/// Which columns of a `NavigationSplitView` show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable, Codable {
    let rawValue: Int
    /// The platform's choice (here: every column).
    public static let automatic = NavigationSplitViewVisibility(rawValue: 0)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(rawValue: 1)
    /// The content column and the detail (a two-column view: the sidebar and the detail).
    public static let doubleColumn = NavigationSplitViewVisibility(rawValue: 2)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(rawValue: 3)
}

/// How a `NavigationSplitView` sizes its detail against the other columns, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {}
/// The platform's choice.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Columns side by side, the detail narrowed to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The detail kept at full size, the other columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
    /// Sets the split views' style (accepted: columns are always side by side here).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Sets a column's width (accepted: the columns keep their widths here).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Sets a column's width range (accepted: the columns keep their widths here).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
