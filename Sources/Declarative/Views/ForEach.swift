import Foundation

/// Makes views from a collection of identified data, as SwiftUI's `ForEach`.
///
/// Each element's view is identified by the element's id, so state and animations follow the element when the
/// collection is reordered, and an element's view is removed (with its state) when the element is.
/// Duplicate ids are reported in `ViewGraph.diagnostics`; the later duplicates are told apart by occurrence.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The data.
    public var data: Data
    /// Builds a view for an element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Views for data, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    /// The id the graph gives an element's view. Not in SwiftUI: for code that walks view content the way the
    /// graph does (Charts resolves the marks of a `ForEach` by it).
    public func _id(of element: Data.Element) -> ID { id(element) }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        for element in data {
            context.child(content(element), key: .explicit(AnyHashable(id(element))))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
