import Foundation

/// One element of a view's content taken apart as a list: a row of a `List`, an option of a `Picker`.
struct ViewListElement {
    /// The element's view.
    var view: any View
    /// Its identity among its siblings: the structural position, or a `ForEach` id.
    var id: AnyHashable
    /// Its `.tag(_:)`, or a `ForEach` id when it has none (as SwiftUI tags a `ForEach`'s views).
    var tag: AnyHashable?
    /// Set when the element is a `Section`: its header, rows and footer.
    var section: SectionParts?
}

/// A section taken apart.
struct SectionParts {
    var header: (any View)?
    var footer: (any View)?
    var rows: [ViewListElement]
    var isExpanded: Binding<Bool>?
}

/// Content that takes itself apart into list elements: tuples, `ForEach`, `Group`, conditionals, optionals,
/// `AnyView`, tagged views and sections. Any other view is one element.
@MainActor
protocol ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement]
}

@MainActor
enum ViewList {
    /// The elements of `view`, flattened as SwiftUI flattens a `List`'s or `Picker`'s content.
    static func elements(of view: any View, prefix: [AnyHashable] = []) -> [ViewListElement] {
        if let content = view as? any ViewListContent { return content.listElements(prefix: prefix) }
        if view is EmptyView { return [] }
        return [ViewListElement(view: view, id: AnyHashable(prefix), tag: nil)]
    }
}

extension TupleView: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] {
        var result: [ViewListElement] = []
        var index = 0
        forEachView { view in
            result += ViewList.elements(of: view, prefix: prefix + [AnyHashable(index)])
            index += 1
        }
        return result
    }
}

extension ForEach: ViewListContent where Content: View {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] {
        data.flatMap { element -> [ViewListElement] in
            let id = AnyHashable(self.id(element))
            return ViewList.elements(of: content(element), prefix: prefix + [id]).map { item in
                var item = item
                if item.tag == nil { item.tag = id }
                return item
            }
        }
    }
}

extension Group: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] { ViewList.elements(of: content, prefix: prefix) }
}

extension AnyView: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] { ViewList.elements(of: view, prefix: prefix) }
}

extension Optional: ViewListContent where Wrapped: View {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] {
        map { ViewList.elements(of: $0, prefix: prefix) } ?? []
    }
}

extension _ConditionalContent: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] {
        switch storage {
        case .trueContent(let v): return ViewList.elements(of: v, prefix: prefix + ["t"])
        case .falseContent(let v): return ViewList.elements(of: v, prefix: prefix + ["f"])
        }
    }
}

extension ModifiedContent: ViewListContent where Content: View, Modifier: ViewModifier {
    /// A tagged view is one element with that tag; another modifier applies to its content's single element.
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] {
        if let trait = modifier as? any ListRowTrait {
            return ListRowTraits.distribute(trait, over: content, prefix: prefix)
        }
        if let tag = modifier as? TagModifier {
            var items = ViewList.elements(of: content, prefix: prefix)
            if items.count == 1 { items[0].tag = tag.value; items[0].view = content }
            return items
        }
        let items = ViewList.elements(of: content, prefix: prefix)
        guard items.count == 1, items[0].section == nil else {
            return [ViewListElement(view: self, id: AnyHashable(prefix), tag: nil)]
        }
        return [ViewListElement(view: self, id: items[0].id, tag: items[0].tag)]
    }
}

/// `.tag(_:)`: a value that identifies a view among a picker's options or a list's selectable rows.
struct TagModifier {
    let value: AnyHashable
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension TagModifier: PrimitiveModifier {
    func apply(to node: ViewNode, _ context: inout UpdateContext) {}
}

nonisolated extension View {
    /// Tags the view with a value, as SwiftUI's `tag(_:)`: a `Picker` or a selectable `List` chooses by tags.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }

    /// Tags the view; `includeOptional` is accepted for source compatibility (optional selections match either way).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }
}

/// Compares tags the way a selection expects: `Optional(x)` and `x` are the same tag, and `nil` is no tag.
enum TagMatching {
    static func normalize(_ value: AnyHashable) -> AnyHashable? {
        if let optional = value.base as? any OptionalHashable { return optional.unwrappedTag }
        return value
    }
}

protocol OptionalHashable { var unwrappedTag: AnyHashable? { get } }

extension Optional: OptionalHashable where Wrapped: Hashable {
    var unwrappedTag: AnyHashable? { map { TagMatching.normalize(AnyHashable($0)) } ?? nil }
}
