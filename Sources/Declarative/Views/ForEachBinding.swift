import Foundation

/// `ForEach($items) { $item in … }` (iOS 15): views for a binding to a collection, each given a binding to its
/// element, as SwiftUI's binding initialisers.
///
/// An element's binding finds its element by id: at the index it was made for while that still holds it, otherwise
/// wherever the element moved. Once the element is gone (deleted while a view still holds the binding), reads give
/// its last value and writes are dropped, instead of writing to whatever now sits at the old index.
extension ForEach where Content: View {
    /// Views for a binding to identifiable data.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Views for a binding to data identified by a key path.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(data: elements, id: { $0.1 }) { index, elementID in
            content(ElementBinding.binding(to: elementID, at: index, in: data, id: id, last: collection[index]))
        }
    }
}

/// The binding to one element of a bound collection.
private enum ElementBinding {
    static func binding<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
        to elementID: ID, at index: C.Index, in data: Binding<C>, id: KeyPath<C.Element, ID>, last: C.Element
    ) -> Binding<C.Element> {
        /// Where the element is now, if it is still there.
        func position(in collection: C) -> C.Index? {
            if index >= collection.startIndex && index < collection.endIndex && collection[index][keyPath: id] == elementID {
                return index
            }
            return collection.firstIndex { $0[keyPath: id] == elementID }
        }
        return Binding(get: {
            let collection = data.wrappedValue
            return position(in: collection).map { collection[$0] } ?? last
        }, set: { value, transaction in
            var collection = data.wrappedValue
            guard let at = position(in: collection) else { return }
            collection[at] = value
            // The element's write carries its own transaction (`$item.animation()`); otherwise the collection's.
            (transaction.animation == nil ? data : data.transaction(transaction)).wrappedValue = collection
        })
    }
}
