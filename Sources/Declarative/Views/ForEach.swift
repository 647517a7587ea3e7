import Foundation

/// Makes views from a collection of identified data, as SwiftUI's `ForEach`.
///
/// Each element's view is identified by the element's id, so state and animations follow the element when the
/// collection is reordered, and an element's view is removed (with its state) when the element is.
/// Duplicate ids are reported in `ViewGraph.diagnostics`; the later duplicates are told apart by occurrence.
///
/// As in SwiftUI, the content is unconstrained: `ForEach` is a view when its content is a view, and other modules
/// make it their content too (Charts: chart content when its content is chart content).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The data.
    public var data: Data
    /// Builds the content for an element.
    public var content: (Data.Element) -> Content
    /// The id of an element's content: what the graph identifies an element's view by, and what modules that walk
    /// their own content (Charts) identify an element by.
    package let id: (Data.Element) -> ID

    /// Content for data, with ids read by `id`: for modules that add initializers with their own builder.
    package init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Views for data, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        for element in data {
            context.child(content(element), key: .explicit(AnyHashable(id(element))))
        }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
