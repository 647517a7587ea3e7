import Foundation

/// A look for every list in a view, as SwiftUI's `ListStyle`. As in SwiftUI, the styles are the built-in ones.
public protocol ListStyle {}

/// The platform's list: inset grouped.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Sections as rounded groups inset from the edges, on the grouped background (iOS's default).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Sections as full-width groups on the grouped background.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Rows edge to edge with separators, headers as bands.
public struct PlainListStyle: ListStyle { public init() {} }
/// Rows inset from the edges, without group backgrounds.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar: plain rows under bold section headers.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Inset grouped sections.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Plain rows.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Inset rows.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A look for every form in a view, as SwiftUI's `FormStyle`.
public protocol FormStyle {}
/// The platform's form: grouped.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Grouped sections (iOS's form).
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in columns (macOS); drawn grouped here.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The look a list style stands for.
enum ListStyleKind: Hashable {
    case insetGrouped, grouped, plain, inset, sidebar

    init(_ style: (any ListStyle)?) {
        switch style {
        case is GroupedListStyle: self = .grouped
        case is PlainListStyle: self = .plain
        case is InsetListStyle: self = .inset
        case is SidebarListStyle: self = .sidebar
        default: self = .insetGrouped
        }
    }

    /// Whether sections sit on the grouped background as rounded (or full-width) plates.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped }
    /// Whether rows keep a margin from the list's edges.
    var isInset: Bool { self == .insetGrouped || self == .inset }
}

struct ListStyleKey: EnvironmentKey { static var defaultValue: (any ListStyle)? { nil } }

extension EnvironmentValues {
    var listStyle: (any ListStyle)? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style) }
    /// Sets the style of the forms in this view (every form style is drawn grouped here).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
