import Foundation

/// What a `List` row declares about itself: `listRowInsets(_:)`, `listRowSeparator(_:edges:)` and
/// `listRowBackground(_:)`, as in SwiftUI.
///
/// The modifiers change nothing where they are applied; the list reads them from each row. Applied to content that
/// is several rows (a `ForEach`, a `Group`, a `Section`'s rows), each applies to every one of those rows, as SwiftUI's
/// do, instead of making the content one row.
protocol ListRowTrait: PrimitiveModifier {}

extension ListRowTrait {
    func apply(to node: ViewNode, _ context: inout UpdateContext) {}
}

/// `listRowInsets(_:)`: the row's padding (nil: the list style's).
struct ListRowInsetsTrait {
    let insets: EdgeInsets?
}

/// `listRowSeparator(_:edges:)`: whether the separators above and below the row are drawn.
struct ListRowSeparatorTrait {
    let visibility: Visibility
    let edges: VerticalEdge.Set
}

/// `listRowBackground(_:)`: a view behind the whole row.
struct ListRowBackgroundTrait<Background: View> {
    let background: Background?
}

/// A row background of any view type, as the list reads it.
@MainActor
protocol ListRowBackgroundReading {
    var erasedBackground: AnyView? { get }
}

// Conformed in extensions, so that nonisolated code can make the traits (see `TupleView`).
extension ListRowInsetsTrait: ListRowTrait {}
extension ListRowSeparatorTrait: ListRowTrait {}
extension ListRowBackgroundTrait: ListRowTrait, ListRowBackgroundReading {
    var erasedBackground: AnyView? { background.map { AnyView(erasing: $0) } }
}

nonisolated extension View {
    /// Sets the insets of this list row's content, as SwiftUI's `listRowInsets(_:)`: nil keeps the list style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowInsetsTrait(insets: insets))
    }

    /// Shows or hides the separators at the given edges of this list row, as SwiftUI's
    /// `listRowSeparator(_:edges:)`. A separator between two rows is drawn unless either row hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorTrait(visibility: visibility, edges: edges))
    }

    /// Places a view behind this list row, filling the row, as SwiftUI's `listRowBackground(_:)`.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundTrait(background: view))
    }
}

/// A list's reading of the traits its rows declare.
@MainActor
enum ListRowTraits {
    /// The row's own insets, if it set any.
    static func insets(of row: any View) -> EdgeInsets? {
        ModifierSearch.outermost(ListRowInsetsTrait.self, around: row)?.insets
    }

    /// Whether the row hides its separator at `edge` (`.automatic` and `.visible` show it).
    static func hidesSeparator(_ edge: VerticalEdge, of row: any View) -> Bool {
        guard let trait = ModifierSearch.outermost(ListRowSeparatorTrait.self, around: row) else { return false }
        return trait.visibility == .hidden && trait.edges.contains(VerticalEdge.Set(edge))
    }

    /// The row's background, if it set one.
    static func background(of row: any View) -> AnyView? {
        ModifierSearch.outermost((any ListRowBackgroundReading).self, around: row)?.erasedBackground
    }

    /// The elements of `content` with `trait` applied to each row among them (and each row of each section).
    static func distribute<Content: View, Trait: ListRowTrait>(_ trait: Trait, over content: Content,
                                                               prefix: [AnyHashable]) -> [ViewListElement] {
        ViewList.elements(of: content, prefix: prefix).map { apply(trait, to: $0) }
    }

    private static func apply<Trait: ListRowTrait>(_ trait: Trait, to element: ViewListElement) -> ViewListElement {
        var element = element
        if var section = element.section {
            section.rows = section.rows.map { apply(trait, to: $0) }
            element.section = section
        } else {
            element.view = wrap(element.view, trait)
        }
        return element
    }

    private static func wrap<Trait: ListRowTrait>(_ view: any View, _ trait: Trait) -> any View {
        func open<V: View>(_ v: V) -> any View { v.modifier(trait) }
        return open(view)
    }
}
