import Foundation

/// A `NavigationSplitView` in a horizontally compact window, as an iPhone shows one: its columns collapsed into one
/// navigation stack. The sidebar is the stack's root; choosing a row of a `List(selection:)` in it (a tap, or
/// `Return` on the selected row) pushes the next column — the content column of a three-column view, else the
/// detail — and choosing in the content column pushes the detail. Back pops a column. A `NavigationLink` in a
/// column pushes onto the same stack. A bound `preferredCompactColumn` picks the column shown (the stack is pushed
/// up to it) and is set to the column on top as the user pushes and pops.
///
/// The pushed columns are destinations of the stack (`navigationDestination(for:)`) that draw the split view's
/// latest columns, passed down the environment (`SplitViewColumns`), so a detail follows the selection it reads.
struct CollapsedSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let preferredColumn: Binding<NavigationSplitViewColumn>?
    @State private var path = NavigationPath()
}

/// A column pushed on a collapsed split view's stack.
enum SplitViewColumnMarker: Hashable {
    case content, detail
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension CollapsedSplitView: View {
    var body: some View {
        let path = $path
        let preferred = preferredColumn, hasContent = content != nil
        let columns = SplitViewColumns(content: content.map { AnyView($0) }, detail: AnyView(detail),
                                       advanceToDetail: SplitViewColumnAdvance {
                                           path.wrappedValue = Self.path(to: .detail, hasContent: hasContent)
                                       })
        return NavigationStack(path: path) {
            sidebar
                .environment(\.splitViewColumnAdvance, SplitViewColumnAdvance {
                    path.wrappedValue = Self.path(to: .content, hasContent: hasContent)     // the detail, with no content column
                })
                .navigationDestination(for: SplitViewColumnMarker.self) { SplitViewColumnView(column: $0) }
        }
        .environment(\.splitViewColumns, columns)
        .onChange(of: preferred?.wrappedValue, initial: true) { _, column in
            guard let column, Self.column(on: path.wrappedValue) != column else { return }
            path.wrappedValue = Self.path(to: column, hasContent: hasContent)
        }
        .onChange(of: path.wrappedValue) { _, now in
            let column = Self.column(on: now)
            if let preferred, preferred.wrappedValue != column { preferred.wrappedValue = column }
        }
    }

    /// The columns pushed to show `column`: none for the sidebar; the content column, then the detail.
    static func path(to column: NavigationSplitViewColumn, hasContent: Bool) -> NavigationPath {
        switch column {
        case .sidebar: NavigationPath()
        case .content where hasContent: NavigationPath([SplitViewColumnMarker.content])
        default: NavigationPath(hasContent ? [SplitViewColumnMarker.content, .detail] : [.detail])
        }
    }

    /// The column on top of a stack of `path` (the sidebar under anything else pushed on it).
    static func column(on path: NavigationPath) -> NavigationSplitViewColumn {
        switch path.elements.last(where: { $0.base is SplitViewColumnMarker })?.base as? SplitViewColumnMarker {
        case .content?: .content
        case .detail?: .detail
        case nil: .sidebar
        }
    }
}

/// A collapsed split view's pushed column, drawn from the columns in the environment.
struct SplitViewColumnView: View {
    let column: SplitViewColumnMarker
    @Environment(\.splitViewColumns) private var columns

    var body: some View {
        if let columns {
            if column == .content, let content = columns.content {
                content.environment(\.splitViewColumnAdvance, columns.advanceToDetail)
            } else {
                columns.detail.environment(\.splitViewColumnAdvance, nil)
            }
        }
    }
}

/// A collapsed split view's latest content and detail columns, and what choosing a row of the content column does.
struct SplitViewColumns {
    let content: AnyView?
    let detail: AnyView
    let advanceToDetail: SplitViewColumnAdvance
}

/// What choosing a row of a list does in a collapsed split view's column: push the next column.
struct SplitViewColumnAdvance {
    let advance: @MainActor () -> Void
}

struct SplitViewColumnAdvanceKey: EnvironmentKey { static var defaultValue: SplitViewColumnAdvance? { nil } }
struct SplitViewColumnsKey: EnvironmentKey { static var defaultValue: SplitViewColumns? { nil } }

extension EnvironmentValues {
    /// Set inside a collapsed split view's sidebar and content columns: a list there pushes the next column when a
    /// row is chosen.
    var splitViewColumnAdvance: SplitViewColumnAdvance? {
        get { self[SplitViewColumnAdvanceKey.self] }
        set { self[SplitViewColumnAdvanceKey.self] = newValue }
    }

    /// A collapsed split view's columns, for the columns it pushes.
    var splitViewColumns: SplitViewColumns? {
        get { self[SplitViewColumnsKey.self] }
        set { self[SplitViewColumnsKey.self] = newValue }
    }
}
