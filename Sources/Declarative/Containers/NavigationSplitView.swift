import Foundation

/// Columns side by side — a sidebar, an optional content column and a detail — as SwiftUI's `NavigationSplitView`
/// in a regular-width window: each column is a navigation stack of its own, the sidebar 260 points wide, the content
/// column 320, the detail the rest, with dividers between. A `List(selection:)` in the sidebar drives the detail
/// through its binding, as in SwiftUI.
///
/// `columnVisibility` hides columns (`.detailOnly`, `.doubleColumn`); styles and column widths are accepted and leave
/// the layout as described. It does not collapse into one stack on a narrow window, as an iPhone's does.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?

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
