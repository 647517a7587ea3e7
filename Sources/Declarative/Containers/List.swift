import Foundation

/// Rows of data or views in sections, scrolling, as SwiftUI's `List`.
///
/// The content is taken apart as SwiftUI does: each view (or each view of a `ForEach`) is a row, and each `Section`
/// a group with its header and footer. The look comes from `listStyle` (`.insetGrouped` by default, as on iOS).
/// The rows scroll (see `ScrollView`). With `selection:`, a tap on a row selects its tag (a `ForEach` row's id), the
/// selected rows are highlighted, and `↑`/`↓` move the selection while the list has focus.
/// An empty list draws its background only.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    let selection: ListSelection?
    @Environment(\.listStyle) private var style

    /// A list of views.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        selection = nil
    }

    /// A list whose rows can be selected, one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// A list whose rows can be selected, many at a time.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(set: $0) }
    }
}

extension List: View {
    public var body: some View {
        let sections = ListSections(ViewList.elements(of: content))
        let rows = ListRows(sections: sections, kind: ListStyleKind(style), selection: selection)
        return ScrollView { rows }.modifier(GroupedBackground(isGrouped: ListStyleKind(style).isGrouped))
            .modifier(ProvidesEditMode())
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of data, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each integer of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A selectable list with a row for each element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A selectable list with a row for each element of data, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

/// A list's selection without its value type: which tags are selected, and choosing one.
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void

    init<V: Hashable>(single binding: Binding<V?>) {
        isSelected = { tag in binding.wrappedValue.map { TagMatching.normalize(AnyHashable($0)) == TagMatching.normalize(tag) } ?? false }
        select = { tag in if let v = tag.base as? V { binding.wrappedValue = v } }
    }

    init<V: Hashable>(set binding: Binding<Set<V>>) {
        isSelected = { tag in (tag.base as? V).map(binding.wrappedValue.contains) ?? false }
        select = { tag in
            guard let v = tag.base as? V else { return }
            if binding.wrappedValue.contains(v) { binding.wrappedValue.remove(v) } else { binding.wrappedValue.insert(v) }
        }
    }
}

/// A list's content grouped: consecutive rows outside any `Section` form a section of their own.
struct ListSections {
    struct Group: Identifiable {
        let id: AnyHashable
        var header: AnyView?
        var footer: AnyView?
        var rows: [ViewListElement]
        var isExpanded: Binding<Bool>?
    }
    var groups: [Group] = []

    @MainActor
    init(_ elements: [ViewListElement]) {
        var collectingLooseRows = false
        for (index, element) in elements.enumerated() {
            if let section = element.section {
                groups.append(Group(id: element.id, header: section.header.map { AnyView(erasing: $0) },
                                    footer: section.footer.map { AnyView(erasing: $0) },
                                    rows: section.rows, isExpanded: section.isExpanded))
                collectingLooseRows = false
            } else if collectingLooseRows {
                groups[groups.count - 1].rows.append(element)
            } else {
                groups.append(Group(id: AnyHashable(["rows", AnyHashable(index)]), rows: [element]))
                collectingLooseRows = true
            }
        }
    }

    /// Every row's tag, in order, for moving a selection.
    var tags: [AnyHashable] { groups.flatMap { $0.rows.compactMap(\.tag) } }
}

/// The grouped background behind an inset grouped or grouped list; none on a terminal, where filled rows would
/// hide the text without colour and crowd it with colour.
struct GroupedBackground: ViewModifier {
    let isGrouped: Bool
    @Environment(\.controlMetrics) private var metrics
    @Environment(\.scrollContentBackground) private var visibility
    func body(content: Content) -> some View {
        let draws = isGrouped && !metrics.isCompact && visibility != .hidden
        return content.background(draws ? Color.systemGroupedBackground : Color.clear)
    }
}
